// The account holder's age and sex as their last lab booking for themself recorded them, aged by the whole
// years since, so 'Me' at the lab checkout is not asked again what Arogya already holds (the reference
// ranges still follow what is sent; the patient can change either).
import type { LabBooking } from '@arogya/contracts/labs';

/** 'YYYY-MM-DD' days: whole years from `from` to `to`. */
function yearsBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  return Math.max(0, ty - fy - (tm < fm || (tm === fm && td < fd) ? 1 : 0));
}

export function rememberedSelf(
  booking: Pick<LabBooking, 'patient' | 'date'> | undefined,
  today: string,
): { age: string; sex: 'female' | 'male' } | null {
  if (booking?.patient.for !== 'self') return null;
  return { age: String(booking.patient.age + yearsBetween(booking.date, today)), sex: booking.patient.sex };
}
