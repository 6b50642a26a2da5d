// When a booked video or audio appointment can be joined: 'Start consultation' from CALL_EARLY_START_MINUTES
// before its start until its end (canStartAppointmentCall in lib/video-call-link.ts); before that, the time
// it opens, in India's time.

import { CALL_EARLY_START_MINUTES } from '@arogya/contracts/calls';
import { msg } from '@lingui/core/macro';
import { localized } from '../../lib/i18n/localized-labels.ts';
import { formatClock, formatMediumDate, indiaClock, indiaDate } from '../../lib/india-time.ts';

type Joinable = { consultationType: string; status: string; startsAt: string; endsAt: string };

export function isCallAppointment(a: Pick<Joinable, 'consultationType' | 'status'>): boolean {
  return a.status === 'booked' && (a.consultationType === 'video' || a.consultationType === 'audio');
}

/** 'You can join from 10:20 AM' (with the date when that is the day before), while the window is ahead;
 * null once it has opened, or for appointments that are not booked calls. */
export function joinOpensText(
  a: Joinable,
  now: Date,
  earlyMinutes = CALL_EARLY_START_MINUTES,
): string | null {
  if (!isCallAppointment(a)) return null;
  const opens = new Date(Date.parse(a.startsAt) - earlyMinutes * 60_000);
  if (Number.isNaN(opens.getTime()) || now.getTime() >= opens.getTime()) return null;
  const day = indiaDate(opens);
  const onDay = day === indiaDate(new Date(a.startsAt)) ? '' : ` on ${formatMediumDate(day)}`;
  return localized(msg`You can join from ${formatClock(indiaClock(opens))}${onDay}`);
}
