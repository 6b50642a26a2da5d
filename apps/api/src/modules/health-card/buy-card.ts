// POST /api/v1/membership-card: a card for the chosen plan, awaiting its online payment (the browser then
// pays it through POST /api/v1/payments with kind 'health_card'); it becomes active only when paid.
// Asking again while one awaits answers that card (or replaces it when the plan changed).
// Refusals: online payment not offered (422), unknown plan (404), a card still valid beyond the renewal
// window (409).
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { HEALTH_CARD_RENEWAL_REMINDER_DAYS, PAYMENT_HOLD_MINUTES } from '@arogya/contracts/constants';
import type { BuyCardRequest, HealthCard } from '@arogya/contracts/health-card';
import { AppError } from '../../lib/app-error.ts';
import { todayIn } from '../../lib/zoned-time.ts';
import { mapCard } from './card-mapper.ts';
import { renewalDue, statusOf } from './card-rules.ts';
import type { HealthCardDeps } from './health-card-deps.ts';

export const newVerifyToken = () => randomBytes(24).toString('base64url');

export async function buyCard(
  deps: HealthCardDeps,
  holder: { id: string; name: string },
  input: BuyCardRequest,
  onlinePayment: boolean,
  now: Date,
): Promise<HealthCard> {
  if (!onlinePayment)
    throw AppError.rule('Online payment is not available, so the health card cannot be bought now.');
  const plan = await deps.cards.planBySlug(input.planSlug);
  if (!plan) throw AppError.notFound('Plan not found');
  const cards = await deps.cards.cardsOf(holder.id);
  const today = todayIn(now);
  // A card still valid beyond the reminder window, or a renewal already bought, blocks another purchase.
  const blocking = cards.some(
    (c) => statusOf(c, now) === 'active' && ((c.validFrom ?? today) > today || !renewalDue(c, now)),
  );
  if (blocking) {
    throw AppError.conflict(
      `Your health card is valid for more than ${HEALTH_CARD_RENEWAL_REMINDER_DAYS} days; you can renew it from ${HEALTH_CARD_RENEWAL_REMINDER_DAYS} days before it ends.`,
    );
  }
  const awaiting = cards.find((c) => c.status === 'awaiting_payment');
  if (awaiting && awaiting.planId === plan.id && (!awaiting.holdExpiresAt || awaiting.holdExpiresAt > now)) {
    return mapCard(deps, awaiting, holder, now);
  }
  if (awaiting) {
    await deps.cards.cancel(
      awaiting.id,
      'awaiting_payment',
      { paymentStatus: 'not_paid', cancelReason: 'Replaced by a new purchase' },
      now,
    );
  }
  for (let attempt = 0; attempt < 5; attempt++) {
    const row = await deps.cards.insertAwaiting({
      id: randomUUID(),
      userId: holder.id,
      planId: plan.id,
      cardNumber: String(randomInt(1e11, 1e12 - 1)),
      status: 'awaiting_payment',
      paymentStatus: 'awaiting_payment',
      pricePaise: plan.pricePaise,
      verifyToken: newVerifyToken(),
      holdExpiresAt: new Date(now.getTime() + PAYMENT_HOLD_MINUTES * 60_000),
      createdAt: now,
      updatedAt: now,
    });
    if (row) return mapCard(deps, { ...row, plan }, holder, now);
    // Another purchase by the same account won the one-awaiting index: answer that one.
    const other = await deps.cards.awaitingOf(holder.id);
    const found = other && (await deps.cards.find(other.id));
    if (found) return mapCard(deps, found, holder, now);
  }
  throw AppError.conflict('The card could not be created. Please try again.');
}
