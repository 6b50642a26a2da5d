// The web push adapter against the local push service (scripts/stand-ins/web-push.mjs): the test makes the
// browser's keys itself, so it reads what the push service received; VAPID is checked; a gone subscription
// (410) is told apart; the push service's failures are retried.

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { decryptPush, startWebPushStandIn, subscriptionKeys } from '../../../scripts/stand-ins/web-push.mjs';
import { type OutgoingMessage, PermanentSendError } from '../src/modules/notifications/channels/channel.ts';
import {
  createWebPushAdapter,
  isSubscriptionGone,
  pushEndpointAllowed,
} from '../src/modules/notifications/channels/web-push.ts';

const vapid = webpush.generateVAPIDKeys();
let standIn: Awaited<ReturnType<typeof startWebPushStandIn>>;

beforeAll(async () => {
  standIn = await startWebPushStandIn();
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.failures.set({ count: 0 });
});

const adapter = (insecureOrigins = [standIn.url]) =>
  createWebPushAdapter({
    publicKey: vapid.publicKey,
    privateKey: vapid.privateKey,
    subject: 'mailto:ops@arogya.in',
    insecureOrigins,
  });

/** A browser's subscription with keys the test holds. */
function browser() {
  const keys = subscriptionKeys();
  const subscription = {
    endpoint: `${standIn.url}/push/${keys.auth}`,
    expirationTime: null,
    keys: { p256dh: keys.p256dh, auth: keys.auth },
  };
  return { keys, subscription };
}

const message = (to: string): OutgoingMessage => ({
  id: '404',
  channel: 'push',
  to,
  template: 'lab_report_ready',
  push: {
    title: 'Your lab report is ready',
    body: 'HbA1c (Glycated Haemoglobin) from Nandi Clinical Laboratory',
    url: '/lab-tests/bookings/7',
    tag: 'lab-report-7',
  },
});

describe('web push adapter', () => {
  it("sends a VAPID-signed message that decrypts with the browser's keys", async () => {
    const { keys, subscription } = browser();
    const result = await adapter().send(message(JSON.stringify(subscription)));
    expect(result.providerRef).toMatch(new RegExp(`^${standIn.url}/messages/`));
    const received = standIn.received.at(-1);
    expect(received?.status).toBe(201);
    expect(received?.headers['content-encoding']).toBe('aes128gcm');
    expect(received?.headers.authorization).toMatch(/^vapid t=.+, k=/);
    expect(JSON.parse(decryptPush(received?.body, keys))).toEqual({
      title: 'Your lab report is ready',
      body: 'HbA1c (Glycated Haemoglobin) from Nandi Clinical Laboratory',
      url: '/lab-tests/bookings/7',
      tag: 'lab-report-7',
      template: 'lab_report_ready',
    });
    // Without the keys the push service sees only bytes.
    expect(standIn.messages()[0]).toMatchObject({
      channel: 'push',
      to: subscription.endpoint,
      text: expect.stringMatching(/^\(encrypted/),
    });
  });

  it('a subscription the push service made itself shows its title and body in the inbox', async () => {
    const subscription = standIn.subscribe();
    await adapter().send(message(JSON.stringify(subscription)));
    expect(standIn.messages()[0]).toMatchObject({
      channel: 'push',
      to: subscription.endpoint,
      template: 'lab_report_ready',
      title: 'Your lab report is ready',
      text: 'HbA1c (Glycated Haemoglobin) from Nandi Clinical Laboratory',
    });
  });

  it('a gone subscription (410) is a permanent failure the caller can tell apart', async () => {
    const { subscription } = browser();
    standIn.expire(subscription.endpoint);
    const sent = adapter().send(message(JSON.stringify(subscription)));
    await expect(sent).rejects.toBeInstanceOf(PermanentSendError);
    expect(isSubscriptionGone(await sent.catch((e) => e))).toBe(true);
  });

  it('a 500 is an error to retry; a 400 or a bad VAPID signature is permanent', async () => {
    const { subscription } = browser();
    const to = JSON.stringify(subscription);
    standIn.failures.set({ count: 1, status: 500 });
    const first = adapter().send(message(to));
    await expect(first).rejects.toThrow(/HTTP 500/);
    await expect(first).rejects.not.toBeInstanceOf(PermanentSendError);
    await expect(adapter().send(message(to))).resolves.toHaveProperty('providerRef');
    standIn.failures.set({ count: 1, status: 400 });
    const refused = await adapter()
      .send(message(to))
      .catch((e) => e);
    expect(refused).toBeInstanceOf(PermanentSendError);
    expect(isSubscriptionGone(refused)).toBe(false);
    const other = webpush.generateVAPIDKeys();
    const forged = createWebPushAdapter({
      publicKey: vapid.publicKey,
      privateKey: other.privateKey,
      subject: 'mailto:ops@arogya.in',
      insecureOrigins: [standIn.url],
    });
    await expect(forged.send(message(to))).rejects.toThrow(/HTTP 403.*VAPID signature/);
  });

  it('calls only https push services on public hosts, or an http origin it was told of', async () => {
    const { subscription } = browser();
    const before = standIn.received.length;
    await expect(adapter([]).send(message(JSON.stringify(subscription)))).rejects.toBeInstanceOf(
      PermanentSendError,
    );
    await expect(adapter().send(message('not json'))).rejects.toBeInstanceOf(PermanentSendError);
    expect(standIn.received.length).toBe(before);
    expect(pushEndpointAllowed('https://fcm.googleapis.com/fcm/send/abc')).toBe(true);
    expect(pushEndpointAllowed('https://updates.push.services.mozilla.com/wpush/v2/abc')).toBe(true);
    for (const url of [
      'http://fcm.googleapis.com/x',
      'https://127.0.0.1/x',
      'https://localhost:5432/x',
      'https://10.0.0.8/x',
      'https://192.168.1.1/x',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/x',
    ]) {
      expect(pushEndpointAllowed(url), url).toBe(false);
    }
  });
});
