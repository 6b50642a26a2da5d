// GET /api/v1/membership-card/verify/:token (public): what a clinic or lab scanning the QR code may know:
// whether the card is valid now, its number, plan, holder's and members' names and its dates. Never an age,
// a relation, a benefit used or anything about anyone's health. A revoked token is simply not found.
import type { CardVerification } from '@arogya/contracts/health-card';
import { AppError } from '../../lib/app-error.ts';
import { printedNumber } from './card-mapper.ts';
import { coveredPeople } from './card-people.ts';
import { isLive, statusOf } from './card-rules.ts';
import type { HealthCardDeps } from './health-card-deps.ts';

export async function verifyCard(
  deps: HealthCardDeps,
  holderNameOf: (userId: string) => Promise<string | undefined>,
  token: string,
  now: Date,
): Promise<CardVerification> {
  const card = await deps.cards.byVerifyToken(token);
  if (!card || card.status === 'awaiting_payment')
    throw AppError.notFound('This health card could not be found');
  const holderName = (await holderNameOf(card.userId)) ?? '';
  const people = await coveredPeople(
    deps.family,
    { id: card.userId, name: holderName },
    card.plan.maxPeople,
    now,
  );
  return {
    valid: isLive(card, now),
    status: statusOf(card, now),
    cardNumber: printedNumber(card.cardNumber),
    planName: card.plan.name,
    holderName,
    memberNames: people.filter((p) => p.personKey !== 'self').map((p) => p.name),
    validFrom: card.validFrom,
    validTo: card.validTo,
  };
}
