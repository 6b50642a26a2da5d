// Web push to the browsers a person allowed (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT): the
// `web-push` package encrypts the payload for the browser's keys (RFC 8291, aes128gcm) and signs the
// request with our VAPID key (RFC 8292); the request itself goes out with fetch, bounded in time, so that
// a push service that hangs is retried like any provider. The push service answers 201 with the message's
// Location, the provider reference.
// A 404 or 410 means the subscription is gone (the person blocked notifications or the browser dropped
// it): that is a PushSubscriptionGoneError, permanent, and the caller deletes the subscription
// (`isSubscriptionGone`). The endpoint comes from the browser, so only https push services are called, never
// an address on this machine or a private network (`pushEndpointAllowed`), unless an http origin is named
// in WEB_PUSH_INSECURE_ORIGINS (the local stand-in).
import { isIP } from 'node:net';
import webpush from 'web-push';
import { z } from 'zod';
import { type ChannelAdapter, type OutgoingMessage, PermanentSendError, type SendResult } from './channel.ts';
import { excerpt, isRetryableStatus, PROVIDER_TIMEOUT_MS } from './provider-http.ts';

export type WebPushConfig = {
  publicKey: string;
  privateKey: string;
  /** mailto: or https: contact for the push services. */
  subject: string;
  /** http:// origins allowed as push services besides https (the local stand-in). */
  insecureOrigins?: readonly string[];
  /** How long the push service keeps a message for a browser that is offline (seconds). */
  ttlSeconds?: number;
  timeoutMs?: number;
};

/** The subscription is gone (404 or 410 from the push service): delete it, never try it again. */
export class PushSubscriptionGoneError extends PermanentSendError {
  constructor(
    readonly endpoint: string,
    status: number,
  ) {
    super(`The push subscription is gone (HTTP ${status})`);
  }
}

export function isSubscriptionGone(err: unknown): err is PushSubscriptionGoneError {
  return err instanceof PushSubscriptionGoneError;
}

/** PushSubscription.toJSON(), as the browser hands it over and push_subscriptions keeps it. */
export const PushSubscriptionJson = z.object({
  endpoint: z.url(),
  keys: z.object({ p256dh: z.string().min(1), auth: z.string().min(1) }),
});

/** What the service worker receives (apps/web's push handler shows title and body, opens url). */
export type PushPayload = { title: string; body: string; url: string; tag?: string; template: string };

/** The most a push payload may hold before encryption (push services take 4096 bytes encrypted). */
const MAX_PAYLOAD_BYTES = 3_800;

const PRIVATE_V4 = [
  /^10\./,
  /^127\./,
  /^169\.254\./,
  /^172\.(1[6-9]|2\d|3[01])\./,
  /^192\.168\./,
  /^0\./,
  /^100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7])\./,
];

/** Whether a push endpoint may be called: https to a public host, or an http origin named in the settings. */
export function pushEndpointAllowed(endpoint: string, insecureOrigins: readonly string[] = []): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (insecureOrigins.includes(url.origin)) return true;
  if (url.protocol !== 'https:') return false;
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.internal')) return false;
  if (isIP(host) === 4) return !PRIVATE_V4.some((range) => range.test(host));
  if (isIP(host) === 6) return !/^(::1?$|f[cd]|fe[89ab]|::ffff:)/.test(host);
  return true;
}

export function createWebPushAdapter(config: WebPushConfig): ChannelAdapter {
  const vapidDetails = {
    subject: config.subject,
    publicKey: config.publicKey,
    privateKey: config.privateKey,
  };
  // A key pair or subject web-push cannot use stops the start, not the first message.
  webpush.getVapidHeaders(
    'https://push.example',
    config.subject,
    config.publicKey,
    config.privateKey,
    'aes128gcm',
  );
  return {
    channel: 'push',
    async send(message: OutgoingMessage): Promise<SendResult> {
      const push = message.push;
      if (!push) throw new PermanentSendError(`The template '${message.template}' has no push notification`);
      let subscription: z.infer<typeof PushSubscriptionJson>;
      try {
        subscription = PushSubscriptionJson.parse(JSON.parse(message.to));
      } catch {
        throw new PermanentSendError('Not a push subscription');
      }
      if (!pushEndpointAllowed(subscription.endpoint, config.insecureOrigins))
        throw new PermanentSendError('The push subscription names an address that is not a push service');
      const payload: PushPayload = {
        title: push.title,
        body: push.body,
        url: push.url,
        ...(push.tag ? { tag: push.tag } : {}),
        template: message.template,
      };
      const text = JSON.stringify(payload);
      if (Buffer.byteLength(text) > MAX_PAYLOAD_BYTES)
        throw new PermanentSendError('The push notification is too long');
      let details: ReturnType<typeof webpush.generateRequestDetails>;
      try {
        details = webpush.generateRequestDetails(subscription, text, {
          vapidDetails,
          TTL: config.ttlSeconds ?? 24 * 3600,
          contentEncoding: 'aes128gcm',
        });
      } catch (err) {
        // The browser's keys are not a P-256 public key and a 16-byte secret.
        throw new PermanentSendError(`The push subscription's keys are unusable: ${(err as Error).message}`);
      }
      const headers = Object.fromEntries(
        Object.entries(details.headers).filter(([name]) => name.toLowerCase() !== 'content-length'),
      );
      let response: Response;
      try {
        response = await fetch(details.endpoint, {
          method: 'POST',
          headers,
          body: details.body ? new Uint8Array(details.body) : null,
          signal: AbortSignal.timeout(config.timeoutMs ?? PROVIDER_TIMEOUT_MS),
          redirect: 'error',
        });
      } catch (err) {
        throw new Error(`The push service did not answer: ${(err as Error).message}`, { cause: err });
      }
      const answer = await response.text().catch(() => '');
      if (response.ok) return { providerRef: response.headers.get('location') ?? `push:${message.id}` };
      if (response.status === 404 || response.status === 410)
        throw new PushSubscriptionGoneError(subscription.endpoint, response.status);
      if (isRetryableStatus(response.status))
        throw new Error(`The push service failed (HTTP ${response.status}): ${excerpt(answer)}`);
      throw new PermanentSendError(
        `The push service refused the message (HTTP ${response.status}): ${excerpt(answer)}`,
      );
    },
  };
}
