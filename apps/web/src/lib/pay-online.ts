// Paying a consultation or a lab booking online (docs/product-rules.md#payments): POST /api/v1/payments
// (its kind, one Idempotency-Key per attempt) starts it, Razorpay Checkout takes the money, POST
// /api/v1/payments/razorpay/verify hands the server Checkout's answer to verify. Until then the payable holds
// its slot for PAYMENT_HOLD_MINUTES. Used by booking, My Appointments, the call screen's "consult now" and
// the lab checkout and booking page.

import type { ApiSuccess } from '@arogya/contracts/errors';
import type { PayableKind, PaymentOutcome, PaymentSession } from '@arogya/contracts/payments';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { apiClient } from './api-client.ts';
import { newIdempotencyKey } from './idempotency-key.ts';
import { openCheckout } from './razorpay-checkout.ts';

export type PayOutcome =
  | { kind: 'paid' | 'pending' | 'refunded' }
  | { kind: 'failed'; message: string }
  | { kind: 'dismissed' };

export async function payOnline(kind: PayableKind, id: string): Promise<PayOutcome> {
  const session = (
    await apiClient.post<ApiSuccess<PaymentSession>>(
      '/api/v1/payments',
      { kind, id },
      { headers: { 'Idempotency-Key': newIdempotencyKey() } },
    )
  ).result;
  const outcome = await openCheckout(session, 'upi');
  if (outcome.kind !== 'paid') return outcome;
  const verified = await apiClient.post<ApiSuccess<PaymentOutcome>>(
    '/api/v1/payments/razorpay/verify',
    outcome.response,
  );
  return { kind: verified.result.outcome };
}

/**
 * The words for an outcome other than paid, shown where the patient can pay again; `what` is what the
 * payment held ('appointment', 'booking', a consult-now 'request').
 */
export function payProblem(
  i18n: I18n,
  outcome: PayOutcome,
  what: 'appointment' | 'booking' | 'request',
): string | null {
  if (outcome.kind === 'failed') {
    const message = outcome.message;
    return i18n._(msg`The payment did not go through: ${message}`);
  }
  if (outcome.kind === 'dismissed') return i18n._(msg`The payment window was closed before paying.`);
  if (outcome.kind === 'refunded')
    return what === 'appointment'
      ? i18n._(
          msg`The appointment was released before your payment arrived, so the payment is being refunded.`,
        )
      : what === 'request'
        ? i18n._(msg`The request was released before your payment arrived, so the payment is being refunded.`)
        : i18n._(
            msg`The booking was released before your payment arrived, so the payment is being refunded.`,
          );
  return null;
}
