// Paying a lab booking online (docs/product-rules.md#payments): POST /api/v1/payments (kind 'lab_booking',
// one Idempotency-Key per attempt) starts it, Razorpay Checkout takes the money, POST
// /api/v1/payments/razorpay/verify hands the server Checkout's answer to verify. Until then the booking
// holds its slot for PAYMENT_HOLD_MINUTES.
import type { ApiSuccess } from '@arogya/contracts/errors';
import type { PaymentOutcome, PaymentSession } from '@arogya/contracts/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { openCheckout } from '../../../lib/razorpay-checkout.ts';
import { labBookingKey, labBookingsKey } from './lab-keys.ts';

export type LabPayOutcome =
  | { kind: 'paid' | 'pending' | 'refunded' }
  | { kind: 'failed'; message: string }
  | { kind: 'dismissed' };

export async function payLabBooking(bookingId: string): Promise<LabPayOutcome> {
  const session = (
    await apiClient.post<ApiSuccess<PaymentSession>>(
      '/api/v1/payments',
      { kind: 'lab_booking', id: bookingId },
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
export function payProblem(outcome: LabPayOutcome): string | null {
  if (outcome.kind === 'failed') return `The payment did not go through: ${outcome.message}`;
  if (outcome.kind === 'dismissed') return 'The payment window was closed before paying.';
  if (outcome.kind === 'refunded')
    return 'The booking was released before your payment arrived, so the payment is being refunded.';
  return null;
}

export function usePayLabBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: payLabBooking,
    onSettled: (_data, _error, bookingId) => {
      void client.invalidateQueries({ queryKey: labBookingKey(bookingId) });
      void client.invalidateQueries({ queryKey: labBookingsKey });
    },
  });
}
