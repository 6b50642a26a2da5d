// Every way a call ends (hung up by either side, declined, missed, closed silent) goes through here: a call
// that was answered and has ended completes its consultation, in the same transaction as the call's own
// change (docs/product-rules.md#telemedicine). A call missed, declined or failed leaves its appointment
// booked, so it can be rung again in its window. The appointment changes only while still booked (one
// conditional update), so a doctor pressing 'Mark completed' at the same moment settles in the database:
// whichever comes second finds it completed, and the doctor's notes are kept either way
// (doctor-desk/close-appointment.ts adds them to an appointment its call completed).
import { createAppointmentsRepository } from '../appointments/appointments.repository.ts';
import { type CallsRepository, createCallsRepository, type EndedCall } from './calls.repository.ts';
import type { CallDeps } from './calls-deps.ts';

export async function endCalls(
  deps: Pick<CallDeps, 'db' | 'onCallsEnded'>,
  end: (calls: CallsRepository) => Promise<(EndedCall | undefined)[]>,
  now: Date,
): Promise<EndedCall[]> {
  const ended = await deps.db.transaction(async (tx) => {
    const ended = (await end(createCallsRepository(tx))).filter((c): c is EndedCall => c !== undefined);
    const appointments = createAppointmentsRepository(tx);
    for (const call of ended) {
      if (call.status === 'completed' && call.appointmentId) {
        await appointments.completeByCall(call.appointmentId, call.endedAt ?? now, now);
      }
    }
    return ended;
  });
  // Their doctors are free again: consult now may offer them the next request at once.
  if (ended.length > 0) deps.onCallsEnded?.();
  return ended;
}

/** Ends one live call (see the repository's `end`); false when it was no longer live. */
export async function endLiveCall(
  deps: Pick<CallDeps, 'db' | 'onCallsEnded'>,
  id: string,
  by: 'patient' | 'doctor' | 'system',
  failed: boolean,
  now: Date,
): Promise<boolean> {
  const ended = await endCalls(deps, async (calls) => [await calls.end(id, by, failed, now)], now);
  return ended.length > 0;
}
