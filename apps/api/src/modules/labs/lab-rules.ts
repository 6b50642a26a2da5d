// The lab rules that need no database (docs/product-rules.md#lab-tests): collection slots 06:00-20:00
// Asia/Kolkata with a booking lead time and morning-only slots for fasting tests, the free change window,
// the booking status machine, the reference range that applies to a patient and the flag of a result.
import {
  LAB_BOOKING_ADVANCE_DAYS,
  LAB_BOOKING_LEAD_MINUTES,
  LAB_CHANGE_CUTOFF_HOURS,
  LAB_FASTING_SLOT_CUTOFF,
  LAB_MAX_RESCHEDULES,
  LAB_SLOT_HOURS,
  LAB_SLOT_MINUTES,
} from '@arogya/contracts/constants';
import { parseLabNumber } from '@arogya/contracts/lab-derived-values';
import type { LabBookingStatus, LabResultFlag } from '@arogya/contracts/labs';
import { addDays, todayIn, zonedToUtc } from '../../lib/zoned-time.ts';

const toMinutes = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return h * 60 + m;
};
const toClock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Every slot start of a day: 06:00, 07:00 ... 19:00 (the last ends at 20:00). */
export const SLOT_STARTS: readonly string[] = (() => {
  const out: string[] = [];
  for (
    let m = toMinutes(LAB_SLOT_HOURS.start);
    m + LAB_SLOT_MINUTES <= toMinutes(LAB_SLOT_HOURS.end);
    m += LAB_SLOT_MINUTES
  )
    out.push(toClock(m));
  return out;
})();

export const slotEnd = (start: string) => toClock(toMinutes(start) + LAB_SLOT_MINUTES);
export const slotInstant = (date: string, start: string) => zonedToUtc(date, toMinutes(start));

/** Today (IST) and the next LAB_BOOKING_ADVANCE_DAYS days. */
export function bookableDates(now: Date): string[] {
  const today = todayIn(now);
  return Array.from({ length: LAB_BOOKING_ADVANCE_DAYS + 1 }, (_, i) => addDays(today, i));
}

export type SlotRefusal = 'not_a_slot' | 'too_far' | 'too_soon' | 'fasting_morning_only';

/** Why a slot cannot be booked now for items needing `fastingHours` of fasting, or null when it can. */
export function slotRefusal(
  date: string,
  start: string,
  fastingHours: number,
  now: Date,
): SlotRefusal | null {
  if (!SLOT_STARTS.includes(start)) return 'not_a_slot';
  if (!bookableDates(now).includes(date)) return 'too_far';
  if (fastingHours > 0 && toMinutes(start) >= toMinutes(LAB_FASTING_SLOT_CUTOFF))
    return 'fasting_morning_only';
  if (slotInstant(date, start).getTime() - now.getTime() < LAB_BOOKING_LEAD_MINUTES * 60_000)
    return 'too_soon';
  return null;
}

export const SLOT_REFUSAL_MESSAGES: Record<SlotRefusal, string> = {
  not_a_slot: `Collection slots start on the hour from ${LAB_SLOT_HOURS.start}; the last ends at ${LAB_SLOT_HOURS.end}`,
  too_far: `Collections can be booked for today and the next ${LAB_BOOKING_ADVANCE_DAYS} days`,
  too_soon: `This slot starts too soon: book at least ${LAB_BOOKING_LEAD_MINUTES / 60} hours ahead`,
  fasting_morning_only: `A test in this booking needs fasting: choose a slot starting before ${LAB_FASTING_SLOT_CUTOFF}`,
};

/** Free cancel and reschedule end LAB_CHANGE_CUTOFF_HOURS before the slot. */
export const changeDeadline = (slotStartsAt: Date) =>
  new Date(slotStartsAt.getTime() - LAB_CHANGE_CUTOFF_HOURS * 3_600_000);

/** Statuses in which the patient may still cancel or reschedule (never once the sample is collected). */
const CHANGEABLE: readonly LabBookingStatus[] = ['booked', 'phlebotomist_assigned'];

export type ChangeRefusal = 'sample_collected' | 'cancelled' | 'too_late' | 'too_many_reschedules';

export function changeRefusal(
  b: { status: string; slotStartsAt: Date; rescheduleCount: number },
  now: Date,
  kind: 'cancel' | 'reschedule',
): ChangeRefusal | null {
  if (b.status === 'cancelled') return 'cancelled';
  if (!CHANGEABLE.includes(b.status as LabBookingStatus)) return 'sample_collected';
  if (now.getTime() >= changeDeadline(b.slotStartsAt).getTime()) return 'too_late';
  if (kind === 'reschedule' && b.rescheduleCount >= LAB_MAX_RESCHEDULES) return 'too_many_reschedules';
  return null;
}

export const CHANGE_REFUSAL_MESSAGES: Record<ChangeRefusal, string> = {
  sample_collected: 'The sample has been collected: this booking can no longer be changed',
  cancelled: 'This booking is cancelled',
  too_late: `Bookings can be changed or cancelled free until ${LAB_CHANGE_CUTOFF_HOURS} hours before the slot`,
  too_many_reschedules: `A booking can be rescheduled at most ${LAB_MAX_RESCHEDULES} times`,
};

/** The lab desk's next steps from each status (phlebotomist_assigned is reached through /phlebotomist). */
const NEXT: Record<LabBookingStatus, readonly LabBookingStatus[]> = {
  booked: ['phlebotomist_assigned', 'cancelled'],
  phlebotomist_assigned: ['phlebotomist_assigned', 'sample_collected', 'cancelled'],
  sample_collected: ['processing', 'cancelled'],
  processing: ['report_ready', 'cancelled'],
  report_ready: [],
  cancelled: [],
};
export const canMoveTo = (from: string, to: LabBookingStatus) =>
  (NEXT[from as LabBookingStatus] ?? []).includes(to);

/** The desk's steps that need the sample in hand, none of which may come before the booking's day. */
const NEEDS_SAMPLE: readonly LabBookingStatus[] = ['sample_collected', 'processing', 'report_ready'];

/**
 * Why a booking cannot move to `to` yet, or null: a sample cannot be marked collected, processed or reported
 * before the day its collection is booked for (Asia/Kolkata); a phlebotomist can be assigned ahead and a
 * booking cancelled at any time (docs/product-rules.md#lab-tests).
 */
export function beforeCollectionDay(
  b: { slotStartsAt: Date },
  to: LabBookingStatus,
  now: Date,
): string | null {
  if (!NEEDS_SAMPLE.includes(to)) return null;
  const day = todayIn(b.slotStartsAt);
  if (todayIn(now) >= day) return null;
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const named = `${d} ${MONTHS[m - 1]} ${y}`;
  return to === 'sample_collected'
    ? `This collection is booked for ${named}: the sample can be marked collected from that day`
    : `This collection is booked for ${named}: nothing can be reported on it before that day`;
}
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Report states of the spec's order items. */
export function reportStatusOf(status: string): 'available' | 'pending' | 'cancelled' {
  if (status === 'report_ready') return 'available';
  if (status === 'cancelled') return 'cancelled';
  return 'pending';
}
export function displayStatusOf(status: string): 'processing' | 'completed' | 'cancelled' {
  if (status === 'report_ready') return 'completed';
  if (status === 'cancelled') return 'cancelled';
  return 'processing';
}

export const formatLabOrderNumber = (year: number, n: number) => `LAB-${year}-${String(n).padStart(6, '0')}`;

export type RangeRow = {
  sex: string | null;
  ageMinYears: number;
  ageMaxYears: number | null;
  low: number | null;
  high: number | null;
  criticalLow: number | null;
  criticalHigh: number | null;
  text: string;
};

/** The range for this sex and age: a sex-specific one first, then one for everyone; null when none applies. */
export function rangeFor<R extends RangeRow>(ranges: readonly R[], sex: string, age: number): R | null {
  const fits = ranges.filter((r) => age >= r.ageMinYears && (r.ageMaxYears === null || age < r.ageMaxYears));
  return fits.find((r) => r.sex === sex) ?? fits.find((r) => r.sex === null) ?? null;
}

/** A value equal to a bound is inside it; beyond a critical bound is critical. */
export function flagNumeric(value: number, range: RangeRow | null): LabResultFlag | null {
  if (!range) return null;
  if (range.criticalLow !== null && value < range.criticalLow) return 'critical_low';
  if (range.criticalHigh !== null && value > range.criticalHigh) return 'critical_high';
  if (range.low !== null && value < range.low) return 'low';
  if (range.high !== null && value > range.high) return 'high';
  return 'normal';
}

/** A text result is normal when it reads as the expected answer; no expected answer, no flag. */
export function flagText(value: string, normalText: string | null): LabResultFlag | null {
  if (!normalText) return null;
  return value.trim().toLowerCase() === normalText.trim().toLowerCase() ? 'normal' : 'abnormal';
}

/** '5.6', '-1', '.5', '120' — a plain decimal number; anything else is refused for a numeric parameter. */
export const parseNumericValue = parseLabNumber;
