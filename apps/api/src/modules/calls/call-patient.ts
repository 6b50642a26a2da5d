// POST /api/v1/doctors/me/appointments/:id/call: the doctor's desk starts the call of a booked video or audio
// appointment. It rings the patient's open pages (the account that booked it: a family member's consultation
// rings the account holder, under the member's name) and answers the doctor a token admitting them to this
// call only; the patient answers after giving the teleconsultation consent, which a call the doctor starts
// needs explicitly (answer-call.ts). Refuses: an account without a doctor profile (403); an appointment that
// is not this doctor's (404); one not booked, not by video or audio, still awaiting payment, or outside its
// window, 10 minutes before its start until its end (422); a doctor or patient already on another call (409).

import { randomUUID } from 'node:crypto';
import { type CallSession, CallType } from '@arogya/contracts/calls';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { PG_UNIQUE_VIOLATION, violatedConstraint } from '../../lib/db-errors.ts';
import { callSession } from './answer-call.ts';
import { announceStatus, publishUser } from './call-events.ts';
import { mapCall } from './call-mapper.ts';
import type { CallDeps } from './calls-deps.ts';
import { appointmentWindow } from './doctor-availability.ts';
import { endLiveCall } from './end-calls.ts';
import { expireCalls, scheduleRingTimeout } from './expire-calls.ts';
import { CONSULTATION_COMPLETED_MESSAGE } from './initiate-call.ts';

async function checkAppointment(deps: CallDeps, doctorId: string, appointmentId: string, now: Date) {
  const a = await deps.calls.appointmentForCall(appointmentId);
  if (!a || a.doctorId !== doctorId) throw AppError.notFound('Appointment not found');
  if (a.status === 'completed') throw AppError.rule(CONSULTATION_COMPLETED_MESSAGE);
  if (a.status !== 'booked') throw AppError.rule('This appointment is no longer booked.');
  const callType = CallType.safeParse(a.consultationType);
  if (!callType.success) throw AppError.rule('Only a video or audio consultation is started by a call.');
  if (a.paymentStatus === 'awaiting_payment') {
    throw AppError.rule('The patient has not paid for this consultation yet.');
  }
  const window = appointmentWindow(a.startsAt, a.endsAt, now);
  if (window === 'too-early') {
    throw AppError.rule('You can start this consultation from 10 minutes before its time.');
  }
  if (window === 'over') throw AppError.rule('The time of this appointment is over.');
  return { ...a, callType: callType.data };
}

export async function callPatient(
  deps: CallDeps,
  doctor: Actor,
  appointmentId: string,
  now: Date,
): Promise<CallSession> {
  const doctorId = await deps.calls.doctorIdForUser(doctor.id);
  if (!doctorId) throw AppError.forbidden('No doctor profile is linked to this account');
  const a = await checkAppointment(deps, doctorId, appointmentId, now);

  // Calls whose time is up no longer hold anyone; the doctor's own earlier call to a patient that still
  // rings (pressed again, or from another window) is given up, so pressing Start again rings afresh.
  await expireCalls(deps, now);
  const own = await deps.calls.ringingRungBy(doctorId);
  for (const id of own) await endLiveCall(deps, id, 'doctor', false, now);
  if (own.length > 0) await announceStatus(deps, own);

  const id = randomUUID();
  const ringExpiresAt = new Date(now.getTime() + deps.ringTimeoutMs);
  try {
    await deps.calls.insert({
      id,
      doctorId,
      doctorUserId: doctor.id,
      patientId: a.patientId,
      patientName: a.patientName,
      initiatedBy: 'doctor',
      appointmentId: a.id,
      callType: a.callType,
      status: 'ringing',
      reason: a.reason,
      createdAt: now,
      ringExpiresAt,
      lastSeenAt: now,
    });
  } catch (err) {
    const constraint = violatedConstraint(err, PG_UNIQUE_VIOLATION);
    if (constraint === 'calls_one_live_per_doctor') {
      throw AppError.conflict('You have another call ringing or in progress. Answer or end it first.');
    }
    if (constraint === 'calls_one_live_per_patient') {
      throw AppError.conflict(`${a.patientName} is on another call. Please try again in a few minutes.`);
    }
    throw err;
  }

  const row = await deps.calls.findById(id);
  if (!row) throw new Error('call vanished after insert');
  try {
    await publishUser(deps, a.patientId, { kind: 'incoming', call: mapCall(row) });
  } catch (err) {
    await deps.calls.failRinging(id, now);
    console.error(`[arogya] could not ring patient for call ${id}:`, err);
    throw AppError.unavailable('Calls cannot be connected right now. Please try again in a minute.');
  }
  scheduleRingTimeout(deps, ringExpiresAt);
  return {
    ...(await callSession(deps, doctor, row, 'doctor', now)),
    message: `Calling ${a.patientName}...`,
  };
}
