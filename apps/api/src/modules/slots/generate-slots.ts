// Slot generation, pure: a doctor's weekly hours laid over local calendar days, minus leave, booked
// time, the past and the booking-advance window. `now` is an argument so tests can fix the clock.
import { addDays, daysBetween, minutesToClock, weekdayOf, zonedToUtc } from '../../lib/zoned-time.ts';

export type WeeklyHours = { weekday: number; startMinute: number; endMinute: number; slotMinutes: number };
export type LeavePeriod = { startDate: string; endDate: string };
export type BusyPeriod = { startsAt: Date; endsAt: Date };

/** available: bookable; booked: overlaps an active appointment; past: started already; too-soon: inside the advance window. */
export type SlotStatus = 'available' | 'booked' | 'past' | 'too-soon';

export type GeneratedSlot = {
  date: string;
  start: string;
  end: string;
  startsAt: Date;
  endsAt: Date;
  status: SlotStatus;
};

export type SlotDay = { date: string; weekday: number; onLeave: boolean; slots: GeneratedSlot[] };

export type SlotInput = {
  from: string;
  to: string;
  now: Date;
  timeZone: string;
  schedule: readonly WeeklyHours[];
  leaves: readonly LeavePeriod[];
  busy: readonly BusyPeriod[];
  bookingBeforeHours: number;
};

export function isOnLeave(date: string, leaves: readonly LeavePeriod[]): boolean {
  return leaves.some((l) => l.startDate <= date && date <= l.endDate);
}

/** Every slot of every day from `from` to `to` (inclusive), each with its status. */
export function classifySlots(input: SlotInput): SlotDay[] {
  const days: SlotDay[] = [];
  const nowMs = input.now.getTime();
  const earliestMs = nowMs + input.bookingBeforeHours * 3_600_000;
  const count = daysBetween(input.from, input.to);
  for (let i = 0; i <= count; i++) {
    const date = addDays(input.from, i);
    const weekday = weekdayOf(date);
    const onLeave = isOnLeave(date, input.leaves);
    const slots: GeneratedSlot[] = [];
    if (!onLeave) {
      const hours = input.schedule
        .filter((h) => h.weekday === weekday)
        .sort((a, b) => a.startMinute - b.startMinute);
      for (const h of hours) {
        // A slot that would end after the end of the working hours is not offered.
        for (let m = h.startMinute; m + h.slotMinutes <= h.endMinute; m += h.slotMinutes) {
          const startsAt = zonedToUtc(date, m, input.timeZone);
          const endsAt = zonedToUtc(date, m + h.slotMinutes, input.timeZone);
          slots.push({
            date,
            start: minutesToClock(m),
            end: minutesToClock(m + h.slotMinutes),
            startsAt,
            endsAt,
            status: statusOf(startsAt, endsAt, nowMs, earliestMs, input.busy),
          });
        }
      }
    }
    days.push({ date, weekday, onLeave, slots });
  }
  return days;
}

function statusOf(
  startsAt: Date,
  endsAt: Date,
  nowMs: number,
  earliestMs: number,
  busy: readonly BusyPeriod[],
): SlotStatus {
  if (startsAt.getTime() <= nowMs) return 'past';
  if (startsAt.getTime() < earliestMs) return 'too-soon';
  const overlaps = busy.some((b) => b.startsAt < endsAt && startsAt < b.endsAt);
  return overlaps ? 'booked' : 'available';
}

/** What a patient sees: future slots outside the advance window, available or booked; none on leave days. */
export function generateSlots(input: SlotInput): SlotDay[] {
  return classifySlots(input).map((day) => ({
    ...day,
    slots: day.slots.filter((s) => s.status === 'available' || s.status === 'booked'),
  }));
}
