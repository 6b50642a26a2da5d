// Sends money back through Razorpay (docs/product-rules.md#payments). Refunds never add up to more than was
// paid (payments.refunded_paise, reserved with the refund in one transaction), and a system cause
// (cancellation, late, duplicate or refused payment) refunds once however often it arrives (a unique index).
// A refund reaches Razorpay once however many instances, sweeps and retries send it: each sender claims the
// row first (refunds.claim_token), sends our refund id as the receipt, in the notes and as Razorpay's
// idempotency key, and a sender finding an earlier claim (its sender crashed, or its answer was lost) first
// asks Razorpay for the payment's refunds and adopts ours when it is there. Razorpay being down leaves the
// refund pending without its id: the reconciliation job sends it later. A refusal fails it only when
// Razorpay has no refund of ours: a repeat refused because the first one went through is that first one.
import { randomUUID } from 'node:crypto';
import { formatInr } from '@arogya/contracts/constants';
import { AppError } from '../../lib/app-error.ts';
import { type AuditLog, createAuditLog } from '../../lib/audit.ts';
import { notifyRefund } from './payment-notifications.ts';
import {
  createPaymentsRepository,
  type PaymentRow,
  type PaymentsRepository,
  type RefundRow,
} from './payments.repository.ts';
import { adapterOf, type PaymentsDeps } from './payments-deps.ts';
import { RAZORPAY_TIMEOUT_MS, RazorpayError, type RazorpayRefund } from './razorpay-client.ts';

export type RefundReason =
  | 'cancelled'
  | 'returned'
  | 'late_payment'
  | 'duplicate_payment'
  | 'refused_payment'
  | 'staff';

/** Refunds of money that did not pay the payable: its payment status is the first payment's, not theirs. */
const LEAVES_PAYABLE: readonly string[] = ['duplicate_payment', 'refused_payment'];

/**
 * A sender's claim on a refund lasts this long: well past the longest a call to Razorpay may take
 * (RAZORPAY_TIMEOUT_MS), so a claim this old belongs to a sender that crashed or gave up, never to one whose
 * request may still reach Razorpay.
 */
export const REFUND_CLAIM_MS = 4 * RAZORPAY_TIMEOUT_MS;

/**
 * Whether a payable was paid online, whatever became of its money since: a staff refund of part of it (refund
 * initiated, refunded, refund failed) leaves the rest to refund when it is cancelled or returned. What is
 * left is worked out by refundPayment; nothing left, nothing is refunded.
 */
export function paidOnline(row: { paymentId: string | null; paymentStatus: string }): boolean {
  return (
    row.paymentId !== null &&
    ['paid', 'refund_pending', 'refunded', 'refund_failed'].includes(row.paymentStatus)
  );
}

export type RefundRequest = {
  amountPaise: number;
  reason: RefundReason;
  /** The staff member refunding by hand (audited); null when the system refunds. */
  initiatedBy: { id: string; roles: readonly string[] } | null;
  /** What the patient is told on the payable's timeline. */
  note: string;
};

export async function refundPayment(
  deps: PaymentsDeps,
  payment: PaymentRow,
  request: RefundRequest,
  now: Date,
): Promise<RefundRow | undefined> {
  // The reservation and a staff refund's audit entry are one transaction: never money sent unaudited.
  const reserved = await deps.db.transaction((tx) =>
    reserveRefund(createPaymentsRepository(tx), createAuditLog(tx), payment, request, now),
  );
  if (!reserved) return undefined;
  if (!reserved.fresh) return reserved.refund;
  return completeRefund(deps, payment, reserved.refund, request, now);
}

/**
 * The database half of a refund: reserved on the payment (and audited when staff refund, in the same
 * transaction when the repository and audit log handed in are one transaction's), on the
 * repository and audit log handed in, so a cancellation or a return may reserve it in its own transaction
 * (a crash then leaves both or neither; completeRefund and the reconciliation job do the rest). `fresh`
 * false: the live refund of the same system cause, reserved before.
 */
export async function reserveRefund(
  payments: PaymentsRepository,
  audit: AuditLog,
  payment: PaymentRow,
  request: RefundRequest,
  now: Date,
): Promise<{ refund: RefundRow; fresh: boolean } | undefined> {
  if (!payment.providerPaymentId || !['captured', 'refunded', 'refused'].includes(payment.status)) {
    throw AppError.rule('Only a completed payment can be refunded.');
  }
  if (request.amountPaise <= 0) return undefined;
  // Staff name an exact amount; the system (and a return) refunds what is left when less than asked.
  const staff = request.reason === 'staff';
  const written = await payments.reserveRefund(
    {
      id: randomUUID(),
      paymentId: payment.id,
      amountPaise: request.amountPaise,
      status: 'pending',
      reason: request.reason,
      initiatedBy: request.initiatedBy?.id ?? null,
      createdAt: now,
      updatedAt: now,
    },
    staff ? 'exact' : 'capped',
  );
  if (written === 'duplicate') {
    const live = await payments.liveRefundFor(payment.id, request.reason);
    return live ? { refund: live, fresh: false } : undefined;
  }
  if (written === 'exhausted') {
    if (!staff) return undefined;
    const fresh = (await payments.find(payment.id)) ?? payment;
    throw AppError.rule(
      `At most ${formatInr((fresh.capturedPaise ?? fresh.amountPaise) - fresh.refundedPaise)} of this payment can still be refunded.`,
    );
  }
  if (request.initiatedBy) {
    await audit.record({
      actor: request.initiatedBy,
      action: 'payment.refund',
      subjectUserId: payment.userId,
      resourceType: payment.payableKind,
      resourceId: payment.payableId,
      meta: {
        paymentId: payment.id,
        refundId: written.id,
        amountPaise: written.amountPaise,
        reason: request.reason,
      },
    });
  }
  return { refund: written, fresh: true };
}

/**
 * After a refund is reserved (and committed): the payable says a refund is on its way, the patient is told,
 * and it is sent to Razorpay. A crash before this leaves it pending and unsent: the job sends it.
 */
export async function completeRefund(
  deps: PaymentsDeps,
  payment: PaymentRow,
  refund: RefundRow,
  request: Pick<RefundRequest, 'reason' | 'note'>,
  now: Date,
): Promise<RefundRow | undefined> {
  const adapter = adapterOf(deps, payment.payableKind);
  await deps.db.transaction(async (tx) => {
    // A refund of a second (duplicate) or refused payment leaves the payable as it stands (as applyRefundOutcome does).
    if (!LEAVES_PAYABLE.includes(request.reason))
      await adapter.setPaymentStatus(payment.payableId, 'refund_pending', now, tx);
    await adapter.tell(
      payment.payableId,
      `${request.note} Refund of ${formatInr(refund.amountPaise)} initiated.`,
      tx,
    );
    await notifyRefund(deps.notify, tx, payment, refund, 'initiated');
  });
  await sendRefund(deps, payment, refund.id, refund.amountPaise, now);
  return (await deps.payments.refundsOf([payment.id])).find((r) => r.id === refund.id);
}

/** Our refund id on a Razorpay refund: its notes' refund_id, else its receipt. */
export function ourRefundId(refund: RazorpayRefund): string | undefined {
  const noted = Array.isArray(refund.notes) ? undefined : refund.notes?.refund_id;
  return typeof noted === 'string' ? noted : (refund.receipt ?? undefined);
}

/**
 * Asks Razorpay for the refund, once: claimed first, so a second sender (another instance, another sweep, a
 * retry) finds it taken and leaves it. A claim older than REFUND_CLAIM_MS means an earlier sender's outcome
 * is unknown: Razorpay is asked for the payment's refunds before anything is sent again. A refusal fails the
 * refund (the patient's payable says so) unless Razorpay holds ours after all; an outage leaves it claimed
 * until the claim lapses, then the reconciliation job asks and sends again.
 */
export async function sendRefund(
  deps: PaymentsDeps,
  payment: PaymentRow,
  refundId: string,
  amountPaise: number,
  now: Date,
): Promise<void> {
  const razorpay = deps.razorpay;
  const providerPaymentId = payment.providerPaymentId;
  if (!razorpay || !providerPaymentId) return;
  const token = randomUUID();
  const claim = await deps.payments.claimRefund(
    refundId,
    token,
    now,
    new Date(now.getTime() - REFUND_CLAIM_MS),
  );
  if (!claim) return;
  const adopt = async (): Promise<boolean> => {
    const theirs = (await razorpay.fetchPaymentRefunds(providerPaymentId)).find(
      (r) => ourRefundId(r) === refundId,
    );
    if (theirs) await recordSent(deps, refundId, theirs, now);
    return theirs !== undefined;
  };
  try {
    if (claim.sendAttempts > 1) {
      let found: boolean;
      try {
        found = await adopt();
      } catch (err) {
        // Nothing was sent by this sender: the next sweep may ask again at once.
        await deps.payments.releaseRefundClaim(refundId, token);
        throw err;
      }
      if (found) return;
    }
    const refund = await razorpay.refund(providerPaymentId, {
      amountPaise,
      receipt: refundId,
      notes: { refund_id: refundId, payable: `${payment.payableKind}:${payment.payableId}` },
      idempotencyKey: refundId,
    });
    await recordSent(deps, refundId, refund, now);
  } catch (err) {
    // 409: Razorpay is still making the refund of this idempotency key; its outcome comes later.
    if (err instanceof RazorpayError && err.statusCode !== 409) {
      try {
        if (await adopt()) return;
      } catch (lookup) {
        // Refused, so this request made nothing; Razorpay could not say whether an earlier one did: the
        // next sweep asks again.
        await deps.payments.releaseRefundClaim(refundId, token);
        deps.log(`refund ${refundId} refused, Razorpay not asked: ${String(lookup)}`);
        return;
      }
      await applyRefundOutcome(deps, refundId, 'failed', err.message, now);
      return;
    }
    deps.log(`refund ${refundId} not sent yet: ${err instanceof Error ? err.message : String(err)}`);
  }
}

/** Razorpay has the refund: its id is recorded (the claim ends) and a settled outcome applied. */
async function recordSent(deps: PaymentsDeps, refundId: string, refund: RazorpayRefund, now: Date) {
  await deps.payments.setRefundProviderId(refundId, refund.id, now);
  if (refund.status !== 'pending') await applyRefundOutcome(deps, refundId, refund.status, null, now);
}

/**
 * pending -> processed or failed, once; the payment and the payable follow, in the same transaction: a crash
 * anywhere in it leaves the refund pending and everything as it was, so the next webhook or sweep (which
 * reads pending refunds only) applies the whole outcome, once. The payment row is locked first, so two
 * refunds of one payment settling at once take turns and the second sees the first's outcome.
 */
export async function applyRefundOutcome(
  deps: PaymentsDeps,
  refundId: string,
  outcome: 'processed' | 'failed',
  reason: string | null,
  now: Date,
): Promise<void> {
  const pending = await deps.payments.findRefund(refundId);
  if (pending?.status !== 'pending') return;
  const attempt = await deps.payments.find(pending.paymentId);
  if (!attempt) return;
  const adapter = adapterOf(deps, attempt.payableKind);
  await deps.db.transaction(async (tx) => {
    const payments = createPaymentsRepository(tx);
    const payment = (await payments.findForUpdate(attempt.id)) ?? attempt;
    const refund = await payments.settleRefund(refundId, outcome, reason, now);
    if (!refund) return;
    if (outcome === 'processed') {
      const whole =
        (await payments.processedRefundTotal(payment.id)) >= (payment.capturedPaise ?? payment.amountPaise);
      if (whole) await payments.markRefunded(payment.id, now);
      // A refund of a second (duplicate) payment leaves the payable paid by the first. A staff refund of part
      // of the payment (a late collection, say) leaves it paid too, its timeline saying what came back, or
      // waiting while another refund of it is still on its way (docs/product-rules.md#orders-returns-and-refunds).
      if (refund.reason === 'staff' && !whole) {
        const waiting = (await payments.refundsOf([payment.id])).some((r) => r.status === 'pending');
        await adapter.setPaymentStatus(payment.payableId, waiting ? 'refund_pending' : 'paid', now, tx);
      } else if (!LEAVES_PAYABLE.includes(refund.reason))
        await adapter.setPaymentStatus(payment.payableId, 'refunded', now, tx);
      await adapter.tell(
        payment.payableId,
        `Refund of ${formatInr(refund.amountPaise)} processed to your original payment method.`,
        tx,
      );
      await notifyRefund(deps.notify, tx, payment, refund, 'processed');
    } else {
      if (!LEAVES_PAYABLE.includes(refund.reason))
        await adapter.setPaymentStatus(payment.payableId, 'refund_failed', now, tx);
      await adapter.tell(
        payment.payableId,
        `Refund of ${formatInr(refund.amountPaise)} could not be processed. Our team will contact you.`,
        tx,
      );
    }
  });
}
