// Online payments through Razorpay (docs/product-rules.md#payments). A payment row is one attempt: one
// Razorpay order for one payable (a medicine order now; lab bookings, appointments and the health card by
// kind), created -> authorized | captured | failed | refused, captured -> refunded. 'refused': Razorpay
// captured money on it that was not the amount due, which we did not accept and refund. The database holds the rules that
// make money move once: one open attempt per payable, a Razorpay order or payment recorded once, refunds
// that never add up to more than was paid (refunded_paise, kept with each refund in one transaction and
// bounded by a check), one live refund per system cause, each webhook event handled once.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    payableKind: text('payable_kind').notNull(),
    payableId: text('payable_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Our number for what is paid (the Razorpay order's receipt), e.g. ORD-2026-1001. */
    reference: text('reference').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    status: text('status').notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    providerPaymentId: text('provider_payment_id'),
    method: text('method'),
    errorReason: text('error_reason'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    capturedAt: at('captured_at'),
    /** What its live (pending or processed) refunds add up to; a failed refund gives its amount back. */
    refundedPaise: integer('refunded_paise').notNull().default(0),
    /** What Razorpay captured on it: the amount due, or on a refused attempt what was paid instead. */
    capturedPaise: integer('captured_paise'),
    /**
     * When its captured money was settled: the payable marked paid by it, or its refund recorded (a late,
     * duplicate or refused payment). A captured or refused attempt without it is finished by the
     * reconciliation job (modules/payments/reconcile-payments.ts).
     */
    settledAt: at('settled_at'),
  },
  (t) => [
    uniqueIndex('payments_provider_order_unique').on(t.providerOrderId),
    uniqueIndex('payments_provider_payment_unique').on(t.providerPaymentId),
    // One open attempt per payable: a second 'start paying' reuses it instead of opening another.
    uniqueIndex('payments_one_open_per_payable')
      .on(t.payableKind, t.payableId)
      .where(sql`${t.status} IN ('created', 'authorized')`),
    index('payments_payable_idx').on(t.payableKind, t.payableId),
    index('payments_status_created_idx').on(t.status, t.createdAt),
    // Captured money not yet settled (the reconciliation job's list; empty but for a crash's leftovers).
    index('payments_unsettled_idx')
      .on(t.capturedAt)
      .where(sql`${t.settledAt} IS NULL AND ${t.status} IN ('captured', 'refused')`),
    // The admin list, newest first, all or by kind (modules/payments/QUERY-PLANS.md).
    index('payments_created_idx').on(t.createdAt, t.id),
    // A person's payments (the data export; the account deletion's cascade).
    index('payments_user_created_idx').on(t.userId, t.createdAt),
    index('payments_kind_created_idx').on(t.payableKind, t.createdAt),
    // Its search by part of our reference or Razorpay's order or payment id (ILIKE '%q%').
    index('payments_reference_trgm_idx').using('gin', sql`${t.reference} gin_trgm_ops`),
    index('payments_provider_order_trgm_idx').using('gin', sql`${t.providerOrderId} gin_trgm_ops`),
    index('payments_provider_payment_trgm_idx').using('gin', sql`${t.providerPaymentId} gin_trgm_ops`),
    check(
      'payments_status',
      sql`${t.status} IN ('created', 'authorized', 'captured', 'failed', 'refunded', 'refused')`,
    ),
    check(
      'payments_kind',
      sql`${t.payableKind} IN ('medicine_order', 'lab_booking', 'appointment', 'health_card', 'consult_request')`,
    ),
    check('payments_amount', sql`${t.amountPaise} >= 100`),
    check(
      'payments_refunded',
      sql`${t.refundedPaise} >= 0 AND ${t.refundedPaise} <= coalesce(${t.capturedPaise}, ${t.amountPaise})`,
    ),
    check(
      'payments_captured_has_payment',
      sql`${t.status} NOT IN ('captured', 'refunded', 'refused') OR ${t.providerPaymentId} IS NOT NULL`,
    ),
  ],
);

export const refunds = pgTable(
  'refunds',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status').notNull(),
    /** Why: 'cancelled', 'returned', 'late_payment', 'duplicate_payment', 'refused_payment', 'staff'. */
    reason: text('reason').notNull(),
    providerRefundId: text('provider_refund_id'),
    /** The staff member who refunded by hand; null when the system did (cancellation, late payment). */
    initiatedBy: text('initiated_by'),
    errorReason: text('error_reason'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    /**
     * Sending it to Razorpay (modules/payments/refund-payment.ts): one sender at a time claims it (a fresh
     * token and the time) before the call; a claim older than REFUND_CLAIM_MS is one whose sender crashed
     * or timed out, and the next sender asks Razorpay for it before sending again.
     */
    claimToken: text('claim_token'),
    claimedAt: at('claimed_at'),
    /** Claims made so far: above one, an earlier send may have reached Razorpay. */
    sendAttempts: integer('send_attempts').notNull().default(0),
  },
  (t) => [
    uniqueIndex('refunds_provider_refund_unique').on(t.providerRefundId),
    // One live refund per system cause: a cancellation, a late, duplicate or refused payment arriving twice
    // (or at once) refunds once. Staff refunds and returns may be several, bounded by payments.refunded_paise.
    uniqueIndex('refunds_one_live_per_cause')
      .on(t.paymentId, t.reason)
      .where(
        sql`${t.status} <> 'failed' AND ${t.reason} IN ('cancelled', 'late_payment', 'duplicate_payment', 'refused_payment')`,
      ),
    index('refunds_payment_idx').on(t.paymentId, t.createdAt),
    index('refunds_status_idx').on(t.status, t.createdAt),
    check('refunds_status', sql`${t.status} IN ('pending', 'processed', 'failed')`),
    check('refunds_amount', sql`${t.amountPaise} > 0`),
  ],
);

/** Razorpay webhook events already handled, by their X-Razorpay-Event-Id. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  eventId: text('event_id').primaryKey(),
  event: text('event').notNull(),
  payload: jsonb('payload').notNull(),
  receivedAt: at('received_at').notNull().defaultNow(),
});
