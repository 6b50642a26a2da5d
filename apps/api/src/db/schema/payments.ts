// Online payments through Razorpay (docs/product-rules.md#payments). A payment row is one attempt: one
// Razorpay order for one payable (a medicine order now; lab bookings, appointments and the health card by
// kind), created -> authorized | captured | failed, captured -> refunded. The database holds the rules that
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
    // The admin list, newest first, all or by kind (modules/payments/QUERY-PLANS.md).
    index('payments_created_idx').on(t.createdAt, t.id),
    // A person's payments (the data export; the account deletion's cascade).
    index('payments_user_created_idx').on(t.userId, t.createdAt),
    index('payments_kind_created_idx').on(t.payableKind, t.createdAt),
    // Its search by part of our reference or Razorpay's order or payment id (ILIKE '%q%').
    index('payments_reference_trgm_idx').using('gin', sql`${t.reference} gin_trgm_ops`),
    index('payments_provider_order_trgm_idx').using('gin', sql`${t.providerOrderId} gin_trgm_ops`),
    index('payments_provider_payment_trgm_idx').using('gin', sql`${t.providerPaymentId} gin_trgm_ops`),
    check('payments_status', sql`${t.status} IN ('created', 'authorized', 'captured', 'failed', 'refunded')`),
    check(
      'payments_kind',
      sql`${t.payableKind} IN ('medicine_order', 'lab_booking', 'appointment', 'health_card')`,
    ),
    check('payments_amount', sql`${t.amountPaise} >= 100`),
    check('payments_refunded', sql`${t.refundedPaise} >= 0 AND ${t.refundedPaise} <= ${t.amountPaise}`),
    check(
      'payments_captured_has_payment',
      sql`${t.status} NOT IN ('captured', 'refunded') OR ${t.providerPaymentId} IS NOT NULL`,
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
    /** Why: 'cancelled', 'returned', 'late_payment', 'duplicate_payment', 'staff'. */
    reason: text('reason').notNull(),
    providerRefundId: text('provider_refund_id'),
    /** The staff member who refunded by hand; null when the system did (cancellation, late payment). */
    initiatedBy: text('initiated_by'),
    errorReason: text('error_reason'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refunds_provider_refund_unique').on(t.providerRefundId),
    // One live refund per system cause: a cancellation, a late payment or a duplicate arriving twice (or
    // at once) refunds once. Staff refunds and returns may be several, bounded by payments.refunded_paise.
    uniqueIndex('refunds_one_live_per_cause')
      .on(t.paymentId, t.reason)
      .where(
        sql`${t.status} <> 'failed' AND ${t.reason} IN ('cancelled', 'late_payment', 'duplicate_payment')`,
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
