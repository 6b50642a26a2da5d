// Lab tests with home sample collection, for the patient (English).
import type { MessageTemplate } from '../message-template.ts';

export const labTests = {
  lab_booking_confirmed: {
    inApp: { title: 'Lab booking confirmed', body: '{{ref}} for {{patient}}: sample collection {{when}}.' },
    email: {
      subject: 'Lab booking {{ref}} confirmed',
      text: 'Your lab booking {{ref}} is confirmed.\n\nPatient: {{patient}}\nTests: {{tests}}\nLab: {{lab}}\nSample collection: {{when}}\n\nPreparation: {{preparation}}',
      html: '<p>Your lab booking {{ref}} is confirmed.</p><p>Patient: {{patient}}<br>Tests: {{tests}}<br>Lab: {{lab}}<br>Sample collection: {{when}}</p><p>Preparation: {{preparation}}</p>',
    },
    sms: {
      text: 'Arogya: lab booking {{ref}} for {{patient}} confirmed. Sample collection {{when}}. Details: {{url}}',
    },
    whatsapp: {
      name: 'lab_booking_confirmed',
      body: 'Lab booking {{1}} for {{2}} is confirmed. Sample collection: {{3}}.',
      params: ['ref', 'patient', 'when'],
      linkButton: true,
    },
    push: { title: 'Lab booking confirmed', body: '{{ref}}: collection {{when}}' },
  },
  lab_collection_reminder: {
    inApp: { title: 'Sample collection tomorrow', body: '{{ref}} at {{when}}. {{preparation}}' },
    email: {
      subject: 'Tomorrow: sample collection for {{ref}} at {{when}}',
      text: 'Our phlebotomist comes for {{patient}} at {{when}} ({{ref}}: {{tests}}).\n\nPreparation: {{preparation}}',
      html: '<p>Our phlebotomist comes for {{patient}} at {{when}} ({{ref}}: {{tests}}).</p><p><strong>Preparation:</strong> {{preparation}}</p>',
    },
    sms: { text: 'Arogya: sample collection for {{patient}} at {{when}} ({{ref}}). {{preparation}}' },
    whatsapp: {
      name: 'lab_collection_reminder',
      body: 'Sample collection for {{1}} is at {{2}} ({{3}}). {{4}}',
      params: ['patient', 'when', 'ref', 'preparation'],
      linkButton: true,
    },
    push: { title: 'Sample collection tomorrow', body: '{{when}}. {{preparation}}' },
  },
  lab_sample_collected: {
    inApp: {
      title: 'Sample collected',
      body: 'The sample for {{ref}} ({{patient}}) is on its way to the lab.',
    },
    email: {
      subject: 'Sample collected for {{ref}}',
      text: 'The sample for {{ref}} ({{patient}}) was collected and is on its way to {{lab}}. We will tell you when the report is ready.',
      html: '<p>The sample for {{ref}} ({{patient}}) was collected and is on its way to {{lab}}.</p><p>We will tell you when the report is ready.</p>',
    },
    sms: {
      text: 'Arogya: sample for {{ref}} ({{patient}}) collected. We will tell you when the report is ready.',
    },
    whatsapp: {
      name: 'lab_sample_collected',
      body: 'The sample for {{1}} ({{2}}) was collected.',
      params: ['ref', 'patient'],
      linkButton: true,
    },
    push: { title: 'Sample collected', body: '{{ref}}' },
  },
  lab_report_ready: {
    inApp: { title: 'Lab report ready', body: 'The report of {{ref}} for {{patient}} is ready.' },
    email: {
      subject: 'Your lab report {{ref}} is ready',
      text: 'The report of {{ref}} ({{tests}}) for {{patient}} is ready. Open it in Arogya: {{url}}',
      html: '<p>The report of {{ref}} ({{tests}}) for {{patient}} is ready.</p>',
    },
    sms: { text: 'Arogya: the lab report {{ref}} for {{patient}} is ready. View: {{url}}' },
    whatsapp: {
      name: 'lab_report_ready',
      body: 'The lab report {{1}} for {{2}} is ready.',
      params: ['ref', 'patient'],
      linkButton: true,
    },
    push: { title: 'Lab report ready', body: '{{ref}} for {{patient}}' },
  },
} satisfies Record<string, MessageTemplate>;
