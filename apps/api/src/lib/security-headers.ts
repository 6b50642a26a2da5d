// Security headers on every response, computed once. (@fastify/helmet halved the throughput of small
// routes in `npm run bench`; these are the same headers set in one call.)
import type { FastifyInstance } from 'fastify';
import type { Env } from '../config/env.ts';

/**
 * When Strict-Transport-Security is sent: `always` when the public origin is https (the site is reached
 * over TLS, usually ended by a proxy in front, so the request this server sees is plain http); `https` for
 * requests that came over TLS (direct, or behind a proxy trusted by TRUST_PROXY whose X-Forwarded-Proto
 * says https) in production without an https origin; `never` otherwise. Browsers ignore the header on
 * plain http answers, so `always` costs nothing there.
 */
export type HstsPolicy = 'always' | 'https' | 'never';

export function hstsPolicy(env: Pick<Env, 'PUBLIC_ORIGIN' | 'NODE_ENV'>): HstsPolicy {
  if (env.PUBLIC_ORIGIN?.startsWith('https:')) return 'always';
  return env.NODE_ENV === 'production' ? 'https' : 'never';
}

/** The pages' policy; `paymentOrigins` (Razorpay Checkout's script and frames) join script, connect and frame sources. */
export function contentSecurityPolicy(paymentOrigins: readonly string[] = []): string {
  const extra = paymentOrigins.length > 0 ? ` ${[...new Set(paymentOrigins)].join(' ')}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${extra}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${extra}`,
    "media-src 'self' blob:",
    // A prescription PDF is shown in a frame from a blob: the file is fetched with the bearer token.
    `frame-src 'self' blob:${extra}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

/** API answers (JSON, and the SVG photos and files under /api) may load and run nothing and may not be framed. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

export function registerSecurityHeaders(
  app: FastifyInstance,
  { hsts, paymentOrigins = [] }: { hsts: HstsPolicy; paymentOrigins?: readonly string[] },
) {
  // Every answer: nosniff, a policy that runs only the app's own scripts (an API answer: none) and allows no
  // framing, and a strict Referrer-Policy. Pages add X-Frame-Options for old browsers, COOP and
  // Permissions-Policy (camera and microphone for calls only).
  const api = {
    'x-content-type-options': 'nosniff',
    'content-security-policy': API_CONTENT_SECURITY_POLICY,
    'referrer-policy': 'no-referrer',
  };
  const page = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'content-security-policy': contentSecurityPolicy(paymentOrigins),
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(self), microphone=(self), geolocation=(), payment=()',
  };
  const hstsValue = 'max-age=15552000; includeSubDomains';
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? api : page);
    if (hsts === 'always' || (hsts === 'https' && request.protocol === 'https')) {
      reply.header('strict-transport-security', hstsValue);
    }
    done();
  });
  registerPrivateAnswers(app);
}

/**
 * Private answers are never stored by a browser or a cache on the way (docs/product-rules.md#api-contract):
 * every answer to a signed-in request (`request.auth`, set by lib/auth.ts's `authenticate`: the profile, the
 * health records, orders, desks, the admin console...) carries `Cache-Control: no-store`, whatever its route
 * said, unless it already says no-store. A request that sends a token to a public route may get a personal
 * touch (the wishlist heart, lib/auth.ts optional users): no-store too, unless the route set its own caching
 * (a picture) or answers the same for everyone (`config.sameForEveryone`). Public answers asked without a
 * token keep their caching.
 */
export function registerPrivateAnswers(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    const current = reply.getHeader('cache-control');
    const stored = current === undefined || !/\bno-store\b/i.test(String(current));
    if (stored) {
      if (request.auth) {
        reply.header('cache-control', 'no-store');
      } else if (
        request.headers.authorization &&
        current === undefined &&
        request.routeOptions.config?.sameForEveryone !== true
      ) {
        reply.header('cache-control', 'no-store');
      }
    }
    done(null, payload);
  });
}
