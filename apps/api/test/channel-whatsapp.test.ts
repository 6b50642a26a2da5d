// The WhatsApp adapter against the local Cloud API stand-in (scripts/stand-ins/whatsapp.mjs): every message
// is an approved template with its parameters; the Cloud API's failures are retried, its refusals are not.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startWhatsAppStandIn } from '../../../scripts/stand-ins/whatsapp.mjs';
import { type OutgoingMessage, PermanentSendError } from '../src/modules/notifications/channels/channel.ts';
import { createWhatsAppAdapter } from '../src/modules/notifications/channels/whatsapp-cloud.ts';

const TOKEN = 'test-whatsapp-access-token';
const PHONE_NUMBER_ID = '106540352242922';
let standIn: Awaited<ReturnType<typeof startWhatsAppStandIn>>;

beforeAll(async () => {
  standIn = await startWhatsAppStandIn({
    token: TOKEN,
    phoneNumberId: PHONE_NUMBER_ID,
    appSecret: 'test-app-secret',
    templates: { appointment_confirmed: 'Hello {{1}}, your appointment with {{2}} is confirmed for {{3}}.' },
  });
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.failures.set({ count: 0 });
});

const message = (over: Partial<OutgoingMessage> = {}): OutgoingMessage => ({
  id: '202',
  channel: 'whatsapp',
  to: '+919876543210',
  template: 'appointment_confirmed',
  whatsapp: {
    templateName: 'appointment_confirmed',
    language: 'en',
    bodyParams: ['Priya', 'Dr. Arjun Mehta', '12 Dec,\n10:00'],
    buttonUrlParam: 'appointments/42',
  },
  ...over,
});

const adapter = (token = TOKEN) =>
  createWhatsAppAdapter({ token, phoneNumberId: PHONE_NUMBER_ID, baseUrl: standIn.url, apiVersion: 'v23.0' });

describe('WhatsApp Cloud API adapter', () => {
  it('sends an approved template with its body parameters and URL button', async () => {
    const result = await adapter().send(message());
    const request = standIn.requests.at(-1);
    expect(request?.path).toBe(`/v23.0/${PHONE_NUMBER_ID}/messages`);
    expect(request?.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(request?.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919876543210',
      type: 'template',
      biz_opaque_callback_data: '202',
      template: {
        name: 'appointment_confirmed',
        language: { code: 'en' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Priya' },
              { type: 'text', text: 'Dr. Arjun Mehta' },
              // A new line is not allowed in a parameter.
              { type: 'text', text: '12 Dec, 10:00' },
            ],
          },
          {
            type: 'button',
            sub_type: 'url',
            index: '0',
            parameters: [{ type: 'text', text: 'appointments/42' }],
          },
        ],
      },
    });
    expect(result.providerRef).toMatch(/^wamid\./);
    expect(standIn.messages()[0]).toMatchObject({
      channel: 'whatsapp',
      to: '+919876543210',
      template: 'appointment_confirmed',
      text: 'Hello Priya, your appointment with Dr. Arjun Mehta is confirmed for 12 Dec, 10:00.',
      messageId: result.providerRef,
    });
  });

  it('a template without parameters has no components', async () => {
    await adapter().send(
      message({ whatsapp: { templateName: 'appointment_confirmed', language: 'en_US', bodyParams: [] } }),
    );
    expect(standIn.requests.at(-1)?.body.template).toEqual({
      name: 'appointment_confirmed',
      language: { code: 'en_US' },
    });
  });

  it('a 500 is an error to retry, and the next try goes through', async () => {
    standIn.failures.set({ count: 1, status: 500 });
    const whatsapp = adapter();
    const first = whatsapp.send(message());
    await expect(first).rejects.toThrow(/WhatsApp failed \(HTTP 500\).*131000/);
    await expect(first).rejects.not.toBeInstanceOf(PermanentSendError);
    await expect(whatsapp.send(message())).resolves.toHaveProperty('providerRef');
  });

  it('a refusal (unknown template, a bad token) is permanent', async () => {
    standIn.failures.set({ count: 1, status: 400 });
    await expect(adapter().send(message())).rejects.toThrow(PermanentSendError);
    await expect(
      adapter().send(
        message({ whatsapp: { templateName: 'no_such_template', language: 'en', bodyParams: [] } }),
      ),
    ).rejects.toThrow(/132001/);
    await expect(adapter('expired-token').send(message())).rejects.toBeInstanceOf(PermanentSendError);
  });

  it('refuses before sending a message without a template or a number', async () => {
    const before = standIn.requests.length;
    await expect(adapter().send(message({ whatsapp: undefined }))).rejects.toBeInstanceOf(PermanentSendError);
    await expect(adapter().send(message({ to: 'priya@example.in' }))).rejects.toBeInstanceOf(
      PermanentSendError,
    );
    expect(standIn.requests.length).toBe(before);
  });
});
