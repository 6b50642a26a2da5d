// The lab desk's next step for a booking (docs/product-rules.md#lab-tests): booked -> phlebotomist assigned
// -> sample collected (with the tube's barcode) -> processing -> report ready (every value entered and the
// signed PDF uploaded), or cancelled with a reason the patient sees (never after the report is ready).
import type { LabBookingStatus } from '@arogya/contracts/labs';

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
  if (booking.missingResults > 0)
    return `${booking.missingResults} ${booking.missingResults === 1 ? 'value is' : 'values are'} still to enter.`;
  if (!booking.reportFile) return 'Upload the signed PDF report first.';
  return null;
}
