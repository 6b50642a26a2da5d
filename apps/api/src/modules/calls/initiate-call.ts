// POST /api/v1/calls/initiate: a patient rings a doctor. Refuses what cannot be answered (no consent, a type
// the doctor does not offer, a doctor not available now or without an account to answer, an appointment
// outside its window, a doctor already on a call), ends the patient's own earlier live call, rings the
// doctor's open desks and answers a token admitting the patient to this call only.

import { randomUUID } from 'node:crypto';
import {
  type CallSession,
  type InitiateCallRequest,
  TELECONSULTATION_CONSENT_VERSION,
} from '@arogya/contracts/calls';
import type { z } from 'zod';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { PG_UNIQUE_VIOLATION, violatedConstraint } from '../../lib/db-errors.ts';
import { todayIn } from '../../lib/zoned-time.ts';
import { availableNow } from '../slots/available-now.ts';
import { announceStatus, publishUser } from './call-events.ts';
import { mapCall } from './call-mapper.ts';
import { notifyPatientWaiting } from './call-notifications.ts';
import type { CallDeps } from './calls-deps.ts';
import { appointmentWindow } from './doctor-availability.ts';
import { endLiveCall } from './end-calls.ts';
import { expireCalls, scheduleRingTimeout } from './expire-calls.ts';

type Request = z.output<typeof InitiateCallRequest>;

export const UNPAID_CONSULTATION_MESSAGE =
  'Please pay for this consultation before joining the call (My Appointments: Pay now).';

/** A call without an appointment where consultations are paid online: the call screen pays first. */
export const INSTANT_PAYMENT_MESSAGE =
  'Please pay for the consultation before the call: start it from the call screen to pay and connect.';

/** A call of the appointment was answered and ended (end-calls.ts), or the doctor closed it. */
export const CONSULTATION_COMPLETED_MESSAGE =
  'This consultation has been completed. To consult again, please book a new appointment.';

export const CONSENT_REQUIRED_MESSAGE =
  'Please read and accept the teleconsultation consent before your first consultation.';

async function checkAppointment(deps: CallDeps, patient: Actor, body: Request, now: Date) {
  if (!body.appointmentId) return null;
  const a = await deps.calls.appointmentForCall(body.appointmentId);
  if (!a || a.patientId !== patient.id) throw AppError.notFound('Appointment not found');
  if (a.doctorId !== body.doctorId) throw AppError.invalid('This appointment is with another doctor');
  if (a.status === 'completed') throw AppError.rule(CONSULTATION_COMPLETED_MESSAGE);
  if (a.status !== 'booked') throw AppError.rule('This appointment is no longer booked.');
  // Video and audio consultations are paid before the call (docs/product-rules.md#payments).
  if (a.paymentStatus === 'awaiting_payment') throw AppError.rule(UNPAID_CONSULTATION_MESSAGE);
  // A consult-now consultation may be joined by video or audio (the doctor offers both for one fee).
  if (a.consultationType !== body.callType && a.bookedVia !== 'instant') {
    throw AppError.rule(
      `This appointment is a ${a.consultationType} consultation, not a ${body.callType} call.`,
    );
  }
  const window = appointmentWindow(a.startsAt, a.endsAt, now);
  if (window === 'too-early') {
    throw AppError.rule('You can start this consultation from 10 minutes before its time.');
  }
  if (window === 'over') throw AppError.rule('The time of this appointment is over.');
  return a;
}

/**
 * Everything initiate refuses before it rings (consent, the doctor, the type, the doctor's account, the
 * appointment window or the doctor's hours). Also answered on its own by POST /api/v1/calls/check, so the
 * call screen asks for the camera and microphone only when the call can go ahead.
 */
export async function checkCallStart(deps: CallDeps, patient: Actor, body: Request, now: Date) {
  const consent = await deps.calls.consentOf(patient.id);
  if (consent?.version !== TELECONSULTATION_CONSENT_VERSION) throw AppError.rule(CONSENT_REQUIRED_MESSAGE);

  const doctor = await deps.calls.doctorForCall(body.doctorId);
  if (!doctor) throw AppError.notFound('Doctor not found');
  if (!doctor.consultationTypes.includes(body.callType)) {
    throw AppError.rule(`Dr. ${doctor.name} does not offer ${body.callType} consultations.`);
  }
  const doctorUserId = doctor.userId;
  if (!doctorUserId) {
    throw AppError.rule(
      `Dr. ${doctor.name} does not take calls on Arogya yet. Please book an appointment instead.`,
    );
  }
  if (doctorUserId === patient.id) throw AppError.rule('You cannot call yourself.');

  const appointment = await checkAppointment(deps, patient, body, now);
  if (!appointment) {
    const [schedule, leaves] = await Promise.all([
      deps.doctors.schedule(doctor.id),
      deps.doctors.leaves(doctor.id, todayIn(now)),
    ]);
    if (!availableNow(schedule, leaves, now)) {
      throw AppError.rule(
        `Dr. ${doctor.name} is not available for consultations now. Please book an appointment.`,
      );
    }
    // Where consultations are paid online, "consult now" books and pays an instant consultation first
    // (POST /api/v1/bookings/instant) and calls with it; a doctor charging nothing is called as before.
    if (deps.online && doctor.feePaise > 0) throw AppError.rule(INSTANT_PAYMENT_MESSAGE);
  }
  return { doctor: { ...doctor, userId: doctorUserId }, appointment };
}

export async function initiateCall(
  deps: CallDeps,
  patient: Actor,
  body: Request,
  now: Date,
): Promise<CallSession> {
  const { doctor, appointment } = await checkCallStart(deps, patient, body, now);

  // Calls whose time is up no longer hold the doctor; the patient's own earlier call (a reload, a second
  // tab) is ended, so pressing Start again always rings afresh.
  await expireCalls(deps, now);
  const own = await deps.calls.liveCallIdsOfPatient(patient.id);
  for (const id of own) await endLiveCall(deps, id, 'patient', false, now);
  if (own.length > 0) await announceStatus(deps, own);

  const id = randomUUID();
  const ringExpiresAt = new Date(now.getTime() + deps.ringTimeoutMs);
  try {
    await deps.calls.insert(
      {
        id,
        doctorId: doctor.id,
        doctorUserId: doctor.userId,
        patientId: patient.id,
        // A consultation booked for a family member is theirs: the call and its e-prescription carry their name
        // (docs/product-rules.md#family-members-and-the-health-card).
        patientName: appointment?.patientName ?? patient.name,
        appointmentId: appointment?.id ?? null,
        callType: body.callType,
        status: 'ringing',
        reason: body.reason || appointment?.reason || null,
        createdAt: now,
        ringExpiresAt,
        lastSeenAt: now,
      },
      (tx) =>
        notifyPatientWaiting(deps.notify, tx, {
          id,
          doctorUserId: doctor.userId,
          patientName: appointment?.patientName ?? patient.name,
          callType: body.callType,
          createdAt: now,
        }),
    );
  } catch (err) {
    const constraint = violatedConstraint(err, PG_UNIQUE_VIOLATION);
    if (constraint === 'calls_one_live_per_doctor') {
      throw AppError.conflict(`Dr. ${doctor.name} is on another call. Please try again in a few minutes.`);
    }
    if (constraint === 'calls_one_live_per_patient') {
      throw AppError.conflict('You are already on a call. End it before starting another.');
    }
    throw err;
  }

  const row = await deps.calls.findById(id);
  if (!row) throw new Error('call vanished after insert');
  const call = mapCall(row);
  try {
    await publishUser(deps, doctor.userId, { kind: 'incoming', call });
  } catch (err) {
    // The doctor's desk cannot be rung (Redis down, say): the call is recorded as failed and the patient
    // is told to try again, instead of waiting on a ring nobody hears.
    await deps.calls.failRinging(id, now);
    console.error(`[arogya] could not ring doctor for call ${id}:`, err);
    throw AppError.unavailable('Calls cannot be connected right now. Please try again in a minute.');
  }
  scheduleRingTimeout(deps, ringExpiresAt);

  const { token, expiresAt } = await deps.tokens.sign(patient.id, id, 'patient', now);
  return {
    success: true,
    token,
    expiresAt: expiresAt.toISOString(),
    call,
    role: 'patient',
    iceServers: deps.iceServersFor(patient.id, now),
    message: `Calling Dr. ${doctor.name}...`,
  };
}
