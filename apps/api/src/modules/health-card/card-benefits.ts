// The health card's benefits as other modules apply them (docs/product-rules.md#family-members-and-the-health-card):
// what the person a booking or order is for gets from a card live now, and spending or giving back a
// counted benefit. The browser never says whether it has a benefit: a non-member simply gets none.
import { randomUUID } from 'node:crypto';
import { coveredPeople } from './card-people.ts';
import { isLive } from './card-rules.ts';
import type { Benefit, CardWithPlan } from './health-card.repository.ts';
import type { HealthCardDeps } from './health-card-deps.ts';

export type LiveCard = { card: CardWithPlan; personKey: string };

/** The card giving `personKey` (self or a covered family member) benefits now, if any. */
export async function liveCardFor(
  deps: HealthCardDeps,
  holder: { id: string; name: string },
  personKey: string,
  now: Date,
): Promise<LiveCard | undefined> {
  const card = (await deps.cards.cardsOf(holder.id)).find((c) => isLive(c, now));
  if (!card) return undefined;
  const people = await coveredPeople(deps.family, holder, card.plan.maxPeople, now);
  return people.some((p) => p.personKey === personKey) ? { card, personKey } : undefined;
}

const allowanceOf = (card: CardWithPlan, benefit: Benefit) =>
  benefit === 'consultation' ? card.plan.freeConsultationsPerPerson : card.plan.freeCheckupsPerPerson;

/** How many of a counted benefit the person has left on the card (for a quote; spending decides again). */
export async function countedLeft(deps: HealthCardDeps, live: LiveCard, benefit: Benefit): Promise<number> {
  const used =
    (await deps.cards.liveUses(live.card.id)).find(
      (u) => u.personKey === live.personKey && u.benefit === benefit,
    )?.n ?? 0;
  return Math.max(0, allowanceOf(live.card, benefit) - used);
}

/**
 * Spends one counted benefit for a booking; false when none is left. The database decides: see
 * HealthCardRepository.spend, so ten bookings racing for the last one get exactly one.
 */
export async function spendCounted(
  deps: HealthCardDeps,
  live: LiveCard,
  benefit: Benefit,
  resource: { type: string; id: string },
  now: Date,
): Promise<boolean> {
  const allowance = allowanceOf(live.card, benefit);
  if (allowance <= 0) return false;
  const id = await deps.cards.spend(
    {
      id: randomUUID(),
      cardId: live.card.id,
      benefit,
      personKey: live.personKey,
      resourceType: resource.type,
      resourceId: resource.id,
    },
    allowance,
    now,
  );
  return id !== undefined;
}

/** Gives back the counted benefit a cancelled booking spent (nothing when it spent none). */
export function releaseCounted(deps: HealthCardDeps, resource: { type: string; id: string }, now: Date) {
  return deps.cards.release(resource.type, resource.id, now);
}
