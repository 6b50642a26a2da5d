// Whether a doctor takes an unbooked call now: not on leave today and inside today's working hours, both in
// Asia/Kolkata. Used for a call without an appointment and for booking an instant consultation.
import { zonedParts } from '../../lib/zoned-time.ts';

type Hours = { weekday: number; startMinute: number; endMinute: number };
type Leave = { startDate: string; endDate: string };

export function availableNow(schedule: Hours[], leaves: Leave[], now: Date): boolean {
  const { date, minutes, weekday } = zonedParts(now);
  if (leaves.some((l) => l.startDate <= date && date <= l.endDate)) return false;
  return schedule.some((h) => h.weekday === weekday && h.startMinute <= minutes && minutes < h.endMinute);
}
