// Links into the call screen (/video-call/{doctorId}/{userId}) with what docs/screens.md#call-screen passes
// in navigation state (doctor, consultationType, fromSpecialty), plus the type in the query string so a
// reload or a shared link still knows it. The doctor's desk passes the accepted (or started) call's session
// the same way, to the same screen in the desk's layout (deskCallLink).
import type { CallSession, CallType } from '@arogya/contracts/calls';
import { CALL_EARLY_START_MINUTES } from '@arogya/contracts/constants';
import type { MessageDescriptor } from '@lingui/core';

export type VideoCallDoctor = {
  id: string;
  name: string;
  registrationNumber?: string;
  registrationCouncil?: string;
  /** The specialty, with its Hindi name where it has one (shown by the page's language). */
  specialization?: { name: string; nameHi?: string | null } | null;
};

export type VideoCallState = {
  doctor?: VideoCallDoctor;
  consultationType?: CallType;
  fromSpecialty?: string;
  /** The booked video or audio appointment this call starts (My Appointments). */
  appointmentId?: string;
  /** What the patient wants to discuss, shown to the doctor with the ring. */
  reason?: string;
  /** Set by the doctor's desk after Accept: the call to join at once. */
  session?: CallSession;
};

/** What the doctor's pages are handed after a call (the desk, the consultation's e-prescription page): the
 * call screen's notice as a Lingui descriptor, shown there in the page's language. */
export type AfterCallState = { callNotice?: MessageDescriptor };

/** Reads it back from history state, which may come from anywhere: a Lingui message descriptor, or null. */
export function readAfterCallNotice(raw: unknown): MessageDescriptor | null {
  const notice = (raw as { callNotice?: unknown } | null)?.callNotice;
  if (typeof notice !== 'object' || notice === null) return null;
  const { id, message, values } = notice as Record<string, unknown>;
  if (typeof id !== 'string' || !id) return null;
  // The English of a message with placeholders is compiled at build (vite-plugins/compile-source-messages.ts).
  if (message !== undefined && typeof message !== 'string' && !Array.isArray(message)) return null;
  if (values !== undefined) {
    if (typeof values !== 'object' || values === null) return null;
    if (!Object.values(values).every((value) => typeof value === 'string' || typeof value === 'number'))
      return null;
  }
  return {
    id,
    message: message as MessageDescriptor['message'],
    values: values as Record<string, string | number> | undefined,
  };
}

/** '/video-call/{doctorId}/{userId}?type=video'. */
export function videoCallLink(doctorId: string, userId: string, type?: CallType): string {
  const path = `/video-call/${encodeURIComponent(doctorId)}/${encodeURIComponent(userId || 'me')}`;
  return type ? `${path}?type=${type}` : path;
}

/** The doctor's side of a call, in the desk's own layout: '/doctor-desk/call/{doctorId}/{patientId}?type=video'. */
export function deskCallLink(doctorId: string, patientId: string, type?: CallType): string {
  const path = `/doctor-desk/call/${encodeURIComponent(doctorId)}/${encodeURIComponent(patientId)}`;
  return type ? `${path}?type=${type}` : path;
}

/** The navigation state for that link: `navigate(videoCallLink(...), { state: videoCallState(...) })`. */
export function videoCallState(input: VideoCallState): VideoCallState {
  const state: VideoCallState = {};
  if (input.doctor) {
    state.doctor = {
      id: input.doctor.id,
      name: input.doctor.name,
      registrationNumber: input.doctor.registrationNumber,
      registrationCouncil: input.doctor.registrationCouncil,
      specialization: input.doctor.specialization ? { name: input.doctor.specialization.name } : null,
    };
  }
  if (input.consultationType) state.consultationType = input.consultationType;
  if (input.fromSpecialty) state.fromSpecialty = input.fromSpecialty;
  if (input.appointmentId) state.appointmentId = input.appointmentId;
  if (input.reason) state.reason = input.reason;
  if (input.session) state.session = input.session;
  return state;
}

/** Reads the state back defensively: history state may come from an older build or another page. */
export function readVideoCallState(raw: unknown, search: string): VideoCallState {
  const state = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const fromQuery = new URLSearchParams(search).get('type');
  const type = typeof state.consultationType === 'string' ? state.consultationType : fromQuery;
  const doctor = state.doctor as VideoCallDoctor | undefined;
  return {
    doctor: doctor && typeof doctor.name === 'string' && typeof doctor.id === 'string' ? doctor : undefined,
    consultationType: (type ?? undefined) as CallType | undefined,
    fromSpecialty: typeof state.fromSpecialty === 'string' ? state.fromSpecialty : undefined,
    appointmentId: typeof state.appointmentId === 'string' ? state.appointmentId : undefined,
    reason: typeof state.reason === 'string' ? state.reason : undefined,
    session: isSession(state.session) ? state.session : undefined,
  };
}

function isSession(value: unknown): value is CallSession {
  const s = value as CallSession | undefined;
  return Boolean(
    s && typeof s.token === 'string' && typeof s.call?.id === 'string' && Array.isArray(s.iceServers),
  );
}

/** Whether My Appointments should offer 'Start consultation' for a booked appointment now (from ten minutes
 * before its start until its end). */
export function canStartAppointmentCall(
  a: { consultationType: string; status: string; startsAt: string; endsAt: string },
  now: Date,
  earlyMinutes = CALL_EARLY_START_MINUTES,
): boolean {
  if (a.status !== 'booked' || (a.consultationType !== 'video' && a.consultationType !== 'audio'))
    return false;
  const start = Date.parse(a.startsAt) - earlyMinutes * 60_000;
  return now.getTime() >= start && now.getTime() < Date.parse(a.endsAt);
}
