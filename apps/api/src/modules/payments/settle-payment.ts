// Settles a Razorpay payment against our attempt (docs/product-rules.md#payments), whoever brings it: the
// browser's callback, a webhook or the reconciliation job, in any order, twice or at once. The amount and
// currency must be the attempt's, or nothing is paid. The attempt is marked captured and the payable paid
// each by one conditional UPDATE, so the payable is paid exactly once; a payment arriving for a payable that
// was released, or already paid by another payment, is refunded in full and the patient told.
import { formatInr } from '@arogya/contracts/constants';
import { AppError } from '../../lib/app-error.ts';
import type { PaymentRow } from './payments.repository.ts';
import { adapterOf, type PaymentsDeps } from './payments-deps.ts';
import type { RazorpayPayment } from './razorpay-client.ts';
import { refundPayment } from './refund-payment.ts';

export type Settlement = 'paid' | 'pending' | 'refunded' | 'failed';

/** The payment does not match the attempt it claims to pay: refused, nothing changes. */
export class PaymentMismatchError extends AppError {
  constructor(message: string) {
    super('VALIDATION_ERROR', message);
  }
}

export async function settlePayment(
  deps: PaymentsDeps,
  row: PaymentRow,
  payment: RazorpayPayment,
  now: Date,
): Promise<Settlement> {
  if (payment.order_id !== row.providerOrderId) {
    throw new PaymentMismatchError('This payment belongs to another order. Nothing was charged to yours.');
  }
  if (payment.amount !== row.amountPaise || payment.currency !== row.currency) {
    deps.log(
      `payment ${payment.id}: ${payment.amount} ${payment.currency} does not match ${row.amountPaise} ${row.currency} of ${row.id}`,
    );
    throw new PaymentMismatchError(
      'The amount paid does not match the amount due, so the payment was not accepted. Please contact support.',
    );
  }
  if (payment.status === 'created') return 'pending';
  if (payment.status === 'authorized') {
    await deps.payments.markAuthorized(row.id, payment.id, payment.method ?? null, now);
    return 'pending';
  }
  if (payment.status === 'failed') {
    await deps.payments.markFailed(row.id, payment.error_description ?? 'Payment failed', now);
    return 'failed';
  }

  // captured (or already refunded by Razorpay): the attempt is captured once, whoever comes first.
  await deps.payments.markCaptured(row.id, payment.id, payment.method ?? null, now);
  const adapter = adapterOf(deps, row.payableKind);
  const result = await adapter.markPaid(row.payableId, { id: row.id, method: payment.method ?? null }, now);
  if (result === 'paid' || result === 'already_paid') return 'paid';

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
  return 'refunded';
}
