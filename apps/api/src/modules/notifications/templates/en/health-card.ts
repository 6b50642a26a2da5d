// The health card and refill reminders, for the patient (English).
import type { MessageTemplate } from '../message-template.ts';

export const healthCard = {
  health_card_bought: {
    inApp: { title: 'Health card active', body: 'Your {{plan}} is valid until {{validUntil}}.' },
    email: {
      subject: 'Your Arogya {{plan}} is active',
      text: 'Your {{plan}} is active and valid until {{validUntil}}. Its benefits apply to consultations, medicine orders and lab tests.',
      html: '<p>Your {{plan}} is active and valid until {{validUntil}}.</p><p>Its benefits apply to consultations, medicine orders and lab tests.</p>',
    },
    sms: { text: 'Arogya: your {{plan}} is active until {{validUntil}}. Card: {{url}}' },
    whatsapp: {
      name: 'health_card_bought',
      body: 'Your {{1}} is active until {{2}}.',
      params: ['plan', 'validUntil'],
      linkButton: true,
    },
    push: { title: 'Health card active', body: '{{plan}} until {{validUntil}}' },
  },
  health_card_expiring: {
    inApp: { title: 'Health card expiring', body: 'Your {{plan}} ends on {{validUntil}}, in {{days}} days.' },
    email: {
      subject: 'Your {{plan}} ends in {{days}} days',
      text: 'Your {{plan}} ends on {{validUntil}}. Renew it to keep its benefits: {{url}}',
      html: '<p>Your {{plan}} ends on <strong>{{validUntil}}</strong>. Renew it to keep its benefits.</p>',
    },
    sms: { text: 'Arogya: your {{plan}} ends on {{validUntil}} ({{days}} days). Renew: {{url}}' },
    whatsapp: {
      name: 'health_card_expiring',
      body: 'Your {{1}} ends on {{2}}, in {{3}} days.',
      params: ['plan', 'validUntil', 'days'],
      linkButton: true,
    },
    push: { title: 'Health card expiring', body: '{{plan}} ends {{validUntil}}' },
  },
  refill_reminder: {
    inApp: {
      title: 'Time to refill',
      body: '{{medicine}} for {{patient}} runs out on {{runsOutOn}}. Reorder in one tap.',
    },
    email: {
      subject: 'Refill {{medicine}} before {{runsOutOn}}',
      text: 'The course of {{medicine}} {{doctor}} prescribed for {{patient}} runs out on {{runsOutOn}}. Reorder it in one tap: {{url}}',
      html: '<p>The course of {{medicine}} {{doctor}} prescribed for {{patient}} runs out on <strong>{{runsOutOn}}</strong>.</p>',
    },
    sms: { text: 'Arogya: {{medicine}} for {{patient}} runs out on {{runsOutOn}}. Reorder: {{url}}' },
    whatsapp: {
      name: 'refill_reminder',
      body: '{{1}} for {{2}} runs out on {{3}}. Tap to reorder.',
      params: ['medicine', 'patient', 'runsOutOn'],
      linkButton: true,
    },
    push: { title: 'Time to refill', body: '{{medicine}} runs out {{runsOutOn}}' },
  },
} satisfies Record<string, MessageTemplate>;
