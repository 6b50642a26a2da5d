// Messages to staff: doctors, the lab desk, pharmacists (English).
import type { MessageTemplate } from '../message-template.ts';

export const staff = {
  doctor_new_booking: {
    inApp: { title: 'New booking', body: '{{patient}} on {{when}} ({{mode}}).' },
    email: {
      subject: 'New booking: {{patient}}, {{when}}',
      text: '{{patient}} booked {{when}} ({{mode}}). It is on your desk.',
      html: '<p>{{patient}} booked {{when}} ({{mode}}).</p><p>It is on your desk.</p>',
    },
    sms: { text: 'Arogya: new booking, {{patient}} on {{when}} ({{mode}}). Desk: {{url}}' },
    whatsapp: {
      name: 'doctor_new_booking',
      body: 'New booking: {{1}} on {{2}} ({{3}}).',
      params: ['patient', 'when', 'mode'],
      linkButton: true,
    },
    push: { title: 'New booking', body: '{{patient}}, {{when}}' },
  },
  doctor_booking_cancelled: {
    inApp: { title: 'Booking cancelled', body: '{{patient}} on {{when}} is cancelled.' },
    email: {
      subject: 'Cancelled: {{patient}}, {{when}}',
      text: 'The appointment of {{patient}} on {{when}} is cancelled; the slot is free again.',
      html: '<p>The appointment of {{patient}} on {{when}} is cancelled; the slot is free again.</p>',
    },
    sms: { text: 'Arogya: appointment of {{patient}} on {{when}} cancelled.' },
    whatsapp: {
      name: 'doctor_booking_cancelled',
      body: 'Cancelled: {{1}} on {{2}}.',
      params: ['patient', 'when'],
      linkButton: true,
    },
    push: { title: 'Booking cancelled', body: '{{patient}}, {{when}}' },
  },
  doctor_patient_waiting: {
    inApp: { title: 'Patient waiting', body: '{{patient}} is waiting for the {{mode}}.' },
    email: {
      subject: '{{patient}} is waiting for the {{mode}}',
      text: '{{patient}} is waiting for the {{mode}}. Join from your desk: {{url}}',
      html: '<p>{{patient}} is waiting for the {{mode}}. Join from your desk.</p>',
    },
    sms: { text: 'Arogya: {{patient}} is waiting for the {{mode}}. Join: {{url}}' },
    whatsapp: {
      name: 'doctor_patient_waiting',
      body: '{{1}} is waiting for the {{2}}.',
      params: ['patient', 'mode'],
      linkButton: true,
    },
    push: { title: 'Patient waiting', body: '{{patient}}, {{mode}}' },
  },
  lab_new_collection: {
    inApp: { title: 'New home collection', body: '{{ref}}: {{when}}, {{area}}.' },
    email: {
      subject: 'New home collection {{ref}}, {{when}}',
      text: 'New home collection {{ref}} on {{when}} at {{area}}. Tests: {{tests}}.',
      html: '<p>New home collection {{ref}} on {{when}} at {{area}}.</p><p>Tests: {{tests}}.</p>',
    },
    sms: { text: 'Arogya: new home collection {{ref}}, {{when}}, {{area}}. Desk: {{url}}' },
    whatsapp: {
      name: 'lab_new_collection',
      body: 'New home collection {{1}}: {{2}}, {{3}}.',
      params: ['ref', 'when', 'area'],
      linkButton: true,
    },
    push: { title: 'New home collection', body: '{{ref}}, {{when}}' },
  },
  pharmacist_prescription_review: {
    inApp: { title: 'Prescription to review', body: 'Order {{ref}} waits for your review.' },
    email: {
      subject: 'Order {{ref}}: prescription to review',
      text: 'Order {{ref}} holds medicines that need a prescription. Review it on your desk: {{url}}',
      html: '<p>Order {{ref}} holds medicines that need a prescription. Review it on your desk.</p>',
    },
    sms: { text: 'Arogya: order {{ref}} waits for prescription review. Desk: {{url}}' },
    whatsapp: {
      name: 'pharmacist_prescription_review',
      body: 'Order {{1}} waits for prescription review.',
      params: ['ref'],
      linkButton: true,
    },
    push: { title: 'Prescription to review', body: 'Order {{ref}}' },
  },
} satisfies Record<string, MessageTemplate>;
