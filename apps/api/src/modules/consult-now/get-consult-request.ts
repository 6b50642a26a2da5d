// A patient's request as the waiting screen shows it (GET /api/v1/consult-now/requests/:id): where it stands,
// its place in the specialty's queue, the doctors available and free, and an honest estimate: made only from
// this specialty's measured consultations, never invented (null when there is nothing to go on). Only its
// patient sees it (404 for anyone else). POST .../join gives the patient their way into the call once a
// doctor accepted.
import type { CallSession } from '@arogya/contracts/calls';
import type { ConsultRequest } from '@arogya/contracts/consult-now';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { callSession } from '../calls/answer-call.ts';
import { loadPaymentSummaries } from '../payments/payment-mapper.ts';
import { mapConsultRequest, type QueueFigures } from './consult-mapper.ts';
import type { ConsultNowDeps } from './consult-now-deps.ts';
import type { ConsultRequestRow } from './consult-requests.repository.ts';

/** Fewer measured consultations than this and the wait is not estimated. */
const MIN_SAMPLES = 3;

async function queueFigures(deps: ConsultNowDeps, row: ConsultRequestRow, now: Date): Promise<QueueFigures> {
  const counts = (
    await deps.presence.countsBySpecialty(
      { now, presenceTimeoutMs: deps.settings.presenceTimeoutMs },
      row.specialtyId,
    )
  ).get(row.specialtyId) ?? { online: 0, free: 0 };
  const queued = (row.status === 'waiting' || row.status === 'offered') && row.queuedAt;
  if (!queued || !row.queuedAt)
    return {
      position: null,
      doctorsAvailable: counts.online,
      doctorsFree: counts.free,
      estimateMinutes: null,
    };
  const ahead = await deps.requests.aheadOf(row.specialtyId, row.queuedAt, row.id);
  let estimateMinutes: number | null = null;
  if (row.status === 'offered' || (counts.online > 0 && ahead < counts.free)) {
    // A doctor is being asked now, or one is free for it: the offer's own time at most.
    estimateMinutes = 1;
  } else if (counts.online > 0) {
    const measured = await deps.requests.consultationMinutes(row.specialtyId, now);
    if (measured.median !== null && measured.samples >= MIN_SAMPLES)
      estimateMinutes = Math.ceil(((ahead - counts.free + 1) / counts.online) * measured.median) + 1;
  }
  return {
    position: ahead + 1,
    doctorsAvailable: counts.online,
    doctorsFree: counts.free,
    estimateMinutes,
  };
}

export async function loadOwnRequest(deps: ConsultNowDeps, user: Actor, id: string) {
  const row = await deps.requests.findById(id);
  if (!row || row.patientId !== user.id) throw AppError.notFound('Request not found');
  return row;
}

export async function presentRequest(deps: ConsultNowDeps, row: ConsultRequestRow, now: Date) {
  const [queue, payments] = await Promise.all([
    queueFigures(deps, row, now),
    row.paymentStatus === 'not_required'
      ? Promise.resolve(new Map())
      : loadPaymentSummaries(deps.paymentsDeps.payments, 'consult_request', [row]),
  ]);
  return mapConsultRequest(row, queue, payments.get(row.id) ?? null, deps.settings);
}

export async function getConsultRequest(
  deps: ConsultNowDeps,
  user: Actor,
  id: string,
  now: Date,
): Promise<ConsultRequest> {
  return presentRequest(deps, await loadOwnRequest(deps, user, id), now);
}

export async function joinConsultation(
  deps: ConsultNowDeps,
  user: Actor,
  id: string,
  now: Date,
): Promise<CallSession> {
  const row = await loadOwnRequest(deps, user, id);
  if (row.status !== 'accepted' || !row.callId)
    throw AppError.rule('No doctor has accepted this request yet.');
  const call = await deps.calls.calls.findById(row.callId);
  if (!call || (call.status !== 'active' && call.status !== 'ringing'))
    throw AppError.rule('This consultation has ended. It is in My Appointments.');
  return {
    ...(await callSession(deps.calls, user, call, 'patient', now)),
    message: `Dr. ${row.doctorName} is here`,
  };
}
