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
  const card = currentCardOf(await deps.cards.cardsOf(holder.id), now);
  return card ? mapCard(deps, card, holder, now) : null;
}
