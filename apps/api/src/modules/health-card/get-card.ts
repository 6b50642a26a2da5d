// GET /api/v1/membership-card/get: the signed-in user's card, or null. The card that matters is the one
// giving benefits now, else one awaiting payment, else the latest paid one (expired or cancelled).
import type { HealthCard } from '@arogya/contracts/health-card';
import { mapCard } from './card-mapper.ts';
import { isLive } from './card-rules.ts';
import type { CardWithPlan } from './health-card.repository.ts';
import type { HealthCardDeps } from './health-card-deps.ts';

export function currentCardOf(cards: CardWithPlan[], now: Date): CardWithPlan | undefined {
  // A purchase never paid (its hold ran out, or another replaced it) is no card to show.
  const real = cards.filter((c) => c.status !== 'cancelled' || c.paymentId !== null);
  return real.find((c) => isLive(c, now)) ?? real.find((c) => c.status === 'awaiting_payment') ?? real[0];
}

export async function getCard(
  deps: HealthCardDeps,
  holder: { id: string; name: string },
  now: Date,
): Promise<HealthCard | null> {
  const cards = await deps.cards.cardsOf(holder.id);
  const card = currentCardOf(cards, now);
  if (!card) return null;
  const mapped = await mapCard(deps, card, holder, now);
  const next = cards.find(
    (c) =>
      c.id !== card.id && c.status === 'active' && c.validFrom && card.validTo && c.validFrom > card.validTo,
  );
  if (!next?.validFrom || !next.validTo) return mapped;
  return { ...mapped, renewalDue: false, renewal: { validFrom: next.validFrom, validTo: next.validTo } };
}
