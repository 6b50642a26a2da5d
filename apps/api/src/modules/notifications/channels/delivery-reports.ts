// Providers' delivery reports read into DeliveryReport (channel.ts), and the checks that they came from the
// provider: MSG91's DLR webhook (version 2: form-encoded `data=<JSON array>`; version 3: one JSON report)
// names our MSG91 request id, and signs nothing, so its URL carries a secret token; the Cloud API's status
// webhook names the wamid and is signed (X-Hub-Signature-256, HMAC-SHA256 of the raw body with the app
// secret). Both are compared in constant time.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { DeliveryReport } from './channel.ts';

/** Equal strings, in time that does not depend on where they differ (nor, hashed first, on their lengths). */
export function secretsEqual(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b) && given.length === expected.length;
}

/** Whether X-Hub-Signature-256 is `sha256=` + HMAC-SHA256(raw body, app secret) in hex. */
export function hubSignatureValid(rawBody: string, header: string | undefined, appSecret: string): boolean {
  if (!header?.startsWith('sha256=')) return false;
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

// MSG91 -------------------------------------------------------------------------------------------------

const Msg91Report = z.object({
  date: z.string().max(40).optional(),
  number: z.string().max(20).optional(),
  status: z.union([z.string(), z.number()]).transform(String),
  desc: z.string().max(200).optional(),
  failedReason: z.string().max(500).optional(),
});
/** Version 2: one entry per request, its reports inside. */
const Msg91RequestReports = z.array(
  z.object({ requestId: z.string().min(1).max(100), report: z.array(Msg91Report).max(1000) }),
);
/** Version 3: one report with its request id. */
const Msg91SingleReport = Msg91Report.extend({ requestId: z.string().min(1).max(100) });

/** MSG91's report status codes: 1 delivered; 2 failed, 9 NDNC, 16 and 25 rejected, 17 blocked; others on the way. */
function msg91Status(code: string): DeliveryReport['status'] {
  if (code === '1') return 'delivered';
  if (['2', '9', '16', '17', '25'].includes(code)) return 'failed';
  return 'sent';
}

/** MSG91 writes report times in IST without a zone: 'YYYY-MM-DD HH:mm:ss'. */
function istTime(date: string | undefined, fallback: Date): Date {
  const m = date && /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/.exec(date);
  if (!m) return fallback;
  const parsed = new Date(`${m[1]}T${m[2]}+05:30`);
  return Number.isNaN(parsed.getTime()) ? fallback : parsed;
}

function fromMsg91(requestId: string, report: z.infer<typeof Msg91Report>, now: Date): DeliveryReport {
  const status = msg91Status(report.status);
  const reason = report.failedReason || report.desc;
  return {
    channel: 'sms',
    providerRef: requestId,
    status,
    ...(status === 'failed' && reason ? { error: reason } : {}),
    at: istTime(report.date, now),
  };
}

/** The reports in one MSG91 webhook body, or null when it is not one. */
export function parseMsg91Reports(rawBody: string, contentType: string, now: Date): DeliveryReport[] | null {
  let json: unknown;
  try {
    json = contentType.startsWith('application/x-www-form-urlencoded')
      ? JSON.parse(new URLSearchParams(rawBody).get('data') ?? 'null')
      : JSON.parse(rawBody);
  } catch {
    return null;
  }
  const many = Msg91RequestReports.safeParse(json);
  if (many.success)
    return many.data.flatMap((r) => r.report.map((report) => fromMsg91(r.requestId, report, now)));
  const one = Msg91SingleReport.safeParse(json);
  if (one.success) return [fromMsg91(one.data.requestId, one.data, now)];
  return null;
}

// WhatsApp Cloud API ------------------------------------------------------------------------------------

const WhatsAppStatus = z.object({
  id: z.string().min(1).max(200),
  status: z.string().max(40),
  timestamp: z.string().regex(/^\d{1,12}$/),
  errors: z
    .array(
      z.object({
        code: z.number().optional(),
        title: z.string().max(500).optional(),
        message: z.string().max(500).optional(),
      }),
    )
    .max(10)
    .optional(),
});
const WhatsAppWebhook = z.object({
  object: z.literal('whatsapp_business_account'),
  entry: z
    .array(
      z.object({
        changes: z
          .array(
            z.object({
              field: z.string().max(100),
              value: z.object({ statuses: z.array(WhatsAppStatus).max(1000).optional() }).loose(),
            }),
          )
          .max(1000),
      }),
    )
    .max(1000),
});

const WHATSAPP_STATUSES = new Set(['sent', 'delivered', 'read', 'failed']);

/**
 * The status reports in one Cloud API webhook body, or null when it is not one. Other changes (incoming
 * messages, template reviews) carry no status and give none.
 */
export function parseWhatsAppStatuses(rawBody: string): DeliveryReport[] | null {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return null;
  }
  const parsed = WhatsAppWebhook.safeParse(json);
  if (!parsed.success) return null;
  const reports: DeliveryReport[] = [];
  for (const entry of parsed.data.entry) {
    for (const change of entry.changes) {
      if (change.field !== 'messages') continue;
      for (const s of change.value.statuses ?? []) {
        if (!WHATSAPP_STATUSES.has(s.status)) continue;
        const error = s.errors?.[0];
        reports.push({
          channel: 'whatsapp',
          providerRef: s.id,
          status: s.status as DeliveryReport['status'],
          ...(s.status === 'failed' && error
            ? { error: `${error.title ?? error.message ?? 'Failed'}${error.code ? ` (${error.code})` : ''}` }
            : {}),
          at: new Date(Number(s.timestamp) * 1000),
        });
      }
    }
  }
  return reports;
}
