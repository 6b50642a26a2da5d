// Appointments and consultations, for the patient (English).
import type { MessageTemplate } from '../message-template.ts';

export const appointments = {
  appointment_confirmed: {
    inApp: {
      title: 'Appointment confirmed',
      body: '{{patient}} with {{doctor}} on {{when}} ({{mode}}).',
    },
    email: {
      subject: 'Appointment confirmed: {{doctor}}, {{when}}',
      text: 'Your appointment is confirmed.\n\nPatient: {{patient}}\nDoctor: {{doctor}}\nWhen: {{when}}\nHow: {{mode}}\nWhere: {{place}}\n\nThe calendar file is attached. You can reschedule or cancel from My Appointments.',
      html: '<p>Your appointment is confirmed.</p><p>Patient: {{patient}}<br>Doctor: {{doctor}}<br>When: {{when}}<br>How: {{mode}}<br>Where: {{place}}</p><p>The calendar file is attached. You can reschedule or cancel from My Appointments.</p>',
    },
    sms: {
      text: 'Arogya: appointment confirmed for {{patient}} with {{doctor}} on {{when}} ({{mode}}). Details: {{url}}',
    },
    whatsapp: {
      name: 'appointment_confirmed',
      body: 'Your appointment for {{1}} with {{2}} on {{3}} ({{4}}) is confirmed.',
      params: ['patient', 'doctor', 'when', 'mode'],
      linkButton: true,
    },
    push: { title: 'Appointment confirmed', body: '{{doctor}}, {{when}} ({{mode}})' },
  },
  appointment_rescheduled: {
    inApp: {
      title: 'Appointment moved',
      body: '{{patient}} with {{doctor}} is now on {{when}} (was {{previousWhen}}).',
    },
    email: {
      subject: 'Appointment moved to {{when}}',
      text: 'Your appointment has moved.\n\nPatient: {{patient}}\nDoctor: {{doctor}}\nNew time: {{when}}\nWas: {{previousWhen}}\nHow: {{mode}}\nWhere: {{place}}\n\nThe updated calendar file is attached.',
      html: '<p>Your appointment has moved.</p><p>Patient: {{patient}}<br>Doctor: {{doctor}}<br>New time: <strong>{{when}}</strong><br>Was: {{previousWhen}}<br>How: {{mode}}<br>Where: {{place}}</p><p>The updated calendar file is attached.</p>',
    },
    sms: {
      text: 'Arogya: appointment for {{patient}} with {{doctor}} moved to {{when}} (was {{previousWhen}}). Details: {{url}}',
    },
    whatsapp: {
      name: 'appointment_rescheduled',
      body: 'Your appointment for {{1}} with {{2}} has moved to {{3}} (was {{4}}).',
      params: ['patient', 'doctor', 'when', 'previousWhen'],
      linkButton: true,
    },
    push: { title: 'Appointment moved', body: '{{doctor}}, now {{when}}' },
  },
  appointment_cancelled: {
    inApp: { title: 'Appointment cancelled', body: '{{patient}} with {{doctor}} on {{when}} is cancelled.' },
    email: {
      subject: 'Appointment cancelled: {{doctor}}, {{when}}',
      text: 'Your appointment for {{patient}} with {{doctor}} on {{when}} is cancelled. A payment made online is refunded to where it came from.',
      html: '<p>Your appointment for {{patient}} with {{doctor}} on {{when}} is cancelled.</p><p>A payment made online is refunded to where it came from.</p>',
    },
    sms: {
      text: 'Arogya: appointment for {{patient}} with {{doctor}} on {{when}} is cancelled. Details: {{url}}',
    },
    whatsapp: {
      name: 'appointment_cancelled',
      body: 'Your appointment for {{1}} with {{2}} on {{3}} is cancelled.',
      params: ['patient', 'doctor', 'when'],
      linkButton: true,
    },
    push: { title: 'Appointment cancelled', body: '{{doctor}}, {{when}}' },
  },
  appointment_reminder_24h: {
    inApp: { title: 'Appointment tomorrow', body: '{{patient}} with {{doctor}} on {{when}} ({{mode}}).' },
    email: {
      subject: 'Reminder: {{doctor}} tomorrow, {{when}}',
      text: 'A reminder of your appointment tomorrow.\n\nPatient: {{patient}}\nDoctor: {{doctor}}\nWhen: {{when}}\nHow: {{mode}}\nWhere: {{place}}',
      html: '<p>A reminder of your appointment tomorrow.</p><p>Patient: {{patient}}<br>Doctor: {{doctor}}<br>When: {{when}}<br>How: {{mode}}<br>Where: {{place}}</p>',
    },
    sms: {
      text: 'Arogya reminder: {{patient}} with {{doctor}} tomorrow, {{when}} ({{mode}}). Details: {{url}}',
    },
    whatsapp: {
      name: 'appointment_reminder',
      body: 'Reminder: appointment for {{1}} with {{2}} on {{3}} ({{4}}).',
      params: ['patient', 'doctor', 'when', 'mode'],
      linkButton: true,
    },
    push: { title: 'Appointment tomorrow', body: '{{doctor}}, {{when}}' },
  },
  appointment_reminder_2h: {
    inApp: { title: 'Appointment in 2 hours', body: '{{patient}} with {{doctor}} at {{when}} ({{mode}}).' },
    email: {
      subject: 'In 2 hours: {{doctor}}, {{when}}',
      text: 'Your appointment is in 2 hours.\n\nPatient: {{patient}}\nDoctor: {{doctor}}\nWhen: {{when}}\nHow: {{mode}}\nWhere: {{place}}',
      html: '<p>Your appointment is in 2 hours.</p><p>Patient: {{patient}}<br>Doctor: {{doctor}}<br>When: {{when}}<br>How: {{mode}}<br>Where: {{place}}</p>',
    },
    sms: {
      text: 'Arogya reminder: {{patient}} with {{doctor}} at {{when}} ({{mode}}), in 2 hours. Details: {{url}}',
    },
    whatsapp: {
      name: 'appointment_reminder',
      body: 'Reminder: appointment for {{1}} with {{2}} on {{3}} ({{4}}).',
      params: ['patient', 'doctor', 'when', 'mode'],
      linkButton: true,
    },
    push: { title: 'Appointment in 2 hours', body: '{{doctor}}, {{when}}' },
  },
  consultation_join_link: {
    inApp: { title: 'Your consultation starts soon', body: 'Join {{doctor}} at {{when}} ({{mode}}).' },
    email: {
      subject: 'Join your consultation with {{doctor}} at {{when}}',
      text: 'Your {{mode}} with {{doctor}} for {{patient}} starts at {{when}}. Join here: {{url}}',
      html: '<p>Your {{mode}} with {{doctor}} for {{patient}} starts at {{when}}.</p>',
    },
    sms: { text: 'Arogya: your {{mode}} with {{doctor}} starts at {{when}}. Join: {{url}}' },
    whatsapp: {
      name: 'consultation_join_link',
      body: 'Your {{1}} with {{2}} starts at {{3}}. Tap to join.',
      params: ['mode', 'doctor', 'when'],
      linkButton: true,
    },
    push: { title: 'Join your consultation', body: '{{doctor}} at {{when}}' },
  },
  e_prescription_issued: {
    inApp: { title: 'Prescription issued', body: '{{doctor}} wrote a prescription for {{patient}}.' },
    email: {
      subject: 'Your prescription from {{doctor}}',
      text: '{{doctor}} wrote a prescription for {{patient}} after the consultation. It is in Prescriptions, with its PDF.',
      html: '<p>{{doctor}} wrote a prescription for {{patient}} after the consultation.</p><p>It is in Prescriptions, with its PDF.</p>',
    },
    sms: { text: 'Arogya: {{doctor}} wrote a prescription for {{patient}}. View: {{url}}' },
    whatsapp: {
      name: 'e_prescription_issued',
      body: '{{1}} wrote a prescription for {{2}}.',
      params: ['doctor', 'patient'],
      linkButton: true,
    },
    push: { title: 'Prescription issued', body: '{{doctor}} for {{patient}}' },
  },
} satisfies Record<string, MessageTemplate>;
