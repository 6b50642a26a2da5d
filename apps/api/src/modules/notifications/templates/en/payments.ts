// Payments and refunds, for the patient (English).
import type { MessageTemplate } from '../message-template.ts';

export const payments = {
  payment_received: {
    inApp: { title: 'Payment received', body: '{{amount}} for {{purpose}}.' },
    email: {
      subject: 'Payment received: {{amount}}',
      text: 'We received {{amount}} for {{purpose}} (payment {{ref}}). The receipt is in Arogya.',
      html: '<p>We received <strong>{{amount}}</strong> for {{purpose}} (payment {{ref}}).</p><p>The receipt is in Arogya.</p>',
    },
    sms: { text: 'Arogya: received {{amount}} for {{purpose}}. Receipt: {{url}}' },
    whatsapp: {
      name: 'payment_received',
      body: 'We received {{1}} for {{2}}.',
      params: ['amount', 'purpose'],
      linkButton: true,
    },
    push: { title: 'Payment received', body: '{{amount}} for {{purpose}}' },
  },
  refund_initiated: {
    inApp: { title: 'Refund started', body: '{{amount}} for {{purpose}} is on its way back to you.' },
    email: {
      subject: 'Refund of {{amount}} started',
      text: 'We started a refund of {{amount}} for {{purpose}}. Banks usually show it within 5-7 working days.',
      html: '<p>We started a refund of <strong>{{amount}}</strong> for {{purpose}}.</p><p>Banks usually show it within 5-7 working days.</p>',
    },
    sms: { text: 'Arogya: refund of {{amount}} for {{purpose}} started; banks show it in 5-7 working days.' },
    whatsapp: {
      name: 'refund_initiated',
      body: 'We started a refund of {{1}} for {{2}}.',
      params: ['amount', 'purpose'],
      linkButton: true,
    },
    push: { title: 'Refund started', body: '{{amount}} for {{purpose}}' },
  },
  refund_processed: {
    inApp: { title: 'Refund done', body: '{{amount}} for {{purpose}} was refunded.' },
    email: {
      subject: 'Refund of {{amount}} done',
      text: 'The refund of {{amount}} for {{purpose}} is done (refund {{ref}}).',
      html: '<p>The refund of <strong>{{amount}}</strong> for {{purpose}} is done (refund {{ref}}).</p>',
    },
    sms: { text: 'Arogya: refund of {{amount}} for {{purpose}} done. Ref {{ref}}.' },
    whatsapp: {
      name: 'refund_processed',
      body: 'The refund of {{1}} for {{2}} is done.',
      params: ['amount', 'purpose'],
      linkButton: true,
    },
    push: { title: 'Refund done', body: '{{amount}} for {{purpose}}' },
  },
} satisfies Record<string, MessageTemplate>;
