// Lab tests with home sample collection, for the patient (Hindi; the same keys and slots as en/lab-tests.ts).
import type { MessageTemplate } from '../message-template.ts';

export const labTests = {
  lab_booking_confirmed: {
    inApp: { title: 'लैब बुकिंग पक्की', body: '{{patient}} के लिए {{ref}}: सैंपल {{when}} को लिया जाएगा।' },
    email: {
      subject: 'लैब बुकिंग {{ref}} पक्की हो गई',
      text: 'आपकी लैब बुकिंग {{ref}} पक्की हो गई है।\n\nमरीज़: {{patient}}\nजाँचें: {{tests}}\nलैब: {{lab}}\nसैंपल लेने का समय: {{when}}\n\nतैयारी: {{preparation}}',
      html: '<p>आपकी लैब बुकिंग {{ref}} पक्की हो गई है।</p><p>मरीज़: {{patient}}<br>जाँचें: {{tests}}<br>लैब: {{lab}}<br>सैंपल लेने का समय: {{when}}</p><p>तैयारी: {{preparation}}</p>',
    },
    sms: {
      text: 'Arogya: {{patient}} की लैब बुकिंग {{ref}} पक्की हो गई है। सैंपल {{when}} को लिया जाएगा। विवरण: {{url}}',
    },
    whatsapp: {
      name: 'lab_booking_confirmed',
      body: '{{2}} की लैब बुकिंग {{1}} पक्की हो गई है। सैंपल लेने का समय: {{3}}।',
      params: ['ref', 'patient', 'when'],
      linkButton: true,
    },
    push: { title: 'लैब बुकिंग पक्की', body: '{{ref}}: सैंपल {{when}}' },
  },
  lab_collection_reminder: {
    inApp: { title: 'कल सैंपल लिया जाएगा', body: '{{ref}}, {{when}} पर। {{preparation}}' },
    email: {
      subject: 'कल: {{ref}} का सैंपल {{when}} पर',
      text: 'हमारे फ्लेबोटोमिस्ट {{patient}} का सैंपल लेने {{when}} पर आएँगे ({{ref}}: {{tests}})।\n\nतैयारी: {{preparation}}',
      html: '<p>हमारे फ्लेबोटोमिस्ट {{patient}} का सैंपल लेने {{when}} पर आएँगे ({{ref}}: {{tests}})।</p><p><strong>तैयारी:</strong> {{preparation}}</p>',
    },
    sms: { text: 'Arogya: {{patient}} का सैंपल {{when}} पर लिया जाएगा ({{ref}})। {{preparation}}' },
    whatsapp: {
      name: 'lab_collection_reminder',
      body: '{{1}} का सैंपल {{2}} पर लिया जाएगा ({{3}})। {{4}}',
      params: ['patient', 'when', 'ref', 'preparation'],
      linkButton: true,
    },
    push: { title: 'कल सैंपल लिया जाएगा', body: '{{when}}। {{preparation}}' },
  },
  lab_sample_collected: {
    inApp: {
      title: 'सैंपल ले लिया गया',
      body: '{{ref}} ({{patient}}) का सैंपल लैब के रास्ते में है।',
    },
    email: {
      subject: '{{ref}} का सैंपल ले लिया गया',
      text: '{{ref}} ({{patient}}) का सैंपल ले लिया गया है और {{lab}} भेजा जा रहा है। रिपोर्ट तैयार होते ही हम आपको बताएँगे।',
      html: '<p>{{ref}} ({{patient}}) का सैंपल ले लिया गया है और {{lab}} भेजा जा रहा है।</p><p>रिपोर्ट तैयार होते ही हम आपको बताएँगे।</p>',
    },
    sms: {
      text: 'Arogya: {{ref}} ({{patient}}) का सैंपल ले लिया गया है। रिपोर्ट तैयार होते ही हम आपको बताएँगे।',
    },
    whatsapp: {
      name: 'lab_sample_collected',
      body: '{{1}} ({{2}}) का सैंपल ले लिया गया है।',
      params: ['ref', 'patient'],
      linkButton: true,
    },
    push: { title: 'सैंपल ले लिया गया', body: '{{ref}}' },
  },
  lab_report_ready: {
    inApp: { title: 'लैब रिपोर्ट तैयार', body: '{{patient}} की {{ref}} की रिपोर्ट तैयार है।' },
    email: {
      subject: 'आपकी लैब रिपोर्ट {{ref}} तैयार है',
      text: '{{patient}} की {{ref}} ({{tests}}) की रिपोर्ट तैयार है। इसे Arogya में खोलें: {{url}}',
      html: '<p>{{patient}} की {{ref}} ({{tests}}) की रिपोर्ट तैयार है।</p>',
    },
    sms: { text: 'Arogya: {{patient}} की लैब रिपोर्ट {{ref}} तैयार है। देखें: {{url}}' },
    whatsapp: {
      name: 'lab_report_ready',
      body: '{{2}} की लैब रिपोर्ट {{1}} तैयार है।',
      params: ['ref', 'patient'],
      linkButton: true,
    },
    push: { title: 'लैब रिपोर्ट तैयार', body: '{{patient}} की {{ref}}' },
  },
} satisfies Record<string, MessageTemplate>;
