// Links into the booking page with a choice already made (a slot from the availability tab, the video type
// from 'Video Consultation', the appointment a follow-up follows), and reading them back on that page.
import type { ConsultationType } from '@arogya/contracts/doctors';
import { bookingPath } from '../config/paths.ts';
import { isConsultationType } from './consultation-types.ts';
import { queryString } from './query-string.ts';

export type BookingPreset = {
  type?: ConsultationType;
  /** 'YYYY-MM-DD' (India) to open on. */
  date?: string;
  /** startsAt of the slot to preselect. */
  slot?: string;
  followUpOf?: string;
};

/** The booking page for this doctor; without a signed-in user, 'me' (the guard sends them to /login first). */
export function bookingHref(doctorId: string, userId: string | null | undefined, preset: BookingPreset = {}) {
  const { type, date, slot, followUpOf } = preset;
  return `${bookingPath(doctorId, userId || 'me')}${queryString({ type, date, slot, followUpOf })}`;
}

export function readBookingPreset(params: URLSearchParams): BookingPreset {
  const type = params.get('type');
  const date = params.get('date');
  const slot = params.get('slot');
  const followUpOf = params.get('followUpOf');
  return {
    type: isConsultationType(type) ? type : undefined,
    date: date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : undefined,
    slot: slot && !Number.isNaN(Date.parse(slot)) ? slot : undefined,
    followUpOf: followUpOf || undefined,
  };
}
