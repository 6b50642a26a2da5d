// POST /api/v1/membership-card/revoke-qr: a new secret for the card's QR code; the old code and link stop
// working at once (a lost phone, a photo shared too widely).
import type { HealthCard } from '@arogya/contracts/health-card';
import { AppError } from '../../lib/app-error.ts';
import { newVerifyToken } from './buy-card.ts';
import { mapCard } from './card-mapper.ts';
import type { HealthCardDeps } from './health-card-deps.ts';

export async function revokeVerifyLink(
  deps: HealthCardDeps,
  holder: { id: string; name: string },
  cardId: string,
  now: Date,
): Promise<HealthCard> {
  if (!(await deps.cards.setVerifyToken(cardId, holder.id, newVerifyToken(), now))) {
    throw AppError.notFound('Health card not found');
  }
  const card = await deps.cards.find(cardId);
  if (!card) throw AppError.notFound('Health card not found');
  return mapCard(deps, card, holder, now);
}
