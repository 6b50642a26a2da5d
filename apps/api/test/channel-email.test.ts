// The e-mail adapter against a real SMTP server (scripts/stand-ins/smtp.mjs): the message has a text part,
// an HTML part and its attachment; a 4xx reply is retried, a 5xx reply is permanent.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSmtpStandIn } from '../../../scripts/stand-ins/smtp.mjs';
import { type OutgoingMessage, PermanentSendError } from '../src/modules/notifications/channels/channel.ts';
import { createEmailAdapter, type EmailAdapter } from '../src/modules/notifications/channels/smtp-email.ts';

let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
let email: EmailAdapter;

const ICS = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//Arogya//Appointments//EN',
  'BEGIN:VEVENT',
  'UID:appointment-42@arogya.in',
  'DTSTART:20261212T043000Z',
  'DTEND:20261212T045000Z',
  'SUMMARY:Consultation with Dr. Arjun Mehta',
  'END:VEVENT',
  'END:VCALENDAR',
].join('\r\n');

beforeAll(async () => {
  smtp = await startSmtpStandIn({ user: 'arogya', pass: 'stand-in-password' });
  email = createEmailAdapter({ url: smtp.url, from: 'Arogya <no-reply@arogya.in>' });
});
afterAll(async () => {
  email.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.failures.set({ count: 0 });
});

const message = (over: Partial<OutgoingMessage> = {}): OutgoingMessage => ({
  id: '303',
  channel: 'email',
  to: 'priya.sharma@example.in',
  template: 'appointment_confirmed',
  email: {
    subject: 'Your appointment with Dr. Arjun Mehta is confirmed',
    text: 'Dear Priya,\n\nYour appointment is confirmed for 12 Dec, 10:00.\nhttp://localhost:3000/appointments/42',
    html: '<p>Dear Priya,</p><p>Your appointment is confirmed for 12 Dec, 10:00.</p><p><a href="http://localhost:3000/appointments/42">See your appointment</a></p>',
    attachments: [
      { filename: 'appointment.ics', content: ICS, contentType: 'text/calendar; method=REQUEST' },
    ],
  },
  ...over,
});

describe('SMTP e-mail adapter', () => {
  it('sends HTML and text parts with the .ics attached, and a Message-ID from the outbox id', async () => {
    const result = await email.send(message());
    expect(result.providerRef).toBe('<notification-303@arogya.in>');
    const [received] = smtp.messages();
    expect(received).toMatchObject({
      channel: 'email',
      to: 'priya.sharma@example.in',
      template: 'appointment_confirmed',
      subject: 'Your appointment with Dr. Arjun Mehta is confirmed',
      from: '"Arogya" <no-reply@arogya.in>',
      messageId: '<notification-303@arogya.in>',
    });
    expect(received?.text).toContain('Your appointment is confirmed for 12 Dec, 10:00.');
    expect(received?.html).toContain('<a href="http://localhost:3000/appointments/42">');
    expect(received?.attachments).toEqual([
      expect.objectContaining({ filename: 'appointment.ics', contentType: 'text/calendar', content: ICS }),
    ]);
  });

  it('a temporary refusal (451) is an error to retry, and the next try goes through', async () => {
    smtp.failures.set({ count: 1, status: 451 });
    const first = email.send(message());
    await expect(first).rejects.toThrow(/did not take the e-mail/);
    await expect(first).rejects.not.toBeInstanceOf(PermanentSendError);
    await expect(email.send(message())).resolves.toHaveProperty('providerRef');
  });

  it('a permanent refusal (550) and a wrong password are permanent', async () => {
    smtp.failures.set({ count: 1, status: 550 });
    await expect(email.send(message())).rejects.toBeInstanceOf(PermanentSendError);
    const wrong = createEmailAdapter({
      url: `smtp://arogya:wrong@${smtp.host}:${smtp.port}`,
      from: 'Arogya <no-reply@arogya.in>',
    });
    await expect(wrong.send(message())).rejects.toBeInstanceOf(PermanentSendError);
    wrong.close();
  });

  it('a server that does not answer is an error to retry; a bad address is refused before sending', async () => {
    const gone = createEmailAdapter({ url: 'smtp://127.0.0.1:9', from: 'no-reply@arogya.in' });
    const sent = gone.send(message());
    await expect(sent).rejects.toThrow(/did not take the e-mail/);
    await expect(sent).rejects.not.toBeInstanceOf(PermanentSendError);
    gone.close();
    await expect(email.send(message({ to: 'not an address' }))).rejects.toBeInstanceOf(PermanentSendError);
    await expect(email.send(message({ email: undefined }))).rejects.toBeInstanceOf(PermanentSendError);
  });
});
