// The health card and refill reminders, for the patient (Hindi; the same keys and slots as en/health-card.ts).
import type { MessageTemplate } from '../message-template.ts';

export const healthCard = {
  health_card_bought: {
    inApp: { title: 'हेल्थ कार्ड चालू', body: 'आपका {{plan}} {{validUntil}} तक मान्य है।' },
    email: {
      subject: 'आपका Arogya {{plan}} चालू हो गया',
      text: 'आपका {{plan}} चालू है और {{validUntil}} तक मान्य है। इसके लाभ परामर्श, दवाइयों के ऑर्डर और लैब जाँचों पर मिलते हैं।',
      html: '<p>आपका {{plan}} चालू है और {{validUntil}} तक मान्य है।</p><p>इसके लाभ परामर्श, दवाइयों के ऑर्डर और लैब जाँचों पर मिलते हैं।</p>',
    },
    sms: { text: 'Arogya: आपका {{plan}} {{validUntil}} तक चालू है। कार्ड: {{url}}' },
    whatsapp: {
      name: 'health_card_bought',
      body: 'आपका {{1}} {{2}} तक चालू है।',
      params: ['plan', 'validUntil'],
      linkButton: true,
    },
    push: { title: 'हेल्थ कार्ड चालू', body: '{{plan}}, {{validUntil}} तक' },
  },
  health_card_expiring: {
    inApp: {
      title: 'हेल्थ कार्ड खत्म होने वाला है',
      body: 'आपका {{plan}} {{validUntil}} को, {{days}} दिन में खत्म होगा।',
    },
    email: {
      subject: 'आपका {{plan}} {{days}} दिन में खत्म होगा',
      text: 'आपका {{plan}} {{validUntil}} को खत्म होगा। इसके लाभ बनाए रखने के लिए इसे रिन्यू करें: {{url}}',
      html: '<p>आपका {{plan}} <strong>{{validUntil}}</strong> को खत्म होगा। इसके लाभ बनाए रखने के लिए इसे रिन्यू करें।</p>',
    },
    sms: { text: 'Arogya: आपका {{plan}} {{validUntil}} को खत्म होगा ({{days}} दिन)। रिन्यू करें: {{url}}' },
    whatsapp: {
      name: 'health_card_expiring',
      body: 'आपका {{1}} {{2}} को, {{3}} दिन में खत्म होगा।',
      params: ['plan', 'validUntil', 'days'],
      linkButton: true,
    },
    push: { title: 'हेल्थ कार्ड खत्म होने वाला है', body: '{{plan}} {{validUntil}} को खत्म' },
  },
  refill_reminder: {
    inApp: {
      title: 'दवा दोबारा मँगाने का समय',
      body: '{{patient}} की {{medicine}} {{runsOutOn}} को खत्म होगी। एक टैप में दोबारा मँगाएँ।',
    },
    email: {
      subject: '{{runsOutOn}} से पहले {{medicine}} दोबारा मँगाएँ',
      text: '{{doctor}} ने {{patient}} के लिए {{medicine}} का जो कोर्स लिखा था, वह {{runsOutOn}} को खत्म होगा। एक टैप में दोबारा मँगाएँ: {{url}}',
      html: '<p>{{doctor}} ने {{patient}} के लिए {{medicine}} का जो कोर्स लिखा था, वह <strong>{{runsOutOn}}</strong> को खत्म होगा।</p>',
    },
    sms: { text: 'Arogya: {{patient}} की {{medicine}} {{runsOutOn}} को खत्म होगी। दोबारा मँगाएँ: {{url}}' },
    whatsapp: {
      name: 'refill_reminder',
      body: '{{2}} की {{1}} {{3}} को खत्म होगी। दोबारा मँगाने के लिए टैप करें।',
      params: ['medicine', 'patient', 'runsOutOn'],
      linkButton: true,
    },
    push: { title: 'दवा दोबारा मँगाने का समय', body: '{{medicine}} {{runsOutOn}} को खत्म' },
  },
} satisfies Record<string, MessageTemplate>;
