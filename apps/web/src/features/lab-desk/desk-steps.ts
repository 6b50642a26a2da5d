// The lab desk's next step for a booking (docs/product-rules.md#lab-tests): booked -> phlebotomist assigned
// -> sample collected (with the tube's barcode) -> processing -> report ready (every value entered and the
// signed PDF uploaded), or cancelled with a reason the patient sees (never after the report is ready).
import type { LabBookingStatus } from '@arogya/contracts/labs';
import { msg, plural } from '@lingui/core/macro';
import { localized } from '../../lib/i18n/localized-labels.ts';

export type DeskStep = 'assign' | 'collect' | 'process' | 'results' | 'none';

export function nextDeskStep(status: LabBookingStatus): DeskStep {
  switch (status) {
    case 'booked':
      return 'assign';
    case 'phlebotomist_assigned':
      return 'collect';
    case 'sample_collected':
      return 'process';
    case 'processing':
      return 'results';
    default:
      return 'none';
  }
}

/** Whether results may be entered: after collection, before the report is ready. */
export function canEnterResults(status: LabBookingStatus): boolean {
  return status === 'sample_collected' || status === 'processing';
}

export function canCancelAtDesk(status: LabBookingStatus): boolean {
  return status !== 'report_ready' && status !== 'cancelled';
}

/** Why 'Mark report ready' is not yet offered, or null when it is. */
export function reportReadyBlocker(booking: { missingResults: number; reportFile: unknown }): string | null {
  const missing = booking.missingResults;
  if (missing > 0)
    return localized(
      msg`${plural(missing, { one: '# value is still to enter.', other: '# values are still to enter.' })}`,
    );
  if (!booking.reportFile) return localized(msg`Upload the signed PDF report first.`);
  return null;
}

/**
 * Why the sample cannot be marked collected today, or null: not before the day the collection is booked
 * for (Asia/Kolkata; the server refuses it too, labs/lab-rules.ts `beforeCollectionDay`).
 */
export function collectionNotYet(scheduledDate: string, today: string, dayLabel: string): string | null {
  return today < scheduledDate
    ? localized(msg`Collection is booked for ${dayLabel}. The sample can be marked collected from that day.`)
    : null;
}
