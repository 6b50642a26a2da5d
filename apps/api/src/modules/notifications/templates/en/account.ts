// Account and security (English).
import type { MessageTemplate } from '../message-template.ts';

export const account = {
  password_reset: {
    inApp: {
      title: 'Password reset requested',
      body: 'A link to set a new password was sent to your e-mail.',
    },
    email: {
      subject: 'Set a new Arogya password',
      text: 'Someone asked to set a new password for your Arogya account. If it was you, open this link within {{minutes}} minutes (it works once): {{url}}\n\nIf it was not you, ignore this e-mail; your password stays as it is.',
      html: '<p>Someone asked to set a new password for your Arogya account. If it was you, open the link below within {{minutes}} minutes (it works once).</p><p>If it was not you, ignore this e-mail; your password stays as it is.</p>',
    },
    sms: { text: 'Arogya: set a new password within {{minutes}} minutes: {{url}}. Not you? Ignore this.' },
    whatsapp: {
      name: 'password_reset',
      body: 'Set a new Arogya password within {{1}} minutes. Not you? Ignore this.',
      params: ['minutes'],
      linkButton: true,
    },
    push: { title: 'Password reset', body: 'Open the link in your e-mail within {{minutes}} minutes' },
  },
  // A one-time code (modules/users/send-code.ts), sent at once by SMS or WhatsApp to one number. The SMS's
  // last line is the WebOTP line (`@host #code`), so Android Chrome offers the code to the page of that
  // host. The code itself never shows in the inbox or the message log, and leaves the row once sent.
  one_time_code: {
    inApp: { title: 'Code sent', body: 'A one-time code was sent to your phone to {{action}}.' },
    email: {
      subject: 'Your Arogya code',
      text: '{{code}} is your Arogya code to {{action}}. It works for {{minutes}} minutes. Never share it with anyone, Arogya staff included.',
      html: '<p><strong>{{code}}</strong> is your Arogya code to {{action}}. It works for {{minutes}} minutes.</p><p>Never share it with anyone, Arogya staff included.</p>',
    },
    sms: {
      text: 'Arogya: {{code}} is your code to {{action}}. It works for {{minutes}} minutes. Never share it.\n\n@{{host}} #{{code}}',
    },
    // An authentication template: Meta's fixed body and its copy-code button.
    whatsapp: {
      name: 'one_time_code',
      body: '{{1}} is your verification code. For your security, do not share this code.',
      params: ['code'],
      codeButton: true,
    },
    push: { title: 'Your Arogya code', body: 'Use the code sent by SMS to {{action}}' },
  },
  // The number or e-mail address an account has just left hears of the change (modules/users).
  contact_changed: {
    inApp: { title: 'Contact changed', body: 'Your {{what}} is now {{newContact}}.' },
    email: {
      subject: 'Your Arogya {{what}} was changed',
      text: 'The {{what}} of your Arogya account was changed to {{newContact}}. This address will not hear from us about the account any more.\n\nNot you? Set a new password at once: {{url}}',
      html: '<p>The {{what}} of your Arogya account was changed to {{newContact}}. This address will not hear from us about the account any more.</p><p>Not you? Set a new password at once.</p>',
    },
    sms: {
      text: 'Arogya: the {{what}} of your account was changed to {{newContact}}. Not you? Set a new password: {{url}}',
    },
    whatsapp: {
      name: 'contact_changed',
      body: 'The {{1}} of your Arogya account was changed to {{2}}. Not you? Set a new password.',
      params: ['what', 'newContact'],
      linkButton: true,
    },
    push: { title: 'Contact changed', body: 'Your {{what}} is now {{newContact}}' },
  },
  // A link that proves the person reads this address (modules/users/send-email-verification.ts).
  email_verification: {
    inApp: { title: 'Confirm your e-mail', body: 'Open the link we e-mailed to confirm your address.' },
    email: {
      subject: 'Confirm your e-mail address for Arogya',
      text: 'Hello {{name}}, open this link within {{minutes}} minutes to confirm this address for your Arogya account (it works once): {{url}}\n\nIf you did not ask for this, ignore this e-mail.',
      html: '<p>Hello {{name}}, open the link below within {{minutes}} minutes to confirm this address for your Arogya account (it works once).</p><p>If you did not ask for this, ignore this e-mail.</p>',
    },
    sms: { text: 'Arogya: confirm your e-mail within {{minutes}} minutes: {{url}}' },
    whatsapp: {
      name: 'email_verification',
      body: 'Confirm your e-mail address for Arogya within {{1}} minutes.',
      params: ['minutes'],
      linkButton: true,
    },
    push: { title: 'Confirm your e-mail', body: 'Open the link in your e-mail within {{minutes}} minutes' },
  },
} satisfies Record<string, MessageTemplate>;
