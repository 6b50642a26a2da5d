// POST /api/v1/membership-card/cancel: cancelling within HEALTH_CARD_REFUND_DAYS of payment, with no
// benefit ever used, refunds the whole price through Razorpay (docs/product-rules.md#family-members-and-the-health-card).
// The card stops first (one conditional update), then the refund goes out: two cancels at once refund once.
// Refusals: no such card (404), not active, a benefit used or past the window (422).
import { HEALTH_CARD_REFUND_DAYS } from '@arogya/contracts/constants';
import type { HealthCard } from '@arogya/contracts/health-card';
import { AppError } from '../../lib/app-error.ts';
import { createAuditLog } from '../../lib/audit.ts';
import { createPaymentsRepository } from '../payments/payments.repository.ts';
import type { PaymentsDeps } from '../payments/payments-deps.ts';
import { completeRefund, reserveRefund } from '../payments/refund-payment.ts';
import { mapCard } from './card-mapper.ts';
import { statusOf, withinRefundWindow } from './card-rules.ts';
import { createHealthCardRepository } from './health-card.repository.ts';
import type { HealthCardDeps } from './health-card-deps.ts';

export async function cancelCard(
  deps: HealthCardDeps,
  payments: PaymentsDeps,
  holder: { id: string; name: string },
  cardId: string,
  now: Date,
): Promise<HealthCard> {
  const card = await deps.cards.find(cardId);
  if (!card || card.userId !== holder.id) throw AppError.notFound('Health card not found');
  if (statusOf(card, now) !== 'active' || !card.paymentId)
    throw AppError.rule('Only an active card can be cancelled.');
  if (!withinRefundWindow(card.paidAt, now)) {
    throw AppError.rule(
      `A card can be cancelled for a refund only within ${HEALTH_CARD_REFUND_DAYS} days of purchase.`,
    );
  }
  if (await deps.cards.anyUse(card.id)) {
    throw AppError.rule(
      'A benefit of this card has been used, so it can no longer be cancelled for a refund.',
    );
  }
  const payment = await payments.payments.find(card.paymentId);
  if (!payment) throw AppError.rule('The payment for this card could not be found. Please contact support.');
  const request = { reason: 'cancelled' as const, initiatedBy: null, note: 'Health card cancelled.' };
  // The cancellation and its refund's reservation are one transaction: a crash never leaves the card
  // cancelled with its price kept (a reserved refund left unsent is sent by the payments job).
  const reserved = await payments.db.transaction(async (tx) => {
    const cancelled = await createHealthCardRepository(tx).cancel(
      card.id,
      'active',
      { cancelReason: 'Cancelled by the holder within the refund window' },
      now,
    );
    if (!cancelled) return undefined;
    const repo = createPaymentsRepository(tx);
    return reserveRefund(
      repo,
      createAuditLog(tx),
      payment,
      { ...request, amountPaise: payment.amountPaise },
      now,
    );
  });
  if (reserved?.fresh) await completeRefund(payments, payment, reserved.refund, request, now);
  const after = await deps.cards.find(card.id);
  if (!after) throw AppError.notFound('Health card not found');
  return mapCard(deps, after, holder, now);
}
