// A local push service for web push (README, "Messages offline"), as a browser vendor's push service
// behaves (RFC 8030, RFC 8291, RFC 8292): POST /push/<id> takes an encrypted message (Content-Encoding
// aes128gcm, a TTL header) signed with VAPID (Authorization: vapid t=<JWT>, k=<public key>; the JWT's
// signature, audience and expiry are checked), answers 201 with the message's Location, and 410 for a
// subscription that is gone. Only the browser holds the key to read a message, so what the stand-in can
// show depends on who made the subscription: POST /subscriptions makes one whose keys the stand-in keeps (it
// then decrypts and shows title and body, as a browser would); for any other endpoint it keeps the encrypted
// bytes (`received`), which a test that made the keys itself decrypts.
// GET /messages lists what it received, newest first. Tests: POST /control/fail {"count","status"};
// POST /control/gone {"endpoint"} makes a subscription answer 410 from then on.
import { createECDH, createPublicKey, randomBytes, verify } from 'node:crypto';
import ece from 'http_ece';
import { createFailures, listen, parseJson, readBody, record, sendJson } from './http.mjs';
import { createInbox, inboxQuery } from './inbox.mjs';

const b64url = (buffer) => Buffer.from(buffer).toString('base64url');

/** Checks `vapid t=..., k=...` for `audience`; answers the JWT's subject, or an error message. */
export function checkVapid(authorization, audience, now = Date.now()) {
  const match = /^vapid\s+t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) return { error: 'Missing or malformed VAPID authorization' };
  const [, token, key] = match;
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) return { error: 'Malformed JWT' };
  const point = Buffer.from(key, 'base64url');
  if (point.length !== 65 || point[0] !== 4) return { error: 'The VAPID key is not a P-256 public key' };
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33)) },
    format: 'jwk',
  });
  const valid = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) return { error: 'The VAPID signature does not verify' };
  const claims = parseJson(Buffer.from(payload, 'base64url').toString('utf8')) ?? {};
  if (claims.aud !== audience) return { error: `The JWT's audience is not ${audience}` };
  const seconds = now / 1000;
  if (typeof claims.exp !== 'number' || claims.exp < seconds || claims.exp > seconds + 24 * 3600)
    return { error: 'The JWT has expired or lives longer than 24 hours' };
  if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub))
    return { error: 'The JWT has no mailto: or https: subject' };
  return { subject: claims.sub, publicKey: key };
}

/** Decrypts an aes128gcm push message with the receiving browser's keys. */
export function decryptPush(body, { privateKey, auth }) {
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
  return ece.decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString('utf8');
}

/** A browser's subscription keys: a P-256 key pair and a 16-byte auth secret, all base64url. */
export function subscriptionKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    p256dh: b64url(ecdh.getPublicKey()),
    auth: b64url(randomBytes(16)),
    privateKey: b64url(ecdh.getPrivateKey()),
  };
}

/** @param {{ port?: number, host?: string, inbox?: ReturnType<typeof createInbox> }} options */
export async function startWebPushStandIn(options = {}) {
  const inbox = options.inbox ?? createInbox();
  const failures = createFailures();
  /** Subscriptions the stand-in made: endpoint id -> keys (with the private key). */
  const keys = new Map();
  const gone = new Set();
  /** Every push request taken: { endpoint, headers, body (Buffer), status }. */
  const received = [];
  let origin = '';

  function push(id, headers, body) {
    const endpoint = `${origin}/push/${id}`;
    if (gone.has(id))
      return { status: 410, body: { error: 'push subscription has unsubscribed or expired.' } };
    const vapid = checkVapid(headers.authorization, origin);
    if (vapid.error) return { status: 403, body: { error: vapid.error } };
    const failWith = failures.take();
    if (failWith) return { status: failWith, body: { error: 'The push service failed' } };
    if (headers['content-encoding'] !== 'aes128gcm')
      return { status: 415, body: { error: 'Content-Encoding must be aes128gcm' } };
    if (!/^\d+$/.test(headers.ttl ?? '')) return { status: 400, body: { error: 'TTL header required' } };
    if (body.length > 4096) return { status: 413, body: { error: 'Payload too large' } };
    let payload = null;
    const own = keys.get(id);
    if (own) {
      try {
        payload = parseJson(decryptPush(body, own)) ?? null;
      } catch {
        return { status: 400, body: { error: 'The message does not decrypt with the subscription keys' } };
      }
    }
    const messageId = b64url(randomBytes(12));
    inbox.add({
      channel: 'push',
      to: endpoint,
      template: payload?.template ?? null,
      text: payload ? String(payload.body ?? '') : `(encrypted, ${body.length} bytes)`,
      title: payload?.title ?? null,
      url: payload?.url ?? null,
      urgency: headers.urgency ?? 'normal',
      ttl: Number(headers.ttl),
    });
    return { status: 201, body: null, location: `${origin}/messages/${messageId}` };
  }

  /** A subscription whose keys the stand-in keeps, so it shows what it receives (PushSubscription.toJSON()). */
  function subscribe() {
    const id = b64url(randomBytes(16));
    const k = subscriptionKeys();
    keys.set(id, k);
    return {
      endpoint: `${origin}/push/${id}`,
      expirationTime: null,
      keys: { p256dh: k.p256dh, auth: k.auth },
    };
  }

  const { url, close } = await listen(
    async (req, res) => {
      const path = new URL(req.url ?? '/', 'http://stand-in');
      const raw = await readBody(req);
      if (req.method === 'GET' && path.pathname === '/messages') {
        sendJson(res, 200, inbox.list({ ...inboxQuery(path.searchParams), channel: 'push' }));
        return;
      }
      const pushMatch = /^\/push\/([A-Za-z0-9_-]{1,100})$/.exec(path.pathname);
      if (req.method === 'POST' && pushMatch) {
        const out = push(pushMatch[1], req.headers, raw);
        record(received, {
          endpoint: `${origin}${path.pathname}`,
          headers: { ...req.headers },
          body: raw,
          status: out.status,
        });
        if (out.status === 201) {
          res.writeHead(201, { location: out.location, ttl: req.headers.ttl ?? '0' });
          res.end();
        } else sendJson(res, out.status, out.body);
        return;
      }
      const body = parseJson(raw.toString('utf8'));
      if (req.method === 'POST' && path.pathname === '/subscriptions') {
        sendJson(res, 201, subscribe());
        return;
      }
      if (req.method === 'POST' && path.pathname === '/control/fail' && failures.set(body)) {
        sendJson(res, 200, failures.state);
        return;
      }
      if (req.method === 'POST' && path.pathname === '/control/gone' && typeof body?.endpoint === 'string') {
        gone.add(body.endpoint.split('/').pop());
        sendJson(res, 200, { gone: gone.size });
        return;
      }
      sendJson(res, 404, { error: 'Not found' });
    },
    { port: options.port, host: options.host },
  );
  origin = url;

  return {
    url,
    inbox,
    failures,
    received,
    subscribe,
    expire(endpoint) {
      gone.add(endpoint.split('/').pop());
    },
    messages: () => inbox.list({ channel: 'push' }),
    close,
  };
}
