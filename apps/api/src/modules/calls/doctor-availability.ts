// A booked video or audio appointment may be started from CALL_EARLY_START_MINUTES before it (whether a
// doctor takes an unbooked call now is slots/available-now.ts).
import { CALL_EARLY_START_MINUTES } from '@arogya/contracts/calls';

export type AppointmentWindowCheck = 'open' | 'too-early' | 'over';

export function appointmentWindow(startsAt: Date, endsAt: Date, now: Date): AppointmentWindowCheck {
  if (now.getTime() < startsAt.getTime() - CALL_EARLY_START_MINUTES * 60_000) return 'too-early';
  if (now.getTime() >= endsAt.getTime()) return 'over';
  return 'open';
}
