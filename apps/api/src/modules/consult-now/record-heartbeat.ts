// A doctor's open desk is heard from (its notification socket's listen and pings, calls/notification-socket.ts):
// their presence stays fresh; CONSULT_PRESENCE_TIMEOUT_SECONDS without it and the sweep turns them offline.
import type { Actor } from '../../lib/actor.ts';
import type { ConsultNowDeps } from './consult-now-deps.ts';

export async function recordHeartbeat(deps: ConsultNowDeps, user: Actor, now: Date): Promise<void> {
  await deps.presence.heartbeat(user.id, now);
}
