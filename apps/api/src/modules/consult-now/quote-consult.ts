// What a consult-now request would cost this person now (POST /api/v1/consult-now/quote): the specialty's
// instant fee, less the health card's free video consultation when the person has one left (nothing is
// spent by asking), whether online payment is taken here, and how many are waiting. Refusals: a specialty
// without an instant fee (404), a family member who is not the account's (400).
import type { ConsultQuote, ConsultQuoteRequest } from '@arogya/contracts/consult-now';
import type { z } from 'zod';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ConsultNowDeps } from './consult-now-deps.ts';

export async function instantSpecialty(deps: ConsultNowDeps, specialtyId: string, now: Date) {
  const specialty = await deps.requests.instantFee(specialtyId);
  if (!specialty) throw AppError.notFound('Consult now is not offered for this specialty');
  const counts = (
    await deps.presence.countsBySpecialty(
      { now, presenceTimeoutMs: deps.settings.presenceTimeoutMs },
      specialtyId,
    )
  ).get(specialtyId) ?? { online: 0, free: 0 };
  return { ...specialty, onlineNow: counts.free, available: counts.online };
}

export async function quoteConsult(
  deps: ConsultNowDeps,
  user: Actor,
  input: z.output<typeof ConsultQuoteRequest>,
  now: Date,
): Promise<ConsultQuote> {
  const specialty = await instantSpecialty(deps, input.specialtyId, now);
  const person = await deps.card.personFor(user.id, input.forWhom, now);
  const free = await deps.card.freeConsultationLeft(user, person.personKey, now);
  const cardBenefitPaise = free ? specialty.feePaise : 0;
  return {
    specialty,
    feePaise: specialty.feePaise,
    cardBenefitPaise,
    payablePaise: specialty.feePaise - cardBenefitPaise,
    online: deps.online,
    waiting: await deps.requests.waitingCount(specialty.id),
  };
}
