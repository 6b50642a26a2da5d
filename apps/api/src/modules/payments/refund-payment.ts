// Sends money back through Razorpay (docs/product-rules.md#payments). Refunds never add up to more than was
// paid (payments.refunded_paise, reserved with the refund in one transaction), and a system cause
// (cancellation, late payment, duplicate) refunds once however often it arrives (a unique index).
// Razorpay being down leaves the refund pending without its id: the reconciliation job sends it later.
import { randomUUID } from 'node:crypto';
import { formatInr } from '@arogya/contracts/constants';
import { AppError } from '../../lib/app-error.ts';
import type { PaymentRow, RefundRow } from './payments.repository.ts';
import { adapterOf, type PaymentsDeps } from './payments-deps.ts';
import { RazorpayError } from './razorpay-client.ts';

export type RefundReason = 'cancelled' | 'returned' | 'late_payment' | 'duplicate_payment' | 'staff';

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
  if (!payment.providerPaymentId || !['captured', 'refunded'].includes(payment.status)) {
    throw AppError.rule('Only a completed payment can be refunded.');
  }
  if (request.amountPaise <= 0) return undefined;
  // Staff name an exact amount; the system (and a return) refunds what is left when less than asked.
  const staff = request.reason === 'staff';
  const written = await deps.payments.reserveRefund(
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
  if (written === 'duplicate') return deps.payments.liveRefundFor(payment.id, request.reason);
  if (written === 'exhausted') {
    if (!staff) return undefined;
    const fresh = (await deps.payments.find(payment.id)) ?? payment;
    throw AppError.rule(
      `At most ${formatInr(fresh.amountPaise - fresh.refundedPaise)} of this payment can still be refunded.`,
    );
  }
  const { id, amountPaise: amount } = written;
  const adapter = adapterOf(deps, payment.payableKind);
  // A refund of a second (duplicate) payment leaves the payable paid by the first (as applyRefundOutcome does).
  if (request.reason !== 'duplicate_payment')
    await adapter.setPaymentStatus(payment.payableId, 'refund_pending', now);
  await adapter.tell(payment.payableId, `${request.note} Refund of ${formatInr(amount)} initiated.`);
  if (request.initiatedBy) {
    await deps.audit.record({
      actor: request.initiatedBy,
      action: 'payment.refund',
      subjectUserId: payment.userId,
      resourceType: payment.payableKind,
      resourceId: payment.payableId,
      meta: { paymentId: payment.id, refundId: id, amountPaise: amount, reason: request.reason },
    });
  }
  await sendRefund(deps, payment, id, amount, now);
  return (await deps.payments.refundsOf([payment.id])).find((r) => r.id === id);
}

/** Asks Razorpay for the refund; a refusal fails it (the patient's payable says so), an outage leaves it for later. */
export async function sendRefund(
  deps: PaymentsDeps,
  payment: PaymentRow,
  refundId: string,
  amountPaise: number,
  now: Date,
): Promise<void> {
  const razorpay = deps.razorpay;
  if (!razorpay || !payment.providerPaymentId) return;
  try {
    const refund = await razorpay.refund(payment.providerPaymentId, {
      amountPaise,
      receipt: refundId,
      notes: { refund_id: refundId, payable: `${payment.payableKind}:${payment.payableId}` },
    });
    await deps.payments.setRefundProviderId(refundId, refund.id, now);
    if (refund.status !== 'pending') await applyRefundOutcome(deps, refundId, refund.status, null, now);
  } catch (err) {
    if (err instanceof RazorpayError) {
      await applyRefundOutcome(deps, refundId, 'failed', err.message, now);
      return;
    }
    deps.log(`refund ${refundId} not sent yet: ${err instanceof Error ? err.message : String(err)}`);
  }
}

/** pending -> processed or failed, once; the payment and the payable follow. */
export async function applyRefundOutcome(
  deps: PaymentsDeps,
  refundId: string,
  outcome: 'processed' | 'failed',
  reason: string | null,
  now: Date,
): Promise<void> {
  const refund = await deps.payments.settleRefund(refundId, outcome, reason, now);
  if (!refund) return;
  const payment = await deps.payments.find(refund.paymentId);
  if (!payment) return;
  const adapter = adapterOf(deps, payment.payableKind);
  if (outcome === 'processed') {
    const whole = (await deps.payments.processedRefundTotal(payment.id)) >= payment.amountPaise;
    if (whole) await deps.payments.markRefunded(payment.id, now);
    // A refund of a second (duplicate) payment leaves the payable paid by the first. A staff refund of part
    // of the payment (a late collection, say) leaves it paid too, its timeline saying what came back, or
    // waiting while another refund of it is still on its way (docs/product-rules.md#orders-returns-and-refunds).
    if (refund.reason === 'staff' && !whole) {
      const pending = (await deps.payments.refundsOf([payment.id])).some((r) => r.status === 'pending');
      await adapter.setPaymentStatus(payment.payableId, pending ? 'refund_pending' : 'paid', now);
    } else if (refund.reason !== 'duplicate_payment')
      await adapter.setPaymentStatus(payment.payableId, 'refunded', now);
    await adapter.tell(
      payment.payableId,
      `Refund of ${formatInr(refund.amountPaise)} processed to your original payment method.`,
    );
  } else {
    if (refund.reason !== 'duplicate_payment')
      await adapter.setPaymentStatus(payment.payableId, 'refund_failed', now);
    await adapter.tell(
      payment.payableId,
      `Refund of ${formatInr(refund.amountPaise)} could not be processed. Our team will contact you.`,
    );
  }
}
