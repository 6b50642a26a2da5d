// Messages to staff: doctors, the lab desk, pharmacists (Hindi; the same keys and slots as en/staff.ts).
import type { MessageTemplate } from '../message-template.ts';

export const staff = {
  doctor_new_booking: {
    inApp: { title: 'नई बुकिंग', body: '{{patient}}, {{when}} को ({{mode}})।' },
    email: {
      subject: 'नई बुकिंग: {{patient}}, {{when}}',
      text: '{{patient}} ने {{when}} की बुकिंग की है ({{mode}})। यह आपके डेस्क पर है।',
      html: '<p>{{patient}} ने {{when}} की बुकिंग की है ({{mode}})।</p><p>यह आपके डेस्क पर है।</p>',
    },
    sms: { text: 'Arogya: नई बुकिंग, {{patient}}, {{when}} को ({{mode}})। डेस्क: {{url}}' },
    whatsapp: {
      name: 'doctor_new_booking',
      body: 'नई बुकिंग: {{1}}, {{2}} को ({{3}})।',
      params: ['patient', 'when', 'mode'],
      linkButton: true,
    },
    push: { title: 'नई बुकिंग', body: '{{patient}}, {{when}}' },
  },
  doctor_booking_cancelled: {
    inApp: { title: 'बुकिंग रद्द', body: '{{patient}} की {{when}} की बुकिंग रद्द हो गई है।' },
    email: {
      subject: 'रद्द: {{patient}}, {{when}}',
      text: '{{patient}} की {{when}} की अपॉइंटमेंट रद्द हो गई है; यह स्लॉट फिर से खाली है।',
      html: '<p>{{patient}} की {{when}} की अपॉइंटमेंट रद्द हो गई है; यह स्लॉट फिर से खाली है।</p>',
    },
    sms: { text: 'Arogya: {{patient}} की {{when}} की अपॉइंटमेंट रद्द हो गई है।' },
    whatsapp: {
      name: 'doctor_booking_cancelled',
      body: 'रद्द: {{1}}, {{2}}।',
      params: ['patient', 'when'],
      linkButton: true,
    },
    push: { title: 'बुकिंग रद्द', body: '{{patient}}, {{when}}' },
  },
  doctor_patient_waiting: {
    inApp: { title: 'मरीज़ इंतज़ार कर रहे हैं', body: '{{patient}} {{mode}} के लिए इंतज़ार कर रहे हैं।' },
    email: {
      subject: '{{patient}} {{mode}} के लिए इंतज़ार कर रहे हैं',
      text: '{{patient}} {{mode}} के लिए इंतज़ार कर रहे हैं। अपने डेस्क से जुड़ें: {{url}}',
      html: '<p>{{patient}} {{mode}} के लिए इंतज़ार कर रहे हैं। अपने डेस्क से जुड़ें।</p>',
    },
    sms: { text: 'Arogya: {{patient}} {{mode}} के लिए इंतज़ार कर रहे हैं। जुड़ें: {{url}}' },
    whatsapp: {
      name: 'doctor_patient_waiting',
      body: '{{1}} {{2}} के लिए इंतज़ार कर रहे हैं।',
      params: ['patient', 'mode'],
      linkButton: true,
    },
    push: { title: 'मरीज़ इंतज़ार कर रहे हैं', body: '{{patient}}, {{mode}}' },
  },
  lab_new_collection: {
    inApp: { title: 'घर से नया सैंपल', body: '{{ref}}: {{when}}, {{area}}।' },
    email: {
      subject: 'घर से नया सैंपल {{ref}}, {{when}}',
      text: 'घर से नया सैंपल {{ref}}, {{when}} को, {{area}} में। जाँचें: {{tests}}।',
      html: '<p>घर से नया सैंपल {{ref}}, {{when}} को, {{area}} में।</p><p>जाँचें: {{tests}}।</p>',
    },
    sms: { text: 'Arogya: घर से नया सैंपल {{ref}}, {{when}}, {{area}}। डेस्क: {{url}}' },
    whatsapp: {
      name: 'lab_new_collection',
      body: 'घर से नया सैंपल {{1}}: {{2}}, {{3}}।',
      params: ['ref', 'when', 'area'],
      linkButton: true,
    },
    push: { title: 'घर से नया सैंपल', body: '{{ref}}, {{when}}' },
  },
  pharmacist_prescription_review: {
    inApp: { title: 'जाँचने के लिए पर्चा', body: 'ऑर्डर {{ref}} आपकी जाँच का इंतज़ार कर रहा है।' },
    email: {
      subject: 'ऑर्डर {{ref}}: जाँचने के लिए पर्चा',
      text: 'ऑर्डर {{ref}} में ऐसी दवाइयाँ हैं जिनके लिए पर्चा चाहिए। इसे अपने डेस्क पर जाँचें: {{url}}',
      html: '<p>ऑर्डर {{ref}} में ऐसी दवाइयाँ हैं जिनके लिए पर्चा चाहिए। इसे अपने डेस्क पर जाँचें।</p>',
    },
    sms: { text: 'Arogya: ऑर्डर {{ref}} पर्चे की जाँच का इंतज़ार कर रहा है। डेस्क: {{url}}' },
    whatsapp: {
      name: 'pharmacist_prescription_review',
      body: 'ऑर्डर {{1}} पर्चे की जाँच का इंतज़ार कर रहा है।',
      params: ['ref'],
      linkButton: true,
    },
    push: { title: 'जाँचने के लिए पर्चा', body: 'ऑर्डर {{ref}}' },
  },
} satisfies Record<string, MessageTemplate>;
