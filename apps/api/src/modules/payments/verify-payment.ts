// The browser's callback after Checkout (docs/product-rules.md#payments): the signature must be
// HMAC-SHA256(order_id|payment_id, key secret), compared in constant time, and the payment, fetched from
// Razorpay, must be this attempt's amount and currency, before anything is marked paid. Refusals: online
// payment not offered (422), an attempt not the caller's or a forged signature or mismatched payment (400,
// nothing changes), Razorpay down (503).
import type { PaymentOutcome, VerifyPaymentRequest } from '@arogya/contracts/payments';
import { AppError } from '../../lib/app-error.ts';
import type { Payer } from './payables.ts';
import { adapterOf, type PaymentsDeps } from './payments-deps.ts';
import { RazorpayError } from './razorpay-client.ts';
import { settlePayment } from './settle-payment.ts';
import { requireRazorpay } from './start-payment.ts';

const NOT_VERIFIED = 'The payment could not be verified. Nothing was charged to your order.';

export async function verifyPayment(
  deps: PaymentsDeps,
  user: Payer,
  input: VerifyPaymentRequest,
  now: Date,
): Promise<PaymentOutcome> {
  const razorpay = requireRazorpay(deps);
  const row = await deps.payments.byProviderOrder(input.razorpay_order_id);
  if (!row || row.userId !== user.id) throw AppError.invalid(NOT_VERIFIED);
  if (
    !razorpay.checkoutSignatureValid(
      input.razorpay_order_id,
      input.razorpay_payment_id,
      input.razorpay_signature,
    )
  ) {
    throw AppError.invalid(NOT_VERIFIED);
  }
  let payment: Awaited<ReturnType<typeof razorpay.fetchPayment>>;
  try {
    payment = await razorpay.fetchPayment(input.razorpay_payment_id);
  } catch (err) {
    if (err instanceof RazorpayError) throw AppError.invalid(NOT_VERIFIED);
    throw err;
  }
  const settled = await settlePayment(deps, row, payment, now);
  if (settled === 'failed')
    throw AppError.rule('The payment did not go through. You can try again or choose another way to pay.');
  const payable = await adapterOf(deps, row.payableKind).load(row.payableId);
  return {
    kind: row.payableKind as PaymentOutcome['kind'],
    id: row.payableId,
    reference: row.reference,
    outcome: settled === 'refunded' ? 'refunded' : settled,
    paymentStatus: payable?.paymentStatus ?? 'paid',
  };
}
