// What a patient may do with an appointment now, and why not when not: the API decides (canCancel,
// canReschedule, canReview, hasSummary); this module turns its answer into buttons and reasons.
import type { Appointment, DisplayStatus } from '@arogya/contracts/appointments';
import { APPOINTMENT_CHANGE_CUTOFF_HOURS, MAX_RESCHEDULES } from '@arogya/contracts/constants';

export type ActionState = { allowed: true } | { allowed: false; reason: string };

const hours = (n: number) => `${n} ${n === 1 ? 'hour' : 'hours'}`;

export const CHANGE_RULE = `You can reschedule or cancel up to ${hours(APPOINTMENT_CHANGE_CUTOFF_HOURS)} before the start; an appointment can be rescheduled at most ${MAX_RESCHEDULES} times.`;

export const STATUS_LABELS: Record<DisplayStatus, string> = {
  today: 'Today',
  upcoming: 'Upcoming',
  past: 'Awaiting update',
  completed: 'Completed',
  cancelled: 'Cancelled',
  'no-show': 'Missed',
};

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

const TOO_LATE = `Changes are allowed only up to ${hours(APPOINTMENT_CHANGE_CUTOFF_HOURS)} before the start`;

export function appointmentActions(a: Actionable): AppointmentActions {
  // Consult now has no slot to move; it may be cancelled (refunded) until the doctor answers its call.
  if (a.bookedVia === 'instant' && a.status === 'booked') {
    return {
      kind: 'change',
      reschedule: { allowed: false, reason: 'A consult-now consultation has no slot to move' },
      cancel: a.canCancel
        ? { allowed: true }
        : { allowed: false, reason: 'The doctor answered this consultation' },
    };
  }
  if (a.displayStatus === 'today' || a.displayStatus === 'upcoming') {
    const cancel: ActionState = a.canCancel ? { allowed: true } : { allowed: false, reason: TOO_LATE };
    let reschedule: ActionState = { allowed: true };
    if (!a.canReschedule) {
      reschedule =
        a.rescheduleCount >= MAX_RESCHEDULES
          ? { allowed: false, reason: `Already rescheduled ${MAX_RESCHEDULES} times, the most allowed` }
          : { allowed: false, reason: TOO_LATE };
    }
    return { kind: 'change', reschedule, cancel };
  }
  if (a.displayStatus === 'completed') {
    return {
      kind: 'completed',
      summary: a.hasSummary
        ? { allowed: true }
        : { allowed: false, reason: 'The doctor has not added notes' },
      review: a.canReview,
    };
  }
  return { kind: 'closed' };
}
