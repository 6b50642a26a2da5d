// Every environment variable the API reads, parsed once.
import path from 'node:path';
import { IceServer } from '@arogya/contracts/calls';
import {
  CONSULT_OFFER_SECONDS,
  CONSULT_PRESENCE_TIMEOUT_SECONDS,
  CONSULT_PROMPT_MINUTES,
  CONSULT_REFUND_MINUTES,
} from '@arogya/contracts/constants';
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

/** A JSON object of strings, e.g. {"appointment_confirmed":"64f0c2..."}. */
const JsonStringMap = z
  .string()
  .trim()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be a JSON object of strings' });
      return z.NEVER;
    }
  })
  .pipe(z.record(z.string(), z.string().min(1)));

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
  /** Password reset requests per hour for one e-mail address (account or not), and per client address. */
  PASSWORD_RESET_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).default(5),
  PASSWORD_RESET_LIMIT_PER_IP: z.coerce.number().int().min(1).default(20),
  /**
   * One-time codes by SMS or WhatsApp (docs/product-rules.md#one-time-codes): the wait before another code to
   * the same number, codes per number per hour and per day, per client address per hour, and for the whole
   * site per hour (against SMS pumping: past these the answer is 429 and no provider is asked).
   */
  OTP_RESEND_SECONDS: z.coerce.number().int().min(0).max(600).default(30),
  OTP_LIMIT_PER_NUMBER_HOUR: z.coerce.number().int().min(1).default(5),
  OTP_LIMIT_PER_NUMBER_DAY: z.coerce.number().int().min(1).default(10),
  OTP_LIMIT_PER_IP_HOUR: z.coerce.number().int().min(1).default(20),
  OTP_LIMIT_GLOBAL_HOUR: z.coerce.number().int().min(1).default(2000),
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
  /** Consult now (docs/product-rules.md#consult-now): how long a doctor has to accept an offer. */
  CONSULT_OFFER_SECONDS: z.coerce.number().int().min(5).max(300).default(CONSULT_OFFER_SECONDS),
  /** After how long without a doctor the waiting patient is asked to keep waiting or cancel. */
  CONSULT_PROMPT_MINUTES: z.coerce.number().int().min(1).max(120).default(CONSULT_PROMPT_MINUTES),
  /** Nobody accepted within this long: the request is cancelled and refunded in full. */
  CONSULT_REFUND_MINUTES: z.coerce.number().int().min(2).max(240).default(CONSULT_REFUND_MINUTES),
  /** A desk silent this long is offline (its notification socket pings every 15 s). */
  CONSULT_PRESENCE_TIMEOUT_SECONDS: z.coerce
    .number()
    .int()
    .min(30)
    .max(3600)
    .default(CONSULT_PRESENCE_TIMEOUT_SECONDS),
  /** How often the consult-now sweep runs: offers past their time, desks gone quiet, unanswered refunds. */
  CONSULT_SWEEP_INTERVAL_MS: z.coerce.number().int().min(500).max(600_000).default(5_000),
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
  /**
   * SMS through MSG91 (modules/notifications/channels/msg91-sms.ts): without the auth key and the TRAI-registered
   * sender id (header, 6 characters) SMS is off. MSG91_TEMPLATE_IDS maps a template key to the id MSG91 gave the
   * template (JSON object); MSG91_WEBHOOK_TOKEN is the secret path segment of the delivery-report URL.
   */
  MSG91_AUTH_KEY: z.string().trim().min(1).optional(),
  MSG91_SENDER_ID: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{6}$/, 'MSG91_SENDER_ID must be the 6-character header registered on DLT')
    .optional(),
  MSG91_BASE_URL: z.url().default('https://control.msg91.com'),
  MSG91_TEMPLATE_IDS: JsonStringMap.default({}),
  /** Our template key to the DLT template id (19 digits) the operator's DLT platform gave that SMS text
   * (modules/notifications/templates/en/*.ts, `sms.text`); every SMS names it, as TRAI requires. */
  SMS_DLT_TEMPLATE_IDS: JsonStringMap.default({}),
  MSG91_WEBHOOK_TOKEN: z
    .string()
    .trim()
    .min(24, 'MSG91_WEBHOOK_TOKEN must be at least 24 characters')
    .optional(),
  /**
   * WhatsApp through Meta's Cloud API (channels/whatsapp-cloud.ts): the token and the phone number id turn it on;
   * the app secret and the verify token turn on its status webhook (delivery-webhooks.routes.ts).
   */
  WHATSAPP_TOKEN: z.string().trim().min(1).optional(),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .trim()
    .regex(/^\d{1,30}$/, 'WHATSAPP_PHONE_NUMBER_ID is the numeric id of the sending number')
    .optional(),
  WHATSAPP_BASE_URL: z.url().default('https://graph.facebook.com'),
  WHATSAPP_API_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/, 'WHATSAPP_API_VERSION looks like v23.0')
    .default('v23.0'),
  WHATSAPP_APP_SECRET: z.string().trim().min(1).optional(),
  WHATSAPP_WEBHOOK_VERIFY_TOKEN: z.string().trim().min(1).optional(),
  /** E-mail over SMTP (channels/smtp-email.ts), e.g. smtps://user:pass@smtp.example.in:465; both or neither. */
  SMTP_URL: z
    .url()
    .refine((u) => /^smtps?:/i.test(u), 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().trim().min(3).optional(),
  /** Web push (channels/web-push.ts): the VAPID key pair (web-push generate-vapid-keys) and a mailto: or https: contact. */
  VAPID_PUBLIC_KEY: z.string().trim().min(1).optional(),
  VAPID_PRIVATE_KEY: z.string().trim().min(1).optional(),
  VAPID_SUBJECT: z
    .string()
    .trim()
    .regex(/^(mailto:|https:)/, 'VAPID_SUBJECT must be a mailto: or https: URL')
    .optional(),
  /** http:// origins a push subscription may name besides https:// push services: the local stand-in only. */
  WEB_PUSH_INSECURE_ORIGINS: z
    .string()
    .transform((text) =>
      text
        .split(',')
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url().transform((u) => new URL(u).origin)))
    .default([]),
  /** How often unpaid holds are released and open payments reconciled. */
  PAYMENT_SWEEP_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  /** How often the offers job writes the prices of offers that started or ended (docs/product-rules.md#offers). */
  OFFERS_JOB_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  /** How often an idle job worker asks the database for work (lib/job-runner.ts; pg-boss's floor is 500 ms).
   * On PostgreSQL a new job also wakes the workers at once (LISTEN/NOTIFY); this is the backstop. */
  JOBS_POLL_INTERVAL_MS: z.coerce.number().int().min(500).max(60_000).default(2_000),
  /** PostgreSQL only: connections of the job runner's own pool (beside DB_POOL_SIZE). */
  JOBS_POOL_SIZE: z.coerce.number().int().min(2).max(100).default(4),
  /** 'off' writes no notification at all: for measuring what the outbox costs a route (npm run bench --
   * --messaging), never for a deployment that talks to people. */
  NOTIFICATIONS_OUTBOX: z.enum(['on', 'off']).default('on'),
  /** The longest wait between two polls of the outbox's runner while nothing is due
   * (modules/notifications/outbox-runner.ts): a message due later, a retry or one written by another instance
   * is sent within this; one written due now by this process is sent at once. */
  NOTIFICATIONS_IDLE_POLL_MS: z.coerce.number().int().min(500).max(60_000).default(5_000),
  /** 'off' leaves the outbox's runner out: messages are written and wait, none is sent. For measuring what
   * writing them costs a route apart from sending them (npm run bench -- --outbox), never for a deployment. */
  NOTIFICATIONS_DELIVERY: z.enum(['on', 'off']).default('on'),
  /** 'off' sends a message that is not urgent at any hour instead of holding it through quiet hours (21:00-08:00
   * IST, modules/notifications/quiet-hours.ts): for measuring the runner's drain at night (npm run bench --
   * --messaging), never for a deployment that talks to people. */
  NOTIFICATIONS_QUIET_HOURS: z.enum(['on', 'off']).default('on'),
  /**
   * Where uploaded files live (docs/ARCHITECTURE.md#file-storage): `disk` (DATA_DIR/uploads), `postgres` (a
   * table of the database) or `s3`. Unset: `s3` when S3_BUCKET is set, else `postgres` with DATABASE_URL,
   * else `disk`.
   */
  STORAGE_DRIVER: z.enum(['disk', 'postgres', 's3']).optional(),
  /** The S3-compatible bucket uploads go to (with S3_REGION; S3_ENDPOINT for a server other than AWS). */
  S3_BUCKET: z.string().trim().min(1).optional(),
  S3_REGION: z.string().trim().min(1).optional(),
  S3_ENDPOINT: z.url().optional(),
  /** Both or neither; neither leaves the SDK's default chain (AWS_* variables, the instance's role). */
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  /** The bucket in the path (`endpoint/bucket/key`) rather than the host name; default: on with S3_ENDPOINT. */
  S3_FORCE_PATH_STYLE: z.stringbool().optional(),
  /** Prepended to every object key, e.g. `arogya/`. */
  S3_PREFIX: z
    .string()
    .regex(/^([a-z0-9-]+\/)*$/, 'S3_PREFIX must be lower-case folder names each ending in /, e.g. arogya/')
    .default(''),
  /** `when_required` for S3-compatible servers that refuse the checksums the SDK sends by default. */
  S3_CHECKSUMS: z.enum(['when_supported', 'when_required']).default('when_supported'),
  /**
   * The bearer token a Prometheus scrape of /metrics must send (docs/ARCHITECTURE.md#metrics). Unset, /metrics
   * answers 404 and no request is measured.
   */
  METRICS_TOKEN: z.string().trim().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  /** An OTLP/HTTP collector (e.g. http://otel-collector:4318): traces of requests and SQL are sent there.
   * Unset, tracing is off and no OpenTelemetry package is loaded (lib/tracing.ts). */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
  /**
   * On SIGTERM or SIGINT, /readyz answers 503 at once and the server goes on serving this long before it
   * stops taking connections, for a balancer that polls /readyz to take it out first (0: stop at once).
   */
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /**
   * On SIGTERM or SIGINT, how long (from the signal) the server goes on serving requests sent on the
   * connections a proxy keeps open to it, each answer closing its connection, before it closes those left
   * idle: longer than the proxy's keep-alive timeout for idle upstream connections (deploy/nginx/arogya.conf:
   * `keepalive_timeout 4s`), so that the proxy, not the server, closes them and never sends on one being
   * closed. It ends sooner once the proxy has closed them all.
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
});
export type Env = z.infer<typeof Env> & {
  dataDir: string;
  /** STORAGE_DRIVER, or the driver its default picks (lib/file-storage-drivers.ts). */
  storageDriver: 'disk' | 'postgres' | 's3';
};

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
    // A channel is on with all of its keys, off with none; half a configuration is a mistake said at start.
    .superRefine((e, ctx) => {
      const groups: [string, unknown[]][] = [
        ['MSG91_AUTH_KEY and MSG91_SENDER_ID', [e.MSG91_AUTH_KEY, e.MSG91_SENDER_ID]],
        ['WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID', [e.WHATSAPP_TOKEN, e.WHATSAPP_PHONE_NUMBER_ID]],
        [
          'WHATSAPP_APP_SECRET and WHATSAPP_WEBHOOK_VERIFY_TOKEN',
          [e.WHATSAPP_APP_SECRET, e.WHATSAPP_WEBHOOK_VERIFY_TOKEN],
        ],
        ['SMTP_URL and MAIL_FROM', [e.SMTP_URL, e.MAIL_FROM]],
        [
          'VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT',
          [e.VAPID_PUBLIC_KEY, e.VAPID_PRIVATE_KEY, e.VAPID_SUBJECT],
        ],
      ];
      for (const [names, values] of groups) {
        const set = values.filter((v) => v !== undefined).length;
        if (set !== 0 && set !== values.length)
          ctx.addIssue({
            code: 'custom',
            path: [names.split(/,| and /)[0] ?? names],
            message: `set ${names} together, or none`,
          });
      }
    })
    .refine((e) => e.STORAGE_DRIVER !== 's3' || e.S3_BUCKET !== undefined, {
      path: ['S3_BUCKET'],
      message: 'STORAGE_DRIVER=s3 needs S3_BUCKET (and S3_REGION)',
    })
    .refine((e) => e.S3_BUCKET === undefined || e.S3_REGION !== undefined, {
      path: ['S3_REGION'],
      message: 'set S3_REGION with S3_BUCKET (any name your S3-compatible server accepts, e.g. ap-south-1)',
    })
    .refine((e) => (e.S3_ACCESS_KEY_ID === undefined) === (e.S3_SECRET_ACCESS_KEY === undefined), {
      path: ['S3_ACCESS_KEY_ID'],
      message: 'set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together, or neither',
    })
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
  const e = parsed.data;
  const storageDriver = e.STORAGE_DRIVER ?? (e.S3_BUCKET ? 's3' : e.DATABASE_URL ? 'postgres' : 'disk');
  return { ...e, dataDir: path.resolve(REPO_ROOT, e.DATA_DIR), storageDriver };
}
