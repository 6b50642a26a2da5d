// What the consult-now operations use, built once in src/compose.ts: the repositories, the calls module's
// deps (a match starts its existing call), the payments deps (refunds), the health card (its free video
// consultation, handed in so this module imports none of it), the settings, and the matcher of this process.
import type { Db } from '../../db/client.ts';
import { type AuditLog, createAuditLog } from '../../lib/audit.ts';
import type { AppContext } from '../../lib/context.ts';
import type { FileStorage } from '../../lib/file-storage.ts';
import type { BookingCard } from '../appointments/appointments-deps.ts';
import type { CallDeps } from '../calls/calls-deps.ts';
import type { Notify } from '../notifications/notify.ts';
import { onlinePaymentOf } from '../payments/online-payment.ts';
import type { PayableAdapter } from '../payments/payables.ts';
import type { PaymentsDeps } from '../payments/payments-deps.ts';
import {
  type ConsultRequestsRepository,
  createConsultRequestsRepository,
} from './consult-requests.repository.ts';
import { createPresenceRepository, type PresenceRepository } from './presence.repository.ts';

export type ConsultNowSettings = {
  /** How long a doctor has to accept an offer. */
  offerMs: number;
  /** From when the waiting patient is asked to keep waiting or cancel. */
  promptMs: number;
  /** Nobody accepted within this long: cancelled and refunded. */
  refundMs: number;
  /** A desk silent this long is offline. */
  presenceTimeoutMs: number;
};

/** Running totals of this process's matching: rounds (transactions giving requests to doctors), offers made,
 * offers taken back, the statements those transactions ran and their time. */
export type MatchFigures = {
  rounds: number;
  offers: number;
  ended: number;
  statements: number;
  seconds: number;
};

/** The matcher of this process: `kick` asks for a round soon (coalescing asks made while one runs). */
export type Matcher = { kick(): void; idle(): Promise<void>; close(): void };

export type ConsultNowDeps = {
  db: Db;
  requests: ConsultRequestsRepository;
  presence: PresenceRepository;
  settings: ConsultNowSettings;
  calls: CallDeps;
  paymentsDeps: PaymentsDeps;
  payable: PayableAdapter;
  card: BookingCard;
  storage: FileStorage;
  audit: AuditLog;
  notify: Notify;
  /** Whether this deployment takes online payment (Razorpay keys set). */
  online: boolean;
  /** Sends a job to the job runner (the refund due at CONSULT_REFUND_MINUTES); may fail, the sweep backs it. */
  sendJob: (name: string, data: object, startAfter: Date) => Promise<void>;
  /** Offer expiry timers of this process (the sweep job is the safety net). */
  timers: Set<NodeJS.Timeout>;
  matcher: Matcher;
  /** What this process's matching cost the database, for /metrics and the bench (match-requests.ts). */
  figures: MatchFigures;
  /** The time operations started by jobs and timers run at; tests move it. */
  clock: () => Date;
  log: (message: string) => void;
};

/** The job queue of the refunds due when nobody accepts (consult-now-jobs.ts). */
export const REFUND_QUEUE = 'consult-now-refund';

/** The deps without what is built on them (the payable, its payments deps, the matcher): build-consult-now.ts. */
export type ConsultNowBase = Omit<ConsultNowDeps, 'payable' | 'paymentsDeps' | 'matcher'>;

export function createConsultNowBase(ctx: AppContext, calls: CallDeps, card: BookingCard): ConsultNowBase {
  const db = ctx.database.db;
  return {
    db,
    requests: createConsultRequestsRepository(db),
    presence: createPresenceRepository(db),
    settings: {
      offerMs: ctx.env.CONSULT_OFFER_SECONDS * 1000,
      promptMs: ctx.env.CONSULT_PROMPT_MINUTES * 60_000,
      refundMs: ctx.env.CONSULT_REFUND_MINUTES * 60_000,
      presenceTimeoutMs: ctx.env.CONSULT_PRESENCE_TIMEOUT_SECONDS * 1000,
    },
    calls,
    card,
    storage: ctx.storage,
    audit: createAuditLog(db),
    notify: ctx.notifications.notify,
    online: onlinePaymentOf(ctx.env) !== null,
    sendJob: async (name, data, startAfter) => {
      await ctx.jobs.send(name, data, { startAfter });
    },
    timers: new Set<NodeJS.Timeout>(),
    figures: { rounds: 0, offers: 0, ended: 0, statements: 0, seconds: 0 },
    clock: () => new Date(),
    log: (message) => {
      if (ctx.env.NODE_ENV !== 'test') console.warn(`[consult-now] ${message}`);
    },
  };
}
