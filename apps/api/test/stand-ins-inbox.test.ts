// The stand-ins together (scripts/stand-ins/stand-ins.mjs): the app's environment they hand out turns every
// channel on (createChannelAdapters), a message through each lands in the one inbox, and GET /messages
// lists them newest first with channel, to, template, text and time; the inbox's controls make a provider
// fail. Without the keys, no channel is on. Given the app's templates (as `npm run start:demo` and the e2e
// server give them), every kind's SMS and WhatsApp message goes out and reads in the inbox as it would on a
// phone.

import { NOTIFICATION_KINDS } from '@arogya/contracts/notifications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { startStandIns } from '../../../scripts/stand-ins/stand-ins.mjs';
import { loadEnv } from '../src/config/env.ts';
import {
  availableChannels,
  type ChannelAdapters,
  closeChannelAdapters,
  createChannelAdapters,
} from '../src/modules/notifications/channels/create-channel-adapters.ts';
import { renderMessage } from '../src/modules/notifications/templates/render-message.ts';
import { TEMPLATES } from '../src/modules/notifications/templates/templates.ts';

let standIns: Awaited<ReturnType<typeof startStandIns>>;
let adapters: ChannelAdapters;

beforeAll(async () => {
  standIns = await startStandIns({
    appOrigin: 'http://127.0.0.1:9',
    inboxPort: 0,
    templateKeys: ['appointment_confirmed'],
    smsTemplates: { appointment_confirmed: 'Dear ##name##, your appointment is confirmed. -AROGYA' },
  });
  adapters = createChannelAdapters(loadEnv({ ...standIns.appEnv }));
});
afterAll(async () => {
  closeChannelAdapters(adapters);
  await standIns.close();
});

describe('the stand-ins and their inbox', () => {
  it("their environment turns every provider's channel on; none without keys", () => {
    expect(Object.keys(adapters).sort()).toEqual(['email', 'push', 'sms', 'whatsapp']);
    expect([...availableChannels(adapters)].sort()).toEqual(['email', 'in_app', 'push', 'sms', 'whatsapp']);
    expect(createChannelAdapters(loadEnv({}))).toEqual({});
    expect([...availableChannels({})]).toEqual(['in_app']);
  });

  it('GET /messages lists what every channel received, newest first', async () => {
    const base = { id: '9', template: 'appointment_confirmed' };
    await adapters.sms?.send({
      ...base,
      channel: 'sms',
      to: '+919876543210',
      sms: { text: '', dltTemplateId: '1107170000000000001', senderId: 'AROGYA', vars: { name: 'Priya' } },
    });
    await adapters.whatsapp?.send({
      ...base,
      channel: 'whatsapp',
      to: '+919876543210',
      whatsapp: { templateName: 'appointment_confirmed', language: 'en', bodyParams: ['Priya'] },
    });
    await adapters.email?.send({
      ...base,
      channel: 'email',
      to: 'priya.sharma@example.in',
      email: {
        subject: 'Appointment confirmed',
        text: 'Dear Priya, confirmed.',
        html: '<p>Dear Priya, confirmed.</p>',
      },
    });
    const subscription = standIns.push.subscribe();
    await adapters.push?.send({
      ...base,
      channel: 'push',
      to: JSON.stringify(subscription),
      push: { title: 'Appointment confirmed', body: 'Dear Priya, confirmed.', url: '/appointments/42' },
    });
    const res = await fetch(`${standIns.inboxUrl}/messages`);
    const messages = (await res.json()) as {
      channel: string;
      to: string;
      template: string;
      text: string;
      time: string;
      id: number;
    }[];
    expect(messages.map((m) => [m.channel, m.to, m.template, m.text])).toEqual([
      ['push', subscription.endpoint, 'appointment_confirmed', 'Dear Priya, confirmed.'],
      ['email', 'priya.sharma@example.in', 'appointment_confirmed', 'Dear Priya, confirmed.'],
      ['whatsapp', '+919876543210', 'appointment_confirmed', 'appointment_confirmed: Priya'],
      ['sms', '+919876543210', 'appointment_confirmed', 'Dear Priya, your appointment is confirmed. -AROGYA'],
    ]);
    const times = messages.map((m) => Date.parse(m.time));
    expect(times.every((t, i) => i === 0 || t <= (times[i - 1] ?? t))).toBe(true);
    expect(messages.map((m) => m.id)).toEqual([4, 3, 2, 1]);
    // One channel, and each stand-in's own list.
    const sms = (await (await fetch(`${standIns.inboxUrl}/messages?channel=sms`)).json()) as unknown[];
    expect(sms).toHaveLength(1);
    const own = (await (await fetch(`${standIns.whatsapp.url}/messages`)).json()) as { channel: string }[];
    expect(own.map((m) => m.channel)).toEqual(['whatsapp']);
    // The page shows them.
    const page = await (await fetch(`${standIns.inboxUrl}/`)).text();
    expect(page).toContain('Dear Priya, your appointment is confirmed. -AROGYA');
    expect(page).toContain(`/messages/${messages[1]?.id}/html`);
  });

  it("the inbox's control makes a provider fail the next message", async () => {
    const res = await fetch(`${standIns.inboxUrl}/control/whatsapp/fail`, {
      method: 'POST',
      body: JSON.stringify({ count: 1, status: 503 }),
    });
    expect(res.status).toBe(200);
    const send = () =>
      adapters.whatsapp?.send({
        id: '10',
        channel: 'whatsapp',
        template: 'appointment_confirmed',
        to: '+919876543210',
        whatsapp: { templateName: 'appointment_confirmed', language: 'en', bodyParams: [] },
      });
    await expect(send()).rejects.toThrow(/HTTP 503/);
    await expect(send()).resolves.toHaveProperty('providerRef');
  });

  it('a half-configured channel stops the start with a message naming it', () => {
    expect(() => loadEnv({ MSG91_AUTH_KEY: 'k' })).toThrow(/MSG91_AUTH_KEY and MSG91_SENDER_ID together/);
    const keys = webpush.generateVAPIDKeys();
    expect(() => loadEnv({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey })).toThrow(
      /VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT together/,
    );
  });
});

describe("the stand-ins given the app's templates", () => {
  let demo: Awaited<ReturnType<typeof startStandIns>>;
  let demoAdapters: ChannelAdapters;
  beforeAll(async () => {
    demo = await startStandIns({
      appOrigin: 'http://127.0.0.1:9',
      inboxPort: 0,
      messageTemplates: TEMPLATES.en,
    });
    demoAdapters = createChannelAdapters(loadEnv({ ...demo.appEnv }));
  });
  afterAll(async () => {
    closeChannelAdapters(demoAdapters);
    await demo.close();
  });

  it('hand out an MSG91 id and a DLT id for every kind', () => {
    const env = loadEnv({ ...demo.appEnv });
    expect(Object.keys(env.MSG91_TEMPLATE_IDS).sort()).toEqual([...NOTIFICATION_KINDS].sort());
    expect(Object.keys(env.SMS_DLT_TEMPLATE_IDS).sort()).toEqual([...NOTIFICATION_KINDS].sort());
    expect(Object.values(env.SMS_DLT_TEMPLATE_IDS).every((id) => /^\d{19}$/.test(id))).toBe(true);
    expect(new Set(Object.values(env.SMS_DLT_TEMPLATE_IDS)).size).toBe(NOTIFICATION_KINDS.length);
  });

  it('show the SMS and WhatsApp message as the person reads it, never its variables', async () => {
    const env = loadEnv({ ...demo.appEnv });
    const settings = {
      origin: 'https://arogya.example.in',
      smsSenderId: env.MSG91_SENDER_ID,
      dltTemplateIds: env.SMS_DLT_TEMPLATE_IDS,
    };
    const input = {
      id: '77',
      kind: 'appointment_confirmed' as const,
      data: {
        patient: 'Priya Sharma',
        doctor: 'Dr. Arjun Mehta',
        when: 'Sun 29 Nov, 10:00 AM',
        mode: 'video consultation',
        place: 'Online, on Arogya',
      },
      link: '/appointments/42',
    };
    await demoAdapters.sms?.send(renderMessage({ ...input, channel: 'sms' }, '+919876543210', settings));
    await demoAdapters.whatsapp?.send(
      renderMessage({ ...input, channel: 'whatsapp' }, '+919876543210', settings),
    );
    const messages = (await (await fetch(`${demo.inboxUrl}/messages`)).json()) as {
      channel: string;
      template: string;
      text: string;
      dltTemplateId?: string;
    }[];
    expect(messages.map((m) => [m.channel, m.template, m.text])).toEqual([
      [
        'whatsapp',
        'appointment_confirmed',
        'Your appointment for Priya Sharma with Dr. Arjun Mehta on Sun 29 Nov, 10:00 AM (video consultation) is confirmed.',
      ],
      [
        'sms',
        'appointment_confirmed',
        'Arogya: appointment confirmed for Priya Sharma with Dr. Arjun Mehta on Sun 29 Nov, 10:00 AM (video consultation). Details: https://arogya.example.in/appointments/42',
      ],
    ]);
    expect(messages[1]?.dltTemplateId).toBe(env.SMS_DLT_TEMPLATE_IDS.appointment_confirmed);
  });
});
