// Settles a Razorpay payment against our attempt (docs/product-rules.md#payments), whoever brings it: the
// browser's callback, a webhook or the reconciliation job, in any order, twice or at once. The amount and
// currency must be the attempt's, or nothing is paid: money Razorpay captured on it all the same is refused
// (the attempt 'refused') and refunded, once. The attempt is marked captured and the payable paid in one
// transaction, so a crash never leaves the one without the other, and the payable is paid exactly once; a
// payment arriving for a payable that was released, or already paid by another payment, is refunded in full
// and the patient told. Captured money is 'settled' (payments.settled_at) once the payable is paid by it or
// its refund is recorded; the reconciliation job finishes any attempt a crash left unsettled.
import { formatInr } from '@arogya/contracts/constants';
import { AppError } from '../../lib/app-error.ts';
import type { MarkPaidResult } from './payables.ts';
import { notifyPaymentReceived } from './payment-notifications.ts';
import { createPaymentsRepository, type PaymentRow } from './payments.repository.ts';
import { adapterOf, type PaymentsDeps } from './payments-deps.ts';
import type { RazorpayPayment } from './razorpay-client.ts';
import { refundPayment } from './refund-payment.ts';

export type Settlement = 'paid' | 'pending' | 'refunded' | 'failed';

/** The payment does not match the attempt it claims to pay: refused, nothing is paid. */
export class PaymentMismatchError extends AppError {
  constructor(message: string) {
    super('VALIDATION_ERROR', message);
  }
}

const AMOUNT_MISMATCH =
  'The amount paid does not match the amount due, so the payment was not accepted. Please contact support.';

export async function settlePayment(
  deps: PaymentsDeps,
  row: PaymentRow,
  payment: RazorpayPayment,
  now: Date,
): Promise<Settlement> {
  if (payment.order_id !== row.providerOrderId) {
    throw new PaymentMismatchError('This payment belongs to another order. Nothing was charged to yours.');
  }
  if (payment.status === 'failed') {
    await deps.payments.markFailed(row.id, payment.error_description ?? 'Payment failed', now);
    return 'failed';
  }
  if (payment.amount !== row.amountPaise || payment.currency !== row.currency) {
    deps.log(
      `payment ${payment.id}: ${payment.amount} ${payment.currency} does not match ${row.amountPaise} ${row.currency} of ${row.id}`,
    );
    // Captured all the same (auto-capture): the attempt is refused and what was taken is given back.
    if (payment.status === 'captured' || payment.status === 'refunded') await refuse(deps, row, payment, now);
    throw new PaymentMismatchError(AMOUNT_MISMATCH);
  }
  if (payment.status === 'created') return 'pending';
  if (payment.status === 'authorized') {
    await deps.payments.markAuthorized(row.id, payment.id, payment.method ?? null, now);
    return 'pending';
  }
  // captured (or already refunded by Razorpay): the attempt is captured once, whoever comes first.
  return settleCaptured(deps, row, { id: payment.id, method: payment.method ?? null }, now);
}

/**
 * Captures the attempt and pays its payable in one transaction; when the payable can no longer be paid by
 * it (released, or paid by another payment) its money is refunded, once. The attempt is settled at the end.
 * The reconciliation job calls it again for an attempt left captured but unsettled.
 */
export async function settleCaptured(
  deps: PaymentsDeps,
  row: PaymentRow,
  payment: { id: string; method: string | null },
  now: Date,
): Promise<Settlement> {
  const adapter = adapterOf(deps, row.payableKind);
  const result = await deps.db.transaction(async (tx): Promise<MarkPaidResult | 'refused'> => {
    const payments = createPaymentsRepository(tx);
    const captured = await payments.markCaptured(row.id, payment.id, payment.method, now);
    if (!captured) {
      // A payment on a Razorpay order whose earlier payment was refused pays nothing by this attempt.
      const current = await payments.find(row.id);
      if (current?.status === 'refused') return 'refused';
    }
    const paid = await adapter.markPaid(row.payableId, { id: row.id, method: payment.method }, now, tx);
    if (paid === 'paid' || paid === 'already_paid') await payments.markSettled(row.id, now);
    if (paid === 'paid')
      await notifyPaymentReceived(deps.notify, tx, { ...row, providerPaymentId: payment.id });
    return paid;
  });
  if (result === 'paid') await adapter.afterPaid?.(row.payableId, now);
  if (result === 'paid' || result === 'already_paid') return 'paid';
  if (result === 'refused') {
    deps.log(`payment ${payment.id}: made on attempt ${row.id}, refused before; left to support`);
    throw new PaymentMismatchError(AMOUNT_MISMATCH);
  }

  // The payable was released (its hold ran out, or it was cancelled) or is paid by another payment.
  const current = (await deps.payments.find(row.id)) ?? row;
  const duplicate = result === 'duplicate';
  await refundPayment(
    deps,
    current,
    {
      amountPaise: row.amountPaise,
      reason: duplicate ? 'duplicate_payment' : 'late_payment',
      initiatedBy: null,
      note: duplicate
        ? `A second payment of ${formatInr(row.amountPaise)} was received for an order already paid.`
        : `Your payment of ${formatInr(row.amountPaise)} arrived after the order was cancelled.`,
    },
    now,
  );
  await deps.payments.markSettled(row.id, now);
  return 'refunded';
}

/** Records the attempt refused (once) and refunds what Razorpay captured on it, once. */
async function refuse(deps: PaymentsDeps, row: PaymentRow, payment: RazorpayPayment, now: Date) {
  const refused =
    (await deps.payments.markRefused(
      row.id,
      { providerPaymentId: payment.id, method: payment.method ?? null, capturedPaise: payment.amount },
      `Paid ${payment.amount} ${payment.currency} instead of ${row.amountPaise} ${row.currency}: refused and refunded`,
      now,
    )) ?? (await deps.payments.find(row.id));
  if (refused?.status === 'refused' && refused.providerPaymentId === payment.id)
    await refundRefused(deps, refused, now);
}

/** Refunds what was captured on a refused attempt, once (a unique index), and settles it. */
export async function refundRefused(deps: PaymentsDeps, row: PaymentRow, now: Date) {
  const captured = row.capturedPaise ?? row.amountPaise;
  await refundPayment(
    deps,
    row,
    {
      amountPaise: captured,
      reason: 'refused_payment',
      initiatedBy: null,
      note: `A payment of ${formatInr(captured)} did not match the ${formatInr(row.amountPaise)} due, so it was not accepted.`,
    },
    now,
  );
  await deps.payments.markSettled(row.id, now);
}
