// A patient asks for the first available doctor of a specialty (POST /api/v1/consult-now/requests,
// docs/product-rules.md#consult-now). The fee is the specialty's instant fee; the health card's free video
// consultation pays it all when the person has one left (spent in the card's ledger, given back if the
// request ends without a doctor). With something to pay it waits for its payment (POST /api/v1/payments,
// kind 'consult_request', held PAYMENT_HOLD_MINUTES) and joins the queue when paid; with nothing to pay it
// joins at once. Asked again while the person's request is open, it answers that one. Refusals: no
// teleconsultation consent (422, as for a first call); a specialty without an instant fee (404); a family
// member not the account's, photos not the account's own unused uploads, or the holder's age and sex
// missing (400 naming the field); a fee to pay where online payment is not taken (422).
import { randomUUID } from 'node:crypto';
import { TELECONSULTATION_CONSENT_VERSION } from '@arogya/contracts/calls';
import { PAYMENT_HOLD_MINUTES } from '@arogya/contracts/constants';
import type { ConsultRequest, CreateConsultRequest } from '@arogya/contracts/consult-now';
import type { z } from 'zod';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { PG_UNIQUE_VIOLATION, violatedConstraint } from '../../lib/db-errors.ts';
import { CONSENT_REQUIRED_MESSAGE } from '../calls/initiate-call.ts';
import { tellPatient } from './consult-events.ts';
import type { ConsultNowDeps } from './consult-now-deps.ts';
import { createConsultRequestsRepository } from './consult-requests.repository.ts';
import { scheduleRefund } from './end-consult-request.ts';
import { getConsultRequest } from './get-consult-request.ts';
import { instantSpecialty } from './quote-consult.ts';

type Input = z.output<typeof CreateConsultRequest>;

export const NOT_ONLINE_MESSAGE =
  'Online payment is not available right now, so a consult-now consultation cannot be paid. Please book an appointment instead.';

export async function createConsultRequest(
  deps: ConsultNowDeps,
  user: Actor,
  input: Input,
  now: Date,
): Promise<ConsultRequest> {
  const consent = await deps.calls.calls.consentOf(user.id);
  if (consent?.version !== TELECONSULTATION_CONSENT_VERSION) throw AppError.rule(CONSENT_REQUIRED_MESSAGE);
  const specialty = await instantSpecialty(deps, input.specialtyId, now);
  const person = await deps.card.personFor(user.id, input.forWhom, now);
  const open = await deps.requests.openOf(user.id, person.familyMemberId);
  if (open) return getConsultRequest(deps, user, open, now);

  const age = person.familyMemberId ? person.age : (input.patientAge ?? null);
  const sex = person.familyMemberId ? person.sex : (input.patientGender ?? null);
  const missing = [
    ...(age === null ? [{ field: 'patientAge', message: 'Enter the age' }] : []),
    ...(sex === null ? [{ field: 'patientGender', message: 'Choose the sex' }] : []),
  ];
  if (missing.length > 0) throw AppError.invalid('The doctor needs the patient’s age and sex', missing);
  const photoIds = [...new Set(input.photoIds)];
  const photos = await deps.requests.unusedPhotos(user.id, photoIds);
  if (photos.length !== photoIds.length) {
    throw AppError.invalid('Invalid input', [
      { field: 'photoIds', message: 'Attach photos you uploaded here' },
    ]);
  }

  const id = randomUUID();
  const free = await deps.card.spendFreeConsultation(user, person.personKey, id, now);
  const cardBenefitPaise = free ? specialty.feePaise : 0;
  const payable = specialty.feePaise - cardBenefitPaise;
  if (payable > 0 && !deps.online) {
    if (free) await deps.card.release(id, now);
    throw AppError.rule(NOT_ONLINE_MESSAGE);
  }
  try {
    await deps.db.transaction(async (tx) => {
      const repo = createConsultRequestsRepository(tx);
      await repo.insert({
        id,
        patientId: user.id,
        familyMemberId: person.familyMemberId,
        patientFor: person.familyMemberId ? 'other' : 'self',
        patientName: person.name ?? user.name,
        patientPhone: user.phone,
        patientAge: age,
        patientGender: sex,
        specialtyId: specialty.id,
        problem: input.problem,
        feePaise: specialty.feePaise,
        cardBenefitPaise,
        status: payable > 0 ? 'awaiting_payment' : 'waiting',
        paymentStatus: payable > 0 ? 'awaiting_payment' : 'not_required',
        holdExpiresAt: payable > 0 ? new Date(now.getTime() + PAYMENT_HOLD_MINUTES * 60_000) : null,
        queuedAt: payable > 0 ? null : now,
        createdAt: now,
        updatedAt: now,
      });
      await repo.attachPhotos(id, photoIds);
    });
  } catch (err) {
    if (free) await deps.card.release(id, now);
    if (violatedConstraint(err, PG_UNIQUE_VIOLATION) === 'consult_requests_one_open_per_person') {
      const again = await deps.requests.openOf(user.id, person.familyMemberId);
      if (again) return getConsultRequest(deps, user, again, now);
    }
    throw err;
  }
  if (payable === 0) {
    await scheduleRefund(deps, id, now);
    await tellPatient(deps, user.id, id, 'waiting');
    deps.matcher.kick();
  }
  return getConsultRequest(deps, user, id, now);
}
