// Payments and refunds, for the patient (Hindi; the same keys and slots as en/payments.ts).
import type { MessageTemplate } from '../message-template.ts';

export const payments = {
  payment_received: {
    inApp: { title: 'भुगतान मिल गया', body: '{{purpose}} के लिए {{amount}}।' },
    email: {
      subject: 'भुगतान मिल गया: {{amount}}',
      text: 'हमें {{purpose}} के लिए {{amount}} मिल गए हैं (भुगतान {{ref}})। रसीद Arogya में है।',
      html: '<p>हमें {{purpose}} के लिए <strong>{{amount}}</strong> मिल गए हैं (भुगतान {{ref}})।</p><p>रसीद Arogya में है।</p>',
    },
    sms: { text: 'Arogya: {{purpose}} के लिए {{amount}} मिल गए। रसीद: {{url}}' },
    whatsapp: {
      name: 'payment_received',
      body: 'हमें {{2}} के लिए {{1}} मिल गए हैं।',
      params: ['amount', 'purpose'],
      linkButton: true,
    },
    push: { title: 'भुगतान मिल गया', body: '{{purpose}} के लिए {{amount}}' },
  },
  refund_initiated: {
    inApp: { title: 'रिफ़ंड शुरू हुआ', body: '{{purpose}} के {{amount}} आपको वापस भेजे जा रहे हैं।' },
    email: {
      subject: '{{amount}} का रिफ़ंड शुरू हुआ',
      text: 'हमने {{purpose}} के {{amount}} का रिफ़ंड शुरू कर दिया है। बैंक आम तौर पर इसे 5-7 कामकाजी दिनों में दिखाते हैं।',
      html: '<p>हमने {{purpose}} के <strong>{{amount}}</strong> का रिफ़ंड शुरू कर दिया है।</p><p>बैंक आम तौर पर इसे 5-7 कामकाजी दिनों में दिखाते हैं।</p>',
    },
    sms: { text: 'Arogya: {{purpose}} के {{amount}} का रिफ़ंड शुरू हुआ; बैंक इसे 5-7 कामकाजी दिनों में दिखाते हैं।' },
    whatsapp: {
      name: 'refund_initiated',
      body: 'हमने {{2}} के {{1}} का रिफ़ंड शुरू कर दिया है।',
      params: ['amount', 'purpose'],
      linkButton: true,
    },
    push: { title: 'रिफ़ंड शुरू हुआ', body: '{{purpose}} के {{amount}}' },
  },
  refund_processed: {
    inApp: { title: 'रिफ़ंड हो गया', body: '{{purpose}} के {{amount}} वापस कर दिए गए।' },
    email: {
      subject: '{{amount}} का रिफ़ंड हो गया',
      text: '{{purpose}} के {{amount}} का रिफ़ंड हो गया है (रिफ़ंड {{ref}})।',
      html: '<p>{{purpose}} के <strong>{{amount}}</strong> का रिफ़ंड हो गया है (रिफ़ंड {{ref}})।</p>',
    },
    sms: { text: 'Arogya: {{purpose}} के {{amount}} का रिफ़ंड हो गया। संदर्भ {{ref}}।' },
    whatsapp: {
      name: 'refund_processed',
      body: '{{2}} के {{1}} का रिफ़ंड हो गया है।',
      params: ['amount', 'purpose'],
      linkButton: true,
    },
    push: { title: 'रिफ़ंड हो गया', body: '{{purpose}} के {{amount}}' },
  },
} satisfies Record<string, MessageTemplate>;
