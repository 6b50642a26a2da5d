// What travels through the signalling hub: room events on a call's channel (between the sockets of that
// call) and user events on the callee's channel (incoming calls: a doctor's desk, or the patient the desk
// rings). Status changes are announced on both.
import {
  type Call,
  type CallStatus,
  callOutcomeMessage,
  type PeerInfo,
  type SignalPayload,
} from '@arogya/contracts/calls';
import type { ConsultSocketEvent } from '@arogya/contracts/consult-now';
import type { InboxSocketEvent } from '@arogya/contracts/notifications';
import { mapCall } from './call-mapper.ts';
import type { CallDeps } from './calls-deps.ts';
import { callChannel, userChannel } from './signalling-hub.ts';

export type RoomEvent =
  | { kind: 'joined'; peer: PeerInfo; userId: string }
  | { kind: 'present'; peer: PeerInfo; to: string }
  | { kind: 'left'; clientId: string }
  | { kind: 'signal'; from: string; data: SignalPayload }
  | { kind: 'media'; from: string; audio: boolean; video: boolean }
  | { kind: 'status'; status: CallStatus; call: Call; message: string };

export type UserEvent =
  | { kind: 'incoming'; call: Call }
  /** A new in-app notification (modules/notifications), relayed as is. */
  | { kind: 'inbox'; event: InboxSocketEvent }
  /** Consult now: an offer ringing a doctor's desk, or a patient's request moving (modules/consult-now). */
  | { kind: 'consult'; event: ConsultSocketEvent }
  | { kind: 'status'; status: CallStatus; call: Call; message: string };

export const publishRoom = (deps: Pick<CallDeps, 'hub'>, callId: string, event: RoomEvent) =>
  deps.hub.publish(callChannel(callId), event);

export const publishUser = (deps: Pick<CallDeps, 'hub'>, userId: string, event: UserEvent) =>
  deps.hub.publish(userChannel(userId), event);

/** The account a call rings: the doctor's when the patient rang, the patient's when the desk did. */
export const calleeUserId = (row: { initiatedBy: string; doctorUserId: string | null; patientId: string }) =>
  row.initiatedBy === 'doctor' ? row.patientId : row.doctorUserId;

/** Tells both sides of each call its current status (read back from the database). */
export async function announceStatus(deps: CallDeps, callIds: string[]): Promise<Call[]> {
  const rows = await deps.calls.byIds(callIds);
  await Promise.all(
    rows.map(async (row) => {
      const call = mapCall(row);
      const event = {
        kind: 'status' as const,
        status: call.status,
        call,
        message: callOutcomeMessage(call),
      };
      await publishRoom(deps, call.id, event);
      const callee = calleeUserId(row);
      if (callee) await publishUser(deps, callee, event);
    }),
  );
  return rows.map(mapCall);
}
