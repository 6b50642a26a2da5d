// Loads what slot generation needs for a doctor and a range of IST dates, and classifies every slot.
import { TIME_ZONE } from '@arogya/contracts/constants';
import { dayBounds } from '../../lib/zoned-time.ts';
import { classifySlots, type LeavePeriod, type SlotDay, type WeeklyHours } from './generate-slots.ts';
import type { SlotsRepository } from './slots.repository.ts';

/** Where a doctor's weekly hours and leave come from (the doctors repository), and the slots repository. */
export type SlotRepos = {
  doctors: {
    schedule(doctorId: string): Promise<WeeklyHours[]>;
    leaves(doctorId: string, fromDate: string): Promise<LeavePeriod[]>;
  };
  slots: Pick<SlotsRepository, 'busyPeriods'>;
};

export async function loadSlotDays(
  repos: SlotRepos,
  doctor: { id: string; bookingBeforeHours: number },
  range: { from: string; to: string },
  now: Date,
  opts: { exceptAppointmentId?: string; ignoreAdvance?: boolean } = {},
): Promise<SlotDay[]> {
  const start = dayBounds(range.from).start;
  const end = dayBounds(range.to).end;
  const [schedule, leaves, busy] = await Promise.all([
    repos.doctors.schedule(doctor.id),
    repos.doctors.leaves(doctor.id, range.from),
    repos.slots.busyPeriods(doctor.id, start, end, opts.exceptAppointmentId),
  ]);
  return classifySlots({
    from: range.from,
    to: range.to,
    now,
    timeZone: TIME_ZONE,
    schedule,
    leaves,
    busy,
    bookingBeforeHours: opts.ignoreAdvance ? 0 : doctor.bookingBeforeHours,
  });
}
