// The doctor's answer to an offer ringing their desk (POST /api/v1/consult-now/offers/:id/accept and /pass).
// Accepting, in one transaction: the request becomes accepted (only if it is still offered to this doctor and
// in time: the database settles a race with the offer's expiry, the patient's cancel or the refund), it
// becomes an instant video consultation with this doctor (appointments/record-matched-consultation.ts), and
// its call starts answered, so both land in the existing call (the doctor's session in the answer, the
// patient's by join). Refusals: no doctor profile (403); not offered to this doctor any more (409); the doctor
// already on a call (409, the offer stays theirs until it runs out); the patient already on a call or with
// another consultation at this time (409, the request goes back to the queue without counting against the
// doctor).
// Passing sends the request on to the next doctor and never back to this one.
import { randomUUID } from 'node:crypto';
import type { CallSession } from '@arogya/contracts/calls';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { createAuditLog } from '../../lib/audit.ts';
import {
  PG_EXCLUSION_VIOLATION,
  PG_UNIQUE_VIOLATION,
  pgErrorOf,
  violatedConstraint,
} from '../../lib/db-errors.ts';
import { recordMatchedConsultation } from '../appointments/record-matched-consultation.ts';
import { callSession } from '../calls/answer-call.ts';
import { createCallsRepository } from '../calls/calls.repository.ts';
import { tellOfferEnded, tellPatient } from './consult-events.ts';
import type { ConsultNowDeps } from './consult-now-deps.ts';
import { announceEnded } from './match-requests.ts';
import { createMatchingRepository } from './matching.repository.ts';

export const OFFER_GONE_MESSAGE =
  'This request is no longer offered to you: it timed out, went to another doctor, or the patient cancelled.';

async function doctorOf(deps: ConsultNowDeps, user: Actor) {
  const doctor = await deps.presence.doctorOfUser(user.id);
  if (!doctor) throw AppError.forbidden('No doctor profile is linked to this account');
  return doctor;
}

/** Why the acceptance could not start the consultation: the doctor's own other call (the offer stays theirs
 * until it runs out), or the patient's (`patient`: the offer goes back to the queue, not the doctor's doing). */
function conflictOf(err: unknown): { error: AppError; patient: boolean } | undefined {
  const unique = violatedConstraint(err, PG_UNIQUE_VIOLATION);
  if (unique === 'calls_one_live_per_doctor')
    return {
      error: AppError.conflict('You are on another call. End it before accepting a new request.'),
      patient: false,
    };
  if (unique === 'calls_one_live_per_patient')
    return {
      error: AppError.conflict(
        'The patient is on another call right now, so the request went back to the queue.',
      ),
      patient: true,
    };
  if (pgErrorOf(err)?.code === PG_EXCLUSION_VIOLATION)
    return {
      error: AppError.conflict(
        'The patient has another consultation booked at this time, so the request went back to the queue.',
      ),
      patient: true,
    };
  return undefined;
}

export async function acceptOffer(
  deps: ConsultNowDeps,
  user: Actor,
  requestId: string,
  now: Date,
): Promise<CallSession> {
  const doctor = await doctorOf(deps, user);
  const request = await deps.requests.findById(requestId);
  if (!request) throw AppError.notFound('Request not found');
  if (request.status === 'accepted' && request.acceptedDoctorId === doctor.id && request.callId) {
    // Accepted already (a second tap, another window of this desk): the same call.
    const call = await deps.calls.calls.findById(request.callId);
    if (call && (call.status === 'active' || call.status === 'ringing'))
      return {
        ...(await callSession(deps.calls, user, call, 'doctor', now)),
        message: 'Consultation accepted',
      };
  }
  if (request.status !== 'offered' || request.offeredDoctorId !== doctor.id)
    throw AppError.conflict(OFFER_GONE_MESSAGE);

  const callId = randomUUID();
  try {
    await deps.db.transaction(async (tx) => {
      if (!(await createMatchingRepository(tx).accept(requestId, doctor.id, now)))
        throw AppError.conflict(OFFER_GONE_MESSAGE);
      const appointmentId = await recordMatchedConsultation(
        tx,
        {
          doctorId: doctor.id,
          patientId: request.patientId,
          patientName: request.patientName,
          patientPhone: request.patientPhone,
          patientAge: request.patientAge,
          patientGender: request.patientGender,
          familyMemberId: request.familyMemberId,
          patientFor: request.familyMemberId ? 'other' : 'self',
          reason: request.problem,
          feePaise: request.feePaise,
          cardBenefitPaise: request.cardBenefitPaise,
          paymentId: request.paymentId,
          paidAt: request.paidAt,
        },
        now,
      );
      await createCallsRepository(tx).insertRow({
        id: callId,
        doctorId: doctor.id,
        doctorUserId: user.id,
        patientId: request.patientId,
        patientName: request.patientName,
        initiatedBy: 'patient',
        appointmentId,
        callType: 'video',
        status: 'active',
        reason: request.problem.slice(0, 300),
        createdAt: now,
        ringExpiresAt: now,
        answeredAt: now,
        lastSeenAt: now,
      });
      await createMatchingRepository(tx).linkConsultation(requestId, appointmentId, callId);
      await createAuditLog(tx).record({
        actor: user,
        action: 'consult_request.accepted',
        subjectUserId: request.patientId,
        resourceType: 'consult_request',
        resourceId: requestId,
        meta: { appointmentId, callId },
      });
    });
  } catch (err) {
    const conflict = conflictOf(err);
    if (!conflict) throw err;
    if (conflict.patient) {
      // Not the doctor's doing: the offer ends without counting as missed, and the doctor is free again.
      const ended = await deps.db.transaction((tx) =>
        createMatchingRepository(tx).endOffers({ kind: 'withdrawn', doctorIds: [doctor.id] }, now),
      );
      await announceEnded(deps, ended, 'withdrawn');
    }
    throw conflict.error;
  }
  await tellPatient(deps, request.patientId, requestId, 'accepted', callId);
  // Other windows of this desk stop ringing.
  await tellOfferEnded(deps, user.id, requestId, 'accepted');
  const call = await deps.calls.calls.findById(callId);
  if (!call) throw new Error(`call ${callId} vanished after insert`);
  return {
    ...(await callSession(deps.calls, user, call, 'doctor', now)),
    message: `Connecting you with ${request.patientName}...`,
  };
}

export async function passOffer(deps: ConsultNowDeps, user: Actor, requestId: string, now: Date) {
  const doctor = await doctorOf(deps, user);
  const ended = await deps.db.transaction((tx) =>
    createMatchingRepository(tx).endOffers({ kind: 'passed', requestId, doctorId: doctor.id }, now),
  );
  if (ended.length === 0) throw AppError.conflict(OFFER_GONE_MESSAGE);
  await announceEnded(deps, ended, 'passed');
  return { requestId };
}
