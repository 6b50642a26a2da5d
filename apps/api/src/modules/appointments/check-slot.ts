// Refuses a time that is not one of the doctor's offered slots, with the reason in plain words; a slot
// already taken is a 409 with the message the web shows as is.
import { SLOT_TAKEN_MESSAGE } from '@arogya/contracts/appointments';
import { AppError } from '../../lib/app-error.ts';
import { zonedParts } from '../../lib/zoned-time.ts';
import type { GeneratedSlot } from '../slots/generate-slots.ts';
import { loadSlotDays, type SlotRepos } from '../slots/load-slot-days.ts';

export async function assertSlotOffered(
  repos: SlotRepos,
  doctor: { id: string; name: string; bookingBeforeHours: number },
  startsAt: Date,
  now: Date,
  opts: { exceptAppointmentId?: string; ignoreAdvance?: boolean } = {},
): Promise<GeneratedSlot> {
  const date = zonedParts(startsAt).date;
  const [day] = await loadSlotDays(repos, doctor, { from: date, to: date }, now, opts);
  if (day?.onLeave)
    throw AppError.rule(`Dr. ${doctor.name} is on leave on ${date}. Please pick another day.`);
  const slot = day?.slots.find((s) => s.startsAt.getTime() === startsAt.getTime());
  if (!slot) {
    throw AppError.rule(
      `Dr. ${doctor.name} has no slot starting at that time. Please pick one of the available slots.`,
    );
  }
  if (slot.status === 'past') throw AppError.rule('That time has already passed. Please pick a later slot.');
  if (slot.status === 'too-soon') {
    const h = doctor.bookingBeforeHours;
    throw AppError.rule(
      `Dr. ${doctor.name} takes bookings at least ${h} hour${h === 1 ? '' : 's'} in advance. Please pick a later slot.`,
    );
  }
  if (slot.status === 'booked') throw AppError.conflict(SLOT_TAKEN_MESSAGE);
  return slot;
}
