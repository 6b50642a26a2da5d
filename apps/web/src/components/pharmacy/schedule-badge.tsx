// The schedule label (docs/product-rules.md#prescriptions-and-medicine-schedules): H and H1 need a
// prescription; Schedule X is never sold online.

import type { Schedule } from '@arogya/contracts/pharmacy';
import { msg } from '@lingui/core/macro';
import { localized } from '../../lib/i18n/localized-labels.ts';
import { Badge } from '../ui/badge.tsx';

export const PRESCRIPTION_REQUIRED = msg`Prescription required`;
export const NOT_SOLD_ONLINE = msg`Not sold online`;

export function scheduleLabel(schedule: Schedule | null | undefined): string | null {
  if (schedule === 'H' || schedule === 'H1') return localized(PRESCRIPTION_REQUIRED);
  if (schedule === 'X') return localized(NOT_SOLD_ONLINE);
  return null;
}

export function ScheduleBadge({ schedule }: { schedule: Schedule | null | undefined }) {
  const label = scheduleLabel(schedule);
  if (!label) return null;
  return <Badge tone={schedule === 'X' ? 'red' : 'amber'}>{label}</Badge>;
}
