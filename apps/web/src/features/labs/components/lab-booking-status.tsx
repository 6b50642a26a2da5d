// A lab booking's status words, coloured by its My Orders group (completed green, processing blue,
// cancelled red; docs/screens.md#my-orders), and its report state.

import type { LabBooking, ReportStatus } from '@arogya/contracts/labs';
import { msg } from '@lingui/core/macro';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { localizedLabels } from '../../../lib/i18n/localized-labels.ts';
import { LAB_BOOKING_STATUS_NAMES } from '../../../lib/status-labels.ts';

const TONES: Record<LabBooking['displayStatus'], BadgeTone> = {
  processing: 'blue',
  completed: 'green',
  cancelled: 'red',
};

export const REPORT_STATUS_LABELS: Readonly<Record<ReportStatus, string>> = localizedLabels({
  available: msg`Report available`,
  pending: msg`Report pending`,
  cancelled: msg`No report (cancelled)`,
});

export function LabBookingStatusBadge({
  booking,
}: {
  booking: Pick<LabBooking, 'displayStatus' | 'status'>;
}) {
  return <Badge tone={TONES[booking.displayStatus]}>{LAB_BOOKING_STATUS_NAMES[booking.status]}</Badge>;
}
