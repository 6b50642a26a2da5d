// What consult now tells people live, over their notification sockets (calls/notification-socket.ts, through
// the signalling hub, so through Redis across instances): a doctor's desk rings with an offer and hears when
// it ends; a patient's waiting screen hears their request move.
import type { ConsultOffer, ConsultRequestStatus, ConsultSocketEvent } from '@arogya/contracts/consult-now';
import { publishUser } from '../calls/call-events.ts';
import type { ConsultNowDeps } from './consult-now-deps.ts';

async function publish(deps: ConsultNowDeps, userId: string | null | undefined, event: ConsultSocketEvent) {
  if (!userId) return;
  try {
    await publishUser(deps.calls, userId, { kind: 'consult', event });
  } catch (err) {
    // The hub is down: the desk and the waiting screen also read their state (presence, the request).
    deps.log(`could not tell ${userId}: ${err instanceof Error ? err.message : String(err)}`);
  }
}

export const tellOffer = (deps: ConsultNowDeps, doctorUserId: string | null, offer: ConsultOffer) =>
  publish(deps, doctorUserId, { type: 'consult-offer', offer });

export const tellOfferEnded = (
  deps: ConsultNowDeps,
  doctorUserId: string | null,
  requestId: string,
  outcome: 'accepted' | 'passed' | 'expired' | 'withdrawn',
) => publish(deps, doctorUserId, { type: 'consult-offer-ended', requestId, outcome });

export const tellPatient = (
  deps: ConsultNowDeps,
  patientId: string,
  requestId: string,
  status: ConsultRequestStatus,
  callId: string | null = null,
) => publish(deps, patientId, { type: 'consult-request', requestId, status, callId });
