// The only place that writes payments, refunds and webhook events. Every change of status is one
// conditional UPDATE, so a callback, a webhook and a job arriving together move a row once; the unique
// indexes of db/schema/payments.ts refuse a second open attempt, a second live refund of one cause and a
// repeated event; payments.refunded_paise, kept in the refund's own transaction, bounds what refunds add up to.
import { and, desc, eq, ilike, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payments, paymentWebhookEvents, refunds } from '../../db/schema/payments.ts';
import { users } from '../../db/schema/users.ts';
import { cappedTotal, countLimit } from '../../lib/capped-total.ts';

/** The admin list counts matches up to here, then says "1,000+" (docs/product-rules.md#catalogue-counts). */
const LIST_TOTAL_CAP = 1000;
export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
const PG_UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(err: unknown): boolean {
  let e: unknown = err;
  for (let i = 0; i < 3 && e; i += 1) {
    if ((e as { code?: string }).code === PG_UNIQUE_VIOLATION) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

export function createPaymentsRepository(db: Db) {
  return {
    /** Inserts an attempt; false when the payable already has an open one (the unique index said so). */
    async insert(row: typeof payments.$inferInsert): Promise<boolean> {
      try {
        await db.insert(payments).values(row);
        return true;
      } catch (err) {
        if (isUniqueViolation(err)) return false;
        throw err;
      }
    },

    async find(id: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.id, id));
      return row;
    },

    /**
     * The attempt, its row locked until the transaction `db` is ends: refunds of one payment settling at
     * once take turns, so the last to settle sees every other's outcome (refund-payment.ts).
     */
    async findForUpdate(id: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.id, id)).for('update');
      return row;
    },

    async byProviderOrder(providerOrderId: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.providerOrderId, providerOrderId));
      return row;
    },

    async byProviderPayment(providerPaymentId: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.providerPaymentId, providerPaymentId));
      return row;
    },

    async openFor(kind: string, payableId: string): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.payableKind, kind),
            eq(payments.payableId, payableId),
            inArray(payments.status, ['created', 'authorized']),
          ),
        );
      return row;
    },

    /** Every attempt for these payables, newest first. */
    async ofPayables(kind: string, payableIds: string[]): Promise<PaymentRow[]> {
      if (payableIds.length === 0) return [];
      return db
        .select()
        .from(payments)
        .where(and(eq(payments.payableKind, kind), inArray(payments.payableId, payableIds)))
        .orderBy(desc(payments.createdAt));
    },

    /** Attempts still open that were started before `before` (for reconciliation). */
    async openBefore(before: Date, limit = 100): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(and(inArray(payments.status, ['created', 'authorized']), lt(payments.createdAt, before)))
        .orderBy(payments.createdAt)
        .limit(limit);
    },

    /** created/authorized/failed -> captured, once; undefined when it was already captured or refunded. */
    async markCaptured(id: string, providerPaymentId: string, method: string | null, now: Date) {
      const [row] = await db
        .update(payments)
        .set({
          status: 'captured',
          providerPaymentId,
          method,
          capturedAt: now,
          capturedPaise: sql`${payments.amountPaise}`,
          updatedAt: now,
          errorReason: null,
        })
        .where(and(eq(payments.id, id), inArray(payments.status, ['created', 'authorized', 'failed'])))
        .returning();
      return row;
    },

    /**
     * created/authorized/failed -> refused, once: Razorpay captured `capturedPaise` on it, not the amount due,
     * and that money is refunded (settle-payment.ts). Undefined when it had already moved.
     */
    async markRefused(
      id: string,
      payment: { providerPaymentId: string; method: string | null; capturedPaise: number },
      reason: string,
      now: Date,
    ) {
      const [row] = await db
        .update(payments)
        .set({
          status: 'refused',
          providerPaymentId: payment.providerPaymentId,
          method: payment.method,
          capturedPaise: payment.capturedPaise,
          capturedAt: now,
          errorReason: reason,
          updatedAt: now,
        })
        .where(and(eq(payments.id, id), inArray(payments.status, ['created', 'authorized', 'failed'])))
        .returning();
      return row;
    },

    /** Its captured money is settled: the payable paid by it, or its refund recorded. */
    async markSettled(id: string, now: Date) {
      await db
        .update(payments)
        .set({ settledAt: now })
        .where(and(eq(payments.id, id), isNull(payments.settledAt)));
    },

    /**
     * Captured or refused attempts whose money was not settled, captured before `before`: what a crash
     * between capturing and paying the payable (or refunding) left (reconcile-payments.ts).
     */
    async unsettledBefore(before: Date, limit = 100): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(
          and(
            isNull(payments.settledAt),
            inArray(payments.status, ['captured', 'refused']),
            lt(payments.capturedAt, before),
          ),
        )
        .orderBy(payments.capturedAt)
        .limit(limit);
    },

    async markAuthorized(id: string, providerPaymentId: string, method: string | null, now: Date) {
      const [row] = await db
        .update(payments)
        .set({ status: 'authorized', providerPaymentId, method, updatedAt: now })
        .where(and(eq(payments.id, id), eq(payments.status, 'created')))
        .returning();
      return row;
    },

    /** created/authorized -> failed (a later successful payment on the same Razorpay order still captures). */
    async markFailed(id: string, reason: string | null, now: Date) {
      const [row] = await db
        .update(payments)
        .set({ status: 'failed', errorReason: reason, updatedAt: now })
        .where(and(eq(payments.id, id), inArray(payments.status, ['created', 'authorized'])))
        .returning();
      return row;
    },

    async markRefunded(id: string, now: Date) {
      await db
        .update(payments)
        .set({ status: 'refunded', updatedAt: now })
        .where(and(eq(payments.id, id), eq(payments.status, 'captured')));
    },

    /**
     * Records a refund and reserves its amount on the payment, in one transaction with the payment row
     * locked, so refunds racing each other never add up to more than was paid. `capped` (a system refund)
     * refunds what is left when less than asked; otherwise more than what is left is refused. Answers the
     * refund written, 'exhausted' when nothing (or not enough) is left, or 'duplicate' when a live refund
     * of the same system cause exists (the unique index said so).
     */
    async reserveRefund(
      row: typeof refunds.$inferInsert,
      mode: 'capped' | 'exact',
    ): Promise<RefundRow | 'exhausted' | 'duplicate'> {
      try {
        return await db.transaction(async (tx) => {
          const [payment] = await tx
            .select({
              amountPaise: payments.amountPaise,
              capturedPaise: payments.capturedPaise,
              refundedPaise: payments.refundedPaise,
            })
            .from(payments)
            .where(eq(payments.id, row.paymentId))
            .for('update');
          if (!payment) return 'exhausted' as const;
          const left = (payment.capturedPaise ?? payment.amountPaise) - payment.refundedPaise;
          const amountPaise = mode === 'capped' ? Math.min(row.amountPaise, left) : row.amountPaise;
          if (amountPaise <= 0 || amountPaise > left) return 'exhausted' as const;
          await tx
            .update(payments)
            .set({ refundedPaise: sql`${payments.refundedPaise} + ${amountPaise}` })
            .where(eq(payments.id, row.paymentId));
          const [written] = await tx
            .insert(refunds)
            .values({ ...row, amountPaise })
            .returning();
          if (!written) throw new Error('refund vanished after insert');
          return written;
        });
      } catch (err) {
        if (isUniqueViolation(err)) return 'duplicate';
        throw err;
      }
    },

    /** The live refund of a system cause (the one a repeated cancellation or late payment meets). */
    async liveRefundFor(paymentId: string, reason: string): Promise<RefundRow | undefined> {
      const [row] = await db
        .select()
        .from(refunds)
        .where(
          and(
            eq(refunds.paymentId, paymentId),
            eq(refunds.reason, reason),
            sql`${refunds.status} <> 'failed'`,
          ),
        )
        .limit(1);
      return row;
    },

    async findRefund(id: string): Promise<RefundRow | undefined> {
      const [row] = await db.select().from(refunds).where(eq(refunds.id, id));
      return row;
    },

    /** What the payment's processed refunds add up to. */
    async processedRefundTotal(paymentId: string): Promise<number> {
      const [row] = await db
        .select({ total: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)::int` })
        .from(refunds)
        .where(and(eq(refunds.paymentId, paymentId), eq(refunds.status, 'processed')));
      return Number(row?.total ?? 0);
    },

    async refundsOf(paymentIds: string[]): Promise<RefundRow[]> {
      if (paymentIds.length === 0) return [];
      return db
        .select()
        .from(refunds)
        .where(inArray(refunds.paymentId, paymentIds))
        .orderBy(desc(refunds.createdAt));
    },

    async refundByProviderId(providerRefundId: string): Promise<RefundRow | undefined> {
      const [row] = await db.select().from(refunds).where(eq(refunds.providerRefundId, providerRefundId));
      return row;
    },

    /** Razorpay has it under this id: it is sent, and no longer claimed by a sender. */
    async setRefundProviderId(id: string, providerRefundId: string, now: Date) {
      await db
        .update(refunds)
        .set({ providerRefundId, updatedAt: now, claimToken: null })
        .where(and(eq(refunds.id, id), sql`${refunds.providerRefundId} IS NULL`));
    },

    /**
     * Claims a pending refund not yet known to Razorpay for one sender, in one conditional UPDATE: only when
     * nobody holds it, or the claim was made before `staleBefore` (its sender crashed or its call timed
     * out). The refund with its count of claims, or undefined when it is sent, settled or held by another.
     */
    async claimRefund(id: string, token: string, now: Date, staleBefore: Date) {
      const [row] = await db
        .update(refunds)
        .set({ claimToken: token, claimedAt: now, sendAttempts: sql`${refunds.sendAttempts} + 1` })
        .where(
          and(
            eq(refunds.id, id),
            eq(refunds.status, 'pending'),
            isNull(refunds.providerRefundId),
            or(isNull(refunds.claimToken), lt(refunds.claimedAt, staleBefore)),
          ),
        )
        .returning();
      return row;
    },

    /** Gives up this sender's claim (nothing reached Razorpay), so the next sweep may send it at once. */
    async releaseRefundClaim(id: string, token: string) {
      await db
        .update(refunds)
        .set({ claimToken: null })
        .where(and(eq(refunds.id, id), eq(refunds.claimToken, token)));
    },

    /**
     * pending -> processed or failed, once; undefined when it had already moved. A failed refund gives its
     * amount back to what may still be refunded, in the same transaction.
     */
    async settleRefund(id: string, status: 'processed' | 'failed', reason: string | null, now: Date) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(refunds)
          .set({ status, errorReason: reason, updatedAt: now })
          .where(and(eq(refunds.id, id), eq(refunds.status, 'pending')))
          .returning();
        if (row && status === 'failed') {
          await tx
            .update(payments)
            .set({ refundedPaise: sql`${payments.refundedPaise} - ${row.amountPaise}` })
            .where(eq(payments.id, row.paymentId));
        }
        return row;
      });
    },

    /**
     * Refunds asked for but not known to be accepted by Razorpay (it was down, or its answer was lost), and
     * claimed by no live sender: retried by the reconciliation job, which claims each before sending.
     */
    async unsentRefunds(before: Date, staleBefore: Date, limit = 50): Promise<RefundRow[]> {
      return db
        .select()
        .from(refunds)
        .where(
          and(
            eq(refunds.status, 'pending'),
            isNull(refunds.providerRefundId),
            lt(refunds.createdAt, before),
            or(isNull(refunds.claimToken), lt(refunds.claimedAt, staleBefore)),
          ),
        )
        .orderBy(refunds.createdAt)
        .limit(limit);
    },

    async sentPendingRefunds(before: Date, limit = 50): Promise<RefundRow[]> {
      return db
        .select()
        .from(refunds)
        .where(
          and(
            eq(refunds.status, 'pending'),
            sql`${refunds.providerRefundId} IS NOT NULL`,
            lt(refunds.updatedAt, before),
          ),
        )
        .limit(limit);
    },

    /** Records a webhook event; false when this event id was handled before. */
    /**
     * The admin console's list: newest first, filtered, one page, and the total counted up to
     * LIST_TOTAL_CAP only (an exact count(*) would read every payment; modules/payments/QUERY-PLANS.md).
     */
    async list(
      where: { status?: string; kind?: string; q?: string },
      page: { limit: number; offset: number },
    ) {
      const like = where.q ? `%${where.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
      const cond = and(
        where.status ? eq(payments.status, where.status) : undefined,
        where.kind ? eq(payments.payableKind, where.kind) : undefined,
        like
          ? or(
              ilike(payments.reference, like),
              ilike(payments.providerPaymentId, like),
              ilike(payments.providerOrderId, like),
            )
          : undefined,
      );
      const rows = await db
        .select({ payment: payments, payerName: users.name, payerEmail: users.email })
        .from(payments)
        .innerJoin(users, eq(users.id, payments.userId))
        .where(cond)
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(page.limit)
        .offset(page.offset);
      const countTo = countLimit(page.offset, page.limit, LIST_TOTAL_CAP);
      const capped = (await db.execute(sql`
        select count(*)::int as n from (
          select 1 from ${payments} where ${cond ?? sql`true`} limit ${countTo + 1}) m`)) as unknown as {
        rows: { n: number }[];
      };
      return { rows, ...cappedTotal(Number(capped.rows[0]?.n ?? 0), countTo) };
    },

    async payerOf(userId: string): Promise<{ name: string; email: string | null }> {
      const [row] = await db
        .select({ name: users.name, email: users.email })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? { name: '', email: '' };
    },

    async recordEvent(eventId: string, event: string, payload: unknown): Promise<boolean> {
      const rows = await db
        .insert(paymentWebhookEvents)
        .values({ eventId, event, payload })
        .onConflictDoNothing()
        .returning({ eventId: paymentWebhookEvents.eventId });
      return rows.length > 0;
    },

    async forgetEvent(eventId: string) {
      await db.delete(paymentWebhookEvents).where(eq(paymentWebhookEvents.eventId, eventId));
    },
  };
}
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
