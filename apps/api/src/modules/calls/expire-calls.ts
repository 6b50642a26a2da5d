// Calls that end without anyone ending them: a ringing call nobody answers becomes missed after the ring time
// (60 s, docs/product-rules.md#telemedicine), and an active call nobody has been heard from for a while is
// closed. A timer per call makes 'missed' punctual; a sweep every few seconds in every instance catches calls
// whose timer was lost with a restarted instance. Both are single conditional UPDATEs, so instances never
// double-announce.
import { SIGNAL_PING_MS } from '@arogya/contracts/calls';
import { outsideRequest } from '../../db/cancellation.ts';
import { announceStatus } from './call-events.ts';
import type { CallDeps } from './calls-deps.ts';
import { endCalls } from './end-calls.ts';

/** An active call silent for this long (three missed pings) is over. */
export const SILENT_CALL_MS = SIGNAL_PING_MS * 3;
/** How often the call expiry job (src/compose.ts) runs in every instance. */
export const SWEEP_INTERVAL_MS = 15_000;

export async function expireCalls(deps: CallDeps, now: Date): Promise<string[]> {
  const [missed, silent] = await Promise.all([
    deps.calls.expireRinging(now),
    // An answered call closed silent completes its consultation, as a hang-up does (end-calls.ts).
    endCalls(deps, (calls) => calls.closeSilent(new Date(now.getTime() - SILENT_CALL_MS)), now),
  ]);
  const ended = [...missed, ...silent.map((c) => c.id)];
  if (missed.length > 0) deps.onCallsEnded?.();
  if (ended.length > 0) await announceStatus(deps, ended);
  return ended;
}

/** Runs the expiry just after this call's ring time is over. */
export function scheduleRingTimeout(deps: CallDeps, ringExpiresAt: Date): void {
  // Outside the request that rang: the expiry must run even if that request's client has gone.
  const timer = outsideRequest(() =>
    setTimeout(
      () => {
        deps.timers.delete(timer);
        expireCalls(deps, new Date()).catch(() => {});
      },
      Math.max(0, ringExpiresAt.getTime() - Date.now()) + 25,
    ),
  );
  timer.unref();
  deps.timers.add(timer);
}

/** Drops this process's ring timers, when the app closes (the expiry job, src/compose.ts, is the safety net). */
export function clearRingTimers(deps: CallDeps): void {
  for (const t of deps.timers) clearTimeout(t);
  deps.timers.clear();
}
