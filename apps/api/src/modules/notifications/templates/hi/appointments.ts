// Appointments and consultations, for the patient (Hindi; the same keys and slots as en/appointments.ts).
import type { MessageTemplate } from '../message-template.ts';

export const appointments = {
  appointment_confirmed: {
    inApp: {
      title: 'अपॉइंटमेंट पक्की हो गई',
      body: '{{patient}} की {{doctor}} से {{when}} को ({{mode}})।',
    },
    email: {
      subject: 'अपॉइंटमेंट पक्की: {{doctor}}, {{when}}',
      text: 'आपकी अपॉइंटमेंट पक्की हो गई है।\n\nमरीज़: {{patient}}\nडॉक्टर: {{doctor}}\nकब: {{when}}\nकैसे: {{mode}}\nकहाँ: {{place}}\n\nकैलेंडर फ़ाइल साथ में है। My Appointments से आप समय बदल सकते हैं या रद्द कर सकते हैं।',
      html: '<p>आपकी अपॉइंटमेंट पक्की हो गई है।</p><p>मरीज़: {{patient}}<br>डॉक्टर: {{doctor}}<br>कब: {{when}}<br>कैसे: {{mode}}<br>कहाँ: {{place}}</p><p>कैलेंडर फ़ाइल साथ में है। My Appointments से आप समय बदल सकते हैं या रद्द कर सकते हैं।</p>',
    },
    sms: {
      text: 'Arogya: {{patient}} की {{doctor}} से {{when}} की अपॉइंटमेंट ({{mode}}) पक्की हो गई है। विवरण: {{url}}',
    },
    whatsapp: {
      name: 'appointment_confirmed',
      body: '{{1}} की {{2}} से {{3}} की अपॉइंटमेंट ({{4}}) पक्की हो गई है।',
      params: ['patient', 'doctor', 'when', 'mode'],
      linkButton: true,
    },
    push: { title: 'अपॉइंटमेंट पक्की हो गई', body: '{{doctor}}, {{when}} ({{mode}})' },
  },
  appointment_rescheduled: {
    inApp: {
      title: 'अपॉइंटमेंट का समय बदला',
      body: '{{patient}} की {{doctor}} से अपॉइंटमेंट अब {{when}} को है (पहले {{previousWhen}})।',
    },
    email: {
      subject: 'अपॉइंटमेंट अब {{when}} को',
      text: 'आपकी अपॉइंटमेंट का समय बदल गया है।\n\nमरीज़: {{patient}}\nडॉक्टर: {{doctor}}\nनया समय: {{when}}\nपहले: {{previousWhen}}\nकैसे: {{mode}}\nकहाँ: {{place}}\n\nनई कैलेंडर फ़ाइल साथ में है।',
      html: '<p>आपकी अपॉइंटमेंट का समय बदल गया है।</p><p>मरीज़: {{patient}}<br>डॉक्टर: {{doctor}}<br>नया समय: <strong>{{when}}</strong><br>पहले: {{previousWhen}}<br>कैसे: {{mode}}<br>कहाँ: {{place}}</p><p>नई कैलेंडर फ़ाइल साथ में है।</p>',
    },
    sms: {
      text: 'Arogya: {{patient}} की {{doctor}} से अपॉइंटमेंट अब {{when}} को है (पहले {{previousWhen}})। विवरण: {{url}}',
    },
    whatsapp: {
      name: 'appointment_rescheduled',
      body: '{{1}} की {{2}} से अपॉइंटमेंट अब {{3}} को है (पहले {{4}})।',
      params: ['patient', 'doctor', 'when', 'previousWhen'],
      linkButton: true,
    },
    push: { title: 'अपॉइंटमेंट का समय बदला', body: '{{doctor}}, अब {{when}}' },
  },
  appointment_cancelled: {
    inApp: { title: 'अपॉइंटमेंट रद्द', body: '{{patient}} की {{doctor}} से {{when}} की अपॉइंटमेंट रद्द हो गई है।' },
    email: {
      subject: 'अपॉइंटमेंट रद्द: {{doctor}}, {{when}}',
      text: '{{patient}} की {{doctor}} से {{when}} की अपॉइंटमेंट रद्द हो गई है। ऑनलाइन किया गया भुगतान उसी खाते में वापस आएगा जिससे किया गया था।',
      html: '<p>{{patient}} की {{doctor}} से {{when}} की अपॉइंटमेंट रद्द हो गई है।</p><p>ऑनलाइन किया गया भुगतान उसी खाते में वापस आएगा जिससे किया गया था।</p>',
    },
    sms: {
      text: 'Arogya: {{patient}} की {{doctor}} से {{when}} की अपॉइंटमेंट रद्द हो गई है। विवरण: {{url}}',
    },
    whatsapp: {
      name: 'appointment_cancelled',
      body: '{{1}} की {{2}} से {{3}} की अपॉइंटमेंट रद्द हो गई है।',
      params: ['patient', 'doctor', 'when'],
      linkButton: true,
    },
    push: { title: 'अपॉइंटमेंट रद्द', body: '{{doctor}}, {{when}}' },
  },
  appointment_reminder_24h: {
    inApp: { title: 'कल अपॉइंटमेंट है', body: '{{patient}} की {{doctor}} से {{when}} को ({{mode}})।' },
    email: {
      subject: 'याद दिला रहे हैं: कल {{doctor}}, {{when}}',
      text: 'कल आपकी अपॉइंटमेंट है।\n\nमरीज़: {{patient}}\nडॉक्टर: {{doctor}}\nकब: {{when}}\nकैसे: {{mode}}\nकहाँ: {{place}}',
      html: '<p>कल आपकी अपॉइंटमेंट है।</p><p>मरीज़: {{patient}}<br>डॉक्टर: {{doctor}}<br>कब: {{when}}<br>कैसे: {{mode}}<br>कहाँ: {{place}}</p>',
    },
    sms: {
      text: 'Arogya रिमाइंडर: {{patient}} की {{doctor}} से कल {{when}} को अपॉइंटमेंट ({{mode}})। विवरण: {{url}}',
    },
    whatsapp: {
      name: 'appointment_reminder',
      body: 'रिमाइंडर: {{1}} की {{2}} से {{3}} को अपॉइंटमेंट ({{4}})।',
      params: ['patient', 'doctor', 'when', 'mode'],
      linkButton: true,
    },
    push: { title: 'कल अपॉइंटमेंट है', body: '{{doctor}}, {{when}}' },
  },
  appointment_reminder_2h: {
    inApp: { title: '2 घंटे में अपॉइंटमेंट', body: '{{patient}} की {{doctor}} से {{when}} पर ({{mode}})।' },
    email: {
      subject: '2 घंटे में: {{doctor}}, {{when}}',
      text: 'आपकी अपॉइंटमेंट 2 घंटे में है।\n\nमरीज़: {{patient}}\nडॉक्टर: {{doctor}}\nकब: {{when}}\nकैसे: {{mode}}\nकहाँ: {{place}}',
      html: '<p>आपकी अपॉइंटमेंट 2 घंटे में है।</p><p>मरीज़: {{patient}}<br>डॉक्टर: {{doctor}}<br>कब: {{when}}<br>कैसे: {{mode}}<br>कहाँ: {{place}}</p>',
    },
    sms: {
      text: 'Arogya रिमाइंडर: {{patient}} की {{doctor}} से {{when}} पर अपॉइंटमेंट ({{mode}}), 2 घंटे में। विवरण: {{url}}',
    },
    whatsapp: {
      name: 'appointment_reminder',
      body: 'रिमाइंडर: {{1}} की {{2}} से {{3}} को अपॉइंटमेंट ({{4}})।',
      params: ['patient', 'doctor', 'when', 'mode'],
      linkButton: true,
    },
    push: { title: '2 घंटे में अपॉइंटमेंट', body: '{{doctor}}, {{when}}' },
  },
  consultation_join_link: {
    inApp: { title: 'आपका परामर्श जल्द शुरू होगा', body: '{{when}} पर {{doctor}} से जुड़ें ({{mode}})।' },
    email: {
      subject: '{{when}} पर {{doctor}} से अपने परामर्श में जुड़ें',
      text: '{{patient}} के लिए {{doctor}} के साथ आपका {{mode}} {{when}} पर शुरू होगा। यहाँ से जुड़ें: {{url}}',
      html: '<p>{{patient}} के लिए {{doctor}} के साथ आपका {{mode}} {{when}} पर शुरू होगा।</p>',
    },
    sms: { text: 'Arogya: {{doctor}} के साथ आपका {{mode}} {{when}} पर शुरू होगा। जुड़ें: {{url}}' },
    whatsapp: {
      name: 'consultation_join_link',
      body: '{{2}} के साथ आपका {{1}} {{3}} पर शुरू होगा। जुड़ने के लिए टैप करें।',
      params: ['mode', 'doctor', 'when'],
      linkButton: true,
    },
    push: { title: 'अपने परामर्श में जुड़ें', body: '{{doctor}}, {{when}} पर' },
  },
  e_prescription_issued: {
    inApp: { title: 'पर्चा जारी हुआ', body: '{{doctor}} ने {{patient}} के लिए पर्चा लिखा है।' },
    email: {
      subject: '{{doctor}} का लिखा आपका पर्चा',
      text: 'परामर्श के बाद {{doctor}} ने {{patient}} के लिए पर्चा लिखा है। यह PDF के साथ Prescriptions में है।',
      html: '<p>परामर्श के बाद {{doctor}} ने {{patient}} के लिए पर्चा लिखा है।</p><p>यह PDF के साथ Prescriptions में है।</p>',
    },
    sms: { text: 'Arogya: {{doctor}} ने {{patient}} के लिए पर्चा लिखा है। देखें: {{url}}' },
    whatsapp: {
      name: 'e_prescription_issued',
      body: '{{1}} ने {{2}} के लिए पर्चा लिखा है।',
      params: ['doctor', 'patient'],
      linkButton: true,
    },
    push: { title: 'पर्चा जारी हुआ', body: '{{doctor}}, {{patient}} के लिए' },
  },
} satisfies Record<string, MessageTemplate>;
