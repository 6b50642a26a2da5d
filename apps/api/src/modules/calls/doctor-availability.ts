// Whether a doctor takes an unbooked call now: not on leave today and inside today's working hours, both in
// Asia/Kolkata. A booked video or audio appointment may be started from CALL_EARLY_START_MINUTES before it.
import { CALL_EARLY_START_MINUTES } from '@arogya/contracts/calls';
import { zonedParts } from '../../lib/zoned-time.ts';

type Hours = { weekday: number; startMinute: number; endMinute: number };
type Leave = { startDate: string; endDate: string };

export function availableNow(schedule: Hours[], leaves: Leave[], now: Date): boolean {
  const { date, minutes, weekday } = zonedParts(now);
  if (leaves.some((l) => l.startDate <= date && date <= l.endDate)) return false;
  return schedule.some((h) => h.weekday === weekday && h.startMinute <= minutes && minutes < h.endMinute);
}

export type AppointmentWindowCheck = 'open' | 'too-early' | 'over';

export function appointmentWindow(startsAt: Date, endsAt: Date, now: Date): AppointmentWindowCheck {
  if (now.getTime() < startsAt.getTime() - CALL_EARLY_START_MINUTES * 60_000) return 'too-early';
  if (now.getTime() >= endsAt.getTime()) return 'over';
  return 'open';
}
