// A lab booking's status words, coloured by its My Orders group (completed green, processing blue,
// cancelled red; docs/screens.md#my-orders), and its report state.
import type { LabBooking, ReportStatus } from '@arogya/contracts/labs';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';

const TONES: Record<LabBooking['displayStatus'], BadgeTone> = {
  processing: 'blue',
  completed: 'green',
  cancelled: 'red',
};

export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = {
  available: 'Report available',
  pending: 'Report pending',
  cancelled: 'No report (cancelled)',
};

export function LabBookingStatusBadge({
  booking,
}: {
  booking: Pick<LabBooking, 'displayStatus' | 'statusLabel'>;
}) {
  return <Badge tone={TONES[booking.displayStatus]}>{booking.statusLabel}</Badge>;
}
