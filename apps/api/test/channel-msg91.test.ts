// The MSG91 adapter against the local stand-in (scripts/stand-ins/msg91.mjs): the Flow API request carries
// the template id, the sender id and the DLT template id; MSG91's failures are retried, its refusals are not.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startMsg91StandIn } from '../../../scripts/stand-ins/msg91.mjs';
import { type OutgoingMessage, PermanentSendError } from '../src/modules/notifications/channels/channel.ts';
import { createMsg91Adapter } from '../src/modules/notifications/channels/msg91-sms.ts';

const AUTH_KEY = 'test-msg91-auth-key';
let standIn: Awaited<ReturnType<typeof startMsg91StandIn>>;

beforeAll(async () => {
  standIn = await startMsg91StandIn({
    authKey: AUTH_KEY,
    templates: {
      '64f0c2a1b3d4e5f601234567': 'Dear ##name##, your appointment is confirmed for ##when##. -AROGYA',
    },
  });
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.failures.set({ count: 0 });
});

const SMS = {
  text: 'Dear Priya, your appointment is confirmed for 12 Dec, 10:00. -AROGYA',
  dltTemplateId: '1107170000000000001',
  senderId: 'AROGYA',
  vars: { name: 'Priya', when: '12 Dec, 10:00' },
};
const message = (
  over: Partial<OutgoingMessage> = {},
  sms: Partial<NonNullable<OutgoingMessage['sms']>> = {},
): OutgoingMessage => ({
  id: '101',
  channel: 'sms',
  to: '+919876543210',
  template: 'appointment_confirmed',
  sms: { ...SMS, ...sms },
  ...over,
});

const adapter = (authKey = AUTH_KEY) =>
  createMsg91Adapter({
    authKey,
    baseUrl: standIn.url,
    templateIds: { appointment_confirmed: '64f0c2a1b3d4e5f601234567' },
  });

describe('MSG91 SMS adapter', () => {
  it('sends a Flow API request with the template id, the sender id and the DLT template id', async () => {
    const result = await adapter().send(message());
    const request = standIn.requests.at(-1);
    expect(request?.headers.authkey).toBe(AUTH_KEY);
    expect(request?.body).toEqual({
      template_id: '64f0c2a1b3d4e5f601234567',
      sender: 'AROGYA',
      DLT_TE_ID: '1107170000000000001',
      short_url: '0',
      recipients: [{ mobiles: '919876543210', name: 'Priya', when: '12 Dec, 10:00' }],
    });
    expect(result.providerRef).toMatch(/^[0-9a-f]{24}$/);
    const [received] = standIn.messages();
    expect(received).toMatchObject({
      channel: 'sms',
      to: '+919876543210',
      template: '64f0c2a1b3d4e5f601234567',
      text: 'Dear Priya, your appointment is confirmed for 12 Dec, 10:00. -AROGYA',
      requestId: result.providerRef,
      dltTemplateId: '1107170000000000001',
      sender: 'AROGYA',
    });
  });

  it("prefers the message's own MSG91 template id", async () => {
    const own = message({}, { msg91TemplateId: 'abcdefabcdefabcdefabcdef' });
    await adapter().send(own);
    expect(standIn.requests.at(-1)?.body.template_id).toBe('abcdefabcdefabcdefabcdef');
  });

  it('a 500 from MSG91 is an error to retry, and the next try goes through', async () => {
    standIn.failures.set({ count: 1, status: 500 });
    const sms = adapter();
    const first = sms.send(message());
    await expect(first).rejects.toThrow(/MSG91 failed \(HTTP 500\)/);
    await expect(first).rejects.not.toBeInstanceOf(PermanentSendError);
    await expect(sms.send(message())).resolves.toHaveProperty('providerRef');
  });

  it('a refusal (400, a wrong key) is permanent', async () => {
    standIn.failures.set({ count: 1, status: 400 });
    await expect(adapter().send(message())).rejects.toBeInstanceOf(PermanentSendError);
    await expect(adapter('wrong-key').send(message())).rejects.toBeInstanceOf(PermanentSendError);
  });

  it('refuses before sending what MSG91 or TRAI would refuse', async () => {
    const before = standIn.requests.length;
    const sms = adapter();
    await expect(sms.send(message({ to: '9876543210' }))).rejects.toThrow(/E\.164/);
    await expect(sms.send(message({ template: 'unknown_template' }))).rejects.toThrow(/MSG91_TEMPLATE_IDS/);
    const noDlt = message({}, { dltTemplateId: '' });
    await expect(sms.send(noDlt)).rejects.toBeInstanceOf(PermanentSendError);
    const badSender = message({}, { senderId: 'AROGYA-HEALTH' });
    await expect(sms.send(badSender)).rejects.toBeInstanceOf(PermanentSendError);
    await expect(sms.send(message({ sms: undefined }))).rejects.toBeInstanceOf(PermanentSendError);
    expect(standIn.requests.length).toBe(before);
  });

  it('a provider that does not answer is an error to retry', async () => {
    const gone = createMsg91Adapter({ authKey: AUTH_KEY, baseUrl: 'http://127.0.0.1:9', templateIds: {} });
    const own = message({}, { msg91TemplateId: 'abcdefabcdefabcdefabcdef' });
    const sent = gone.send(own);
    await expect(sent).rejects.toThrow(/MSG91 did not answer/);
    await expect(sent).rejects.not.toBeInstanceOf(PermanentSendError);
  });
});
