// The callee's answer to a ringing call (accept or decline: the doctor's, or the patient's when the doctor
// rang from the desk), ending a call, and renewing a call token. Only the call's two participants may act
// on it; anyone else is told it does not exist.
import { type Call, type CallSession, TELECONSULTATION_CONSENT_VERSION } from '@arogya/contracts/calls';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { announceStatus } from './call-events.ts';
import { mapCall } from './call-mapper.ts';
import type { CallRole } from './call-tokens.ts';
import type { CallRow } from './calls.repository.ts';
import type { CallDeps } from './calls-deps.ts';
import { endLiveCall } from './end-calls.ts';

export function roleInCall(
  row: Pick<CallRow, 'patientId' | 'doctorUserId'>,
  userId: string,
): CallRole | null {
  if (row.patientId === userId) return 'patient';
  if (row.doctorUserId === userId) return 'doctor';
  return null;
}

async function loadOwnCall(deps: CallDeps, user: Actor, id: string) {
  const row = await deps.calls.findById(id);
  const role = row ? roleInCall(row, user.id) : null;
  if (!row || !role) throw AppError.notFound('Call not found');
  return { row, role };
}

/** The call as its callee: whoever was rung (the doctor, or the patient the desk rang). */
async function loadCalleeCall(deps: CallDeps, user: Actor, id: string) {
  const own = await loadOwnCall(deps, user, id);
  if (own.role === own.row.initiatedBy) {
    throw AppError.forbidden(`Only the ${own.role === 'doctor' ? 'patient' : 'doctor'} can answer this call`);
  }
  return own;
}

/** docs/product-rules.md#telemedicine: a consultation the doctor starts needs the patient's explicit consent. */
export const ANSWER_CONSENT_MESSAGE =
  'Please read and accept the teleconsultation consent to answer this call.';

const NOT_RINGING: Record<string, string> = {
  active: 'This call has already been answered.',
  missed: 'This call was not answered in time.',
  declined: 'This call was declined.',
  completed: 'This call has ended.',
  failed: 'This call has ended.',
};

/** A participant's way into the call: a token for this call only, the call, and their ICE servers. */
export async function callSession(deps: CallDeps, user: Actor, row: CallRow, role: CallRole, now: Date) {
  const { token, expiresAt } = await deps.tokens.sign(user.id, row.id, role, now);
  const result: CallSession = {
    success: true,
    token,
    expiresAt: expiresAt.toISOString(),
    call: mapCall(row),
    role,
    iceServers: deps.iceServersFor(user.id, now),
  };
  return result;
}

export async function acceptCall(deps: CallDeps, user: Actor, id: string, now: Date): Promise<CallSession> {
  const { row, role } = await loadCalleeCall(deps, user, id);
  if (role === 'patient') {
    const consent = await deps.calls.consentOf(user.id);
    if (consent?.version !== TELECONSULTATION_CONSENT_VERSION) throw AppError.rule(ANSWER_CONSENT_MESSAGE);
  }
  if (!(await deps.calls.accept(id, user.id, now))) {
    const current = await deps.calls.findById(id);
    const status = current?.status === 'ringing' ? 'missed' : (current?.status ?? row.status);
    throw AppError.conflict(NOT_RINGING[status] ?? 'This call is no longer ringing.');
  }
  const [call] = await announceStatus(deps, [id]);
  const fresh = await deps.calls.findById(id);
  if (!call || !fresh) throw AppError.notFound('Call not found');
  return { ...(await callSession(deps, user, fresh, role, now)), message: 'Call accepted' };
}

export async function declineCall(deps: CallDeps, user: Actor, id: string, now: Date): Promise<Call> {
  const { row, role } = await loadCalleeCall(deps, user, id);
  if (row.status !== 'ringing' || !(await endLiveCall(deps, id, role, false, now))) {
    throw AppError.conflict(NOT_RINGING[row.status] ?? 'This call is no longer ringing.');
  }
  const [call] = await announceStatus(deps, [id]);
  if (!call) throw AppError.notFound('Call not found');
  return call;
}

/** Ends the caller's live call; ending one that is already over just answers its record. */
export async function endCall(
  deps: CallDeps,
  user: Actor,
  id: string,
  failed: boolean,
  now: Date,
): Promise<Call> {
  const { role } = await loadOwnCall(deps, user, id);
  if (await endLiveCall(deps, id, role, failed, now)) {
    const [call] = await announceStatus(deps, [id]);
    if (call) return call;
  }
  const row = await deps.calls.findById(id);
  if (!row) throw AppError.notFound('Call not found');
  return mapCall(row);
}

/** A fresh token for a participant of a live call (the old one expired during a long call). */
export async function renewCallToken(
  deps: CallDeps,
  user: Actor,
  id: string,
  now: Date,
): Promise<CallSession> {
  const { row, role } = await loadOwnCall(deps, user, id);
  if (row.status !== 'ringing' && row.status !== 'active') {
    throw new AppError('BUSINESS_RULE', NOT_RINGING[row.status] ?? 'This call has ended.');
  }
  if (role !== row.initiatedBy && row.status === 'ringing') throw AppError.rule('Accept the call first.');
  return callSession(deps, user, row, role, now);
}

/** One call; the doctor's read of it is a read of the patient's consultation record, so it is audited. */
export async function getCall(deps: CallDeps, user: Actor, id: string): Promise<Call> {
  const { row, role } = await loadOwnCall(deps, user, id);
  if (role === 'doctor') {
    await deps.audit.record({
      actor: user,
      action: 'consultation.read',
      subjectUserId: row.patientId,
      resourceType: 'call',
      resourceId: row.id,
    });
  }
  return mapCall(row);
}
