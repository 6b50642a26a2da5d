// Every environment variable the API reads, parsed once.
import path from 'node:path';
import { IceServer } from '@arogya/contracts/calls';
import { z } from 'zod';
import { REPO_ROOT } from './paths.ts';

/** ICE_SERVERS: a JSON array of RTCIceServer, e.g. [{"urls":"stun:stun.example.in:3478"}]. */
const IceServers = z
  .string()
  .trim()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON array of ICE servers' });
      return z.NEVER;
    }
  })
  .pipe(
    z.array(
      IceServer.strict().refine((s) => [s.urls].flat().every((u) => /^(stun|turns?):/.test(u)), {
        message: 'each url must start with stun:, turn: or turns:',
      }),
    ),
  );

const TrustProxy = z
  .string()
  .trim()
  .transform((text): boolean | number | string[] => {
    const lower = text.toLowerCase();
    if (['true', 'yes', 'on'].includes(lower)) return true;
    if (['false', 'no', 'off', ''].includes(lower)) return false;
    if (/^\d+$/.test(lower)) return Number(lower);
    return text
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
  });

const Env = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  JWT_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(7 * 24 * 3600),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('warn'),
  /**
   * Which proxies set X-Forwarded-For: `false` (none; the connection's address is the client's), a number
   * of hops (`1`: one reverse proxy in front), a comma-separated list of proxy addresses or CIDRs, or
   * `true` (trust every hop; the client can then choose its own address, so only behind a proxy that
   * overwrites the header).
   */
  TRUST_PROXY: TrustProxy.default(false),
  SERVE_WEB: z.stringbool().default(true),
  /**
   * The site's public origin (scheme, host, port), for canonical URLs, Open Graph, the sitemap and robots.txt
   * (docs/ARCHITECTURE.md#server-rendered-pages); an https origin also turns on HSTS (lib/security-headers.ts).
   * Unset: the listen address, http://localhost:PORT, never the Host header a client sent (lib/public-origin.ts);
   * required when NODE_ENV is set to production.
   */
  PUBLIC_ORIGIN: z
    .url()
    .transform((u) => new URL(u).origin)
    .optional(),
  /** Addresses per sitemap page (the protocol allows 50000). */
  SITEMAP_PAGE_SIZE: z.coerce.number().int().min(1).max(50_000).default(10_000),
  /** A public page whose server render takes longer is sent as the client-rendered shell (0: never render). */
  SSR_TIMEOUT_MS: z.coerce.number().int().min(0).max(60_000).default(3000),
  /** Public catalogue answers are cached this long on PGlite (0 turns the cache off). */
  RESPONSE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  /** A statement serving a request is stopped after this long and the request answered 503 (0: no limit). */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  /** PostgreSQL: connections in the pool. */
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(20),
  /** Requests using the database at once (default: DB_POOL_SIZE on PostgreSQL, 4 on PGlite). */
  DB_MAX_IN_FLIGHT: z.coerce.number().int().min(1).max(10_000).optional(),
  /** Requests waiting for their turn beyond those (default: 4 x in flight on PostgreSQL, 64 on PGlite). */
  DB_MAX_WAITING: z.coerce.number().int().min(0).max(100_000).optional(),
  /** How long a request waits for its turn before it is answered 503. */
  DB_MAX_WAIT_MS: z.coerce.number().int().min(1).max(600_000).default(2000),
  /** For `npm run bench`: write every SQL statement to this file so the bench can replay it directly. */
  SQL_CAPTURE_FILE: z.string().optional(),
  /** Failed sign-ins for one account from one client address before each further one imposes a pause. */
  LOGIN_LIMIT_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  /** Sign-in attempts per client address per 15 minutes, whatever the account. */
  LOGIN_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
  /** Registrations per client address per hour. */
  REGISTER_LIMIT_PER_IP: z.coerce.number().int().min(1).default(20),
  /** Redis key prefix of the rate-limit counters (several deployments may share one Redis). */
  RATE_LIMIT_PREFIX: z.string().min(1).max(64).default('arogya:rl:'),
  /** STUN and TURN servers handed to both browsers of a call; none means direct (host) connections only. */
  ICE_SERVERS: IceServers.default([]),
  /** coturn's static-auth-secret: TURN entries of ICE_SERVERS without credentials get per-user, expiring ones. */
  TURN_SECRET: z.string().min(16, 'TURN_SECRET must be at least 16 characters').optional(),
  /** How long those TURN credentials stay valid (longer than any consultation). */
  TURN_CREDENTIAL_TTL_SECONDS: z.coerce.number().int().min(300).max(86_400).default(21_600),
  /** How long a call rings before it becomes missed (60 s, docs/product-rules.md#telemedicine; shorter in tests). */
  CALL_RING_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
  /** Redis channel prefix for call signalling (several deployments may share one Redis). */
  CALL_CHANNEL_PREFIX: z.string().min(1).max(64).default('arogya:calls:'),
  /** Razorpay (docs/product-rules.md#payments): without the three keys online payment is not offered. */
  RAZORPAY_KEY_ID: z.string().trim().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().trim().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().trim().min(1).optional(),
  /** Razorpay's REST API; the tests point it at the local stand-in (scripts/razorpay-stand-in/). */
  RAZORPAY_API_URL: z.url().default('https://api.razorpay.com'),
  /** The Checkout script the browser loads on checkout. */
  RAZORPAY_CHECKOUT_URL: z.url().default('https://checkout.razorpay.com/v1/checkout.js'),
  /**
   * The seller's GST registration printed on receipts (docs/product-rules.md#payments). Unset, receipts are
   * plain payment receipts naming no GSTIN, never an invented one.
   */
  SELLER_GSTIN: z
    .string()
    .trim()
    .regex(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, 'SELLER_GSTIN must be a 15-character GSTIN')
    .optional(),
  /** How often unpaid holds are released and open payments reconciled. */
  PAYMENT_SWEEP_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  /** How often the offers job writes the prices of offers that started or ended (docs/product-rules.md#offers). */
  OFFERS_JOB_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
});
export type Env = z.infer<typeof Env> & { dataDir: string };

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = Env.refine(
    (e) =>
      [e.RAZORPAY_KEY_ID, e.RAZORPAY_KEY_SECRET, e.RAZORPAY_WEBHOOK_SECRET].every((v) => v === undefined) ||
      [e.RAZORPAY_KEY_ID, e.RAZORPAY_KEY_SECRET, e.RAZORPAY_WEBHOOK_SECRET].every((v) => v !== undefined),
    {
      path: ['RAZORPAY_KEY_ID'],
      message: 'set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET together, or none',
    },
  )
    // A deployment that says it is production must say where the public reaches it: without it pages and the
    // sitemap would name http://localhost:PORT.
    .refine((e) => source.NODE_ENV !== 'production' || e.PUBLIC_ORIGIN !== undefined, {
      path: ['PUBLIC_ORIGIN'],
      message:
        "required when NODE_ENV=production: the site's public origin, e.g. https://arogya.example.in (canonical URLs, the sitemap and HSTS name it)",
    })
    .safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${lines}`);
  }
  return { ...parsed.data, dataDir: path.resolve(REPO_ROOT, parsed.data.DATA_DIR) };
}
