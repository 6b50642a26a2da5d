// Buying a card (docs/product-rules.md#family-members-and-the-health-card): POST /api/v1/membership-card
// makes it, awaiting payment; POST /api/v1/payments starts paying it (kind 'health_card'); Razorpay
// Checkout takes the money; POST /api/v1/payments/razorpay/verify makes it active. One Idempotency-Key
// per attempt for each step.
import type { ApiSuccess } from '@arogya/contracts/errors';
import type { HealthCard } from '@arogya/contracts/health-card';
import type { PaymentOutcome, PaymentSession } from '@arogya/contracts/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { openCheckout } from '../../../lib/razorpay-checkout.ts';
import { cardKey } from './get-card.ts';

export type BuyOutcome =
  /** The card bought and Razorpay's payment id, for the confirmation. */
  | { kind: 'paid' | 'pending'; cardId: string; paymentId: string }
  | { kind: 'failed'; message: string }
  | { kind: 'dismissed' };

export async function buyCard(planSlug: string): Promise<BuyOutcome> {
  const card = (
    await apiClient.post<ApiSuccess<HealthCard>>(
      '/api/v1/membership-card',
      { planSlug },
      { headers: { 'Idempotency-Key': newIdempotencyKey() } },
    )
  ).result;
  const session = (
    await apiClient.post<ApiSuccess<PaymentSession>>(
      '/api/v1/payments',
      { kind: 'health_card', id: card.id },
      { headers: { 'Idempotency-Key': newIdempotencyKey() } },
    )
  ).result;
  const outcome = await openCheckout(session, 'upi');
  if (outcome.kind !== 'paid') return outcome;
  const verified = await apiClient.post<ApiSuccess<PaymentOutcome>>(
    '/api/v1/payments/razorpay/verify',
    outcome.response,
  );
  return {
    kind: verified.result.outcome === 'paid' ? 'paid' : 'pending',
    cardId: card.id,
    paymentId: outcome.response.razorpay_payment_id,
  };
}

export function useBuyCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: buyCard,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cardKey }),
  });
}
