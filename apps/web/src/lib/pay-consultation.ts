// Paying a consultation online (docs/product-rules.md#payments): POST /api/v1/payments (kind 'appointment',
// one Idempotency-Key per attempt) starts it, Razorpay Checkout takes the money, POST
// /api/v1/payments/razorpay/verify hands the server Checkout's answer to verify. Until then the appointment
// holds its slot for PAYMENT_HOLD_MINUTES; a video or audio call cannot start unpaid. Used by booking, My
// Appointments and the call screen's "consult now".
import type { ApiSuccess } from '@arogya/contracts/errors';
import type { PaymentOutcome, PaymentSession } from '@arogya/contracts/payments';
import { apiClient } from './api-client.ts';
import { newIdempotencyKey } from './idempotency-key.ts';
import { openCheckout } from './razorpay-checkout.ts';

export type AppointmentPayOutcome =
  | { kind: 'paid' | 'pending' | 'refunded' }
  | { kind: 'failed'; message: string }
  | { kind: 'dismissed' };

export async function payAppointment(appointmentId: string): Promise<AppointmentPayOutcome> {
  const session = (
    await apiClient.post<ApiSuccess<PaymentSession>>(
      '/api/v1/payments',
      { kind: 'appointment', id: appointmentId },
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

/** The words for an outcome other than paid, shown where the patient can pay again. */
export function appointmentPayProblem(outcome: AppointmentPayOutcome): string | null {
  if (outcome.kind === 'failed') return `The payment did not go through: ${outcome.message}`;
  if (outcome.kind === 'dismissed') return 'The payment window was closed before paying.';
  if (outcome.kind === 'refunded')
    return 'The appointment was released before your payment arrived, so the payment is being refunded.';
  return null;
}
