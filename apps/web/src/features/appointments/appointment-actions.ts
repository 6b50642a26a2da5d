// What a patient may do with an appointment now, and why not when not: the API decides (canCancel,
// canReschedule, canReview, hasSummary); this module turns its answer into buttons and reasons.

import type { Appointment, DisplayStatus } from '@arogya/contracts/appointments';
import { APPOINTMENT_CHANGE_CUTOFF_HOURS, MAX_RESCHEDULES } from '@arogya/contracts/constants';
import { msg } from '@lingui/core/macro';
import { localized, localizedLabels } from '../../lib/i18n/localized-labels.ts';
import { countText } from '../../lib/policy-text.ts';

export type ActionState = { allowed: true } | { allowed: false; reason: string };

/** 'You can reschedule or cancel up to 1 hour before the start; ...', in the page's language. */
export function changeRule(): string {
  const cutoff = countText(APPOINTMENT_CHANGE_CUTOFF_HOURS, 'hour');
  return localized(
    msg`You can reschedule or cancel up to ${cutoff} before the start; an appointment can be rescheduled at most ${MAX_RESCHEDULES} times.`,
  );
}

export const STATUS_LABELS: Readonly<Record<DisplayStatus, string>> = localizedLabels({
  today: msg`Today`,
  upcoming: msg`Upcoming`,
  past: msg`Awaiting update`,
  completed: msg`Completed`,
  cancelled: msg`Cancelled`,
  'no-show': msg`Missed`,
});

type Actionable = Pick<
  Appointment,
  | 'displayStatus'
  | 'canCancel'
  | 'canReschedule'
  | 'rescheduleCount'
  | 'hasSummary'
  | 'canReview'
  | 'bookedVia'
  | 'status'
>;

export type AppointmentActions =
  | { kind: 'change'; reschedule: ActionState; cancel: ActionState }
  | { kind: 'completed'; summary: ActionState; review: boolean }
  | { kind: 'closed' };

function tooLate(): string {
  const cutoff = countText(APPOINTMENT_CHANGE_CUTOFF_HOURS, 'hour');
  return localized(msg`Changes are allowed only up to ${cutoff} before the start`);
}

export function appointmentActions(a: Actionable): AppointmentActions {
  // Consult now has no slot to move; it may be cancelled (refunded) until the doctor answers its call.
  if (a.bookedVia === 'instant' && a.status === 'booked') {
    return {
      kind: 'change',
      reschedule: { allowed: false, reason: localized(msg`A consult-now consultation has no slot to move`) },
      cancel: a.canCancel
        ? { allowed: true }
        : { allowed: false, reason: localized(msg`The doctor answered this consultation`) },
    };
  }
  if (a.displayStatus === 'today' || a.displayStatus === 'upcoming') {
    const cancel: ActionState = a.canCancel ? { allowed: true } : { allowed: false, reason: tooLate() };
    let reschedule: ActionState = { allowed: true };
    if (!a.canReschedule) {
      reschedule =
        a.rescheduleCount >= MAX_RESCHEDULES
          ? {
              allowed: false,
              reason: localized(msg`Already rescheduled ${MAX_RESCHEDULES} times, the most allowed`),
            }
          : { allowed: false, reason: tooLate() };
    }
    return { kind: 'change', reschedule, cancel };
  }
  if (a.displayStatus === 'completed') {
    return {
      kind: 'completed',
      summary: a.hasSummary
        ? { allowed: true }
        : { allowed: false, reason: localized(msg`The doctor has not added notes`) },
      review: a.canReview,
    };
  }
  return { kind: 'closed' };
}
