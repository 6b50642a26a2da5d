// What travels through the signalling hub: room events on a call's channel (between the sockets of that
// call) and user events on a doctor's channel (incoming calls). Status changes are announced on both.
import {
  type Call,
  type CallStatus,
  callStatusMessage,
  type PeerInfo,
  type SignalPayload,
} from '@arogya/contracts/calls';
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
  | { kind: 'status'; status: CallStatus; call: Call; message: string };

export const publishRoom = (deps: Pick<CallDeps, 'hub'>, callId: string, event: RoomEvent) =>
  deps.hub.publish(callChannel(callId), event);

export const publishUser = (deps: Pick<CallDeps, 'hub'>, userId: string, event: UserEvent) =>
  deps.hub.publish(userChannel(userId), event);

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
        message: callStatusMessage(call.status, call.doctor.name),
      };
      await publishRoom(deps, call.id, event);
      if (row.doctorUserId) await publishUser(deps, row.doctorUserId, event);
    }),
  );
  return rows.map(mapCall);
}
