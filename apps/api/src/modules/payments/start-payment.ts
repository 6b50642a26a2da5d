// Starts paying one of the caller's payables online (docs/product-rules.md#payments): priced from the
// database by its adapter, a Razorpay order for that amount in paise (receipt = our number, notes = our
// ids), our attempt stored `created`. Asking again while an attempt is open answers the same attempt.
// Refusals: online payment not offered (422), not the caller's (404), already paid (409), cancelled or its
// hold run out (422), Razorpay refusing (422) or down (503).
import { randomUUID } from 'node:crypto';
import type { CreatePaymentRequest, PayableKind, PaymentSession } from '@arogya/contracts/payments';
import { AppError } from '../../lib/app-error.ts';
import type { Payable, Payer } from './payables.ts';
import type { PaymentRow } from './payments.repository.ts';
import type { PaymentsDeps } from './payments-deps.ts';
import { type RazorpayClient, RazorpayError } from './razorpay-client.ts';

/**
 * Why online payment is refused when it is not offered (no Razorpay keys; docs/product-rules.md#payments), by
 * what is paid. A medicine order can be placed again for cash on delivery (the checkout cancels the held one).
 * A consultation, a lab booking, a health card or a consult-now request already made and held for payment has
 * no other way to be paid: cash on delivery means nothing there, and 'pay at the clinic' would be untrue (a
 * video call has no clinic, and a held booking cannot switch to it), so it can only wait for online payment.
 */
export const NOT_OFFERED_FOR_ORDER = 'Online payment is not available. Please choose cash on delivery.';
export const NOT_OFFERED = 'Online payment is not available right now. Please try again later.';

const notOffered = (kind?: PayableKind) => (kind === 'medicine_order' ? NOT_OFFERED_FOR_ORDER : NOT_OFFERED);

/** Razorpay, or the refusal for paying `kind` (unknown yet: a Checkout callback) without it. */
export function requireRazorpay(deps: PaymentsDeps, kind?: PayableKind): RazorpayClient {
  if (!deps.razorpay) throw AppError.rule(notOffered(kind));
  return deps.razorpay;
}

function session(razorpay: RazorpayClient, row: PaymentRow, payable: Payable, user: Payer): PaymentSession {
  return {
    paymentId: row.id,
    provider: 'razorpay',
    keyId: razorpay.keyId,
    razorpayOrderId: row.providerOrderId,
    amountPaise: row.amountPaise,
    currency: 'INR',
    name: 'Arogya',
    description: payable.description,
    reference: payable.reference,
    // An account made with a number alone has no e-mail: Checkout then asks for one if it needs it.
    prefill: { name: user.name, email: user.email ?? '', contact: `+91${user.phone}` },
    checkoutUrl: razorpay.checkoutUrl,
    holdExpiresAt: payable.holdExpiresAt?.toISOString() ?? null,
  };
}

export async function startPayment(
  deps: PaymentsDeps,
  user: Payer,
  input: CreatePaymentRequest,
  now: Date,
): Promise<PaymentSession> {
  const razorpay = requireRazorpay(deps, input.kind);
  const adapter = deps.payables[input.kind];
  if (!adapter) throw AppError.rule(notOffered(input.kind));
  const payable = await adapter.load(input.id);
  if (!payable || payable.userId !== user.id) throw AppError.notFound('Order not found');
  if (payable.state === 'paid') throw AppError.conflict(`${payable.reference} is already paid.`);
  if (payable.state === 'closed' || (payable.holdExpiresAt && payable.holdExpiresAt <= now)) {
    throw AppError.rule(`${payable.reference} was cancelled and can no longer be paid. Please order again.`);
  }

  const open = await deps.payments.openFor(payable.kind, payable.id);
  if (open && open.amountPaise === payable.amountPaise) return session(razorpay, open, payable, user);
  if (open) await deps.payments.markFailed(open.id, 'Superseded: the amount due changed', now);

  const id = randomUUID();
  let order: Awaited<ReturnType<RazorpayClient['createOrder']>>;
  try {
    order = await razorpay.createOrder({
      amountPaise: payable.amountPaise,
      receipt: payable.reference,
      notes: { payment_id: id, payable_kind: payable.kind, payable_id: payable.id, user_id: user.id },
    });
  } catch (err) {
    if (err instanceof RazorpayError) throw AppError.rule(`The payment could not be started: ${err.message}`);
    throw err;
  }
  const row = {
    id,
    payableKind: payable.kind,
    payableId: payable.id,
    userId: user.id,
    reference: payable.reference,
    amountPaise: payable.amountPaise,
    currency: 'INR',
    status: 'created',
    providerOrderId: order.id,
    createdAt: now,
    updatedAt: now,
  };
  if (await deps.payments.insert(row)) {
    return session(
      razorpay,
      {
        ...row,
        providerPaymentId: null,
        method: null,
        errorReason: null,
        capturedAt: null,
        capturedPaise: null,
        settledAt: null,
        refundedPaise: 0,
      },
      payable,
      user,
    );
  }
  // Another request opened an attempt at the same moment: that one is the attempt.
  const winner = await deps.payments.openFor(payable.kind, payable.id);
  if (!winner) throw AppError.conflict('The payment could not be started. Please try again.');
  return session(razorpay, winner, payable, user);
}
