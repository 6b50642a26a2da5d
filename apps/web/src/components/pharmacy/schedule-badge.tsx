// The schedule label (docs/product-rules.md#prescriptions-and-medicine-schedules): H and H1 need a
// prescription; Schedule X is never sold online.
import type { Schedule } from '@arogya/contracts/pharmacy';
import { Badge } from '../ui/badge.tsx';

export const PRESCRIPTION_REQUIRED = 'Prescription required';
export const NOT_SOLD_ONLINE = 'Not sold online';

export function scheduleLabel(schedule: Schedule | null | undefined): string | null {
  if (schedule === 'H' || schedule === 'H1') return PRESCRIPTION_REQUIRED;
  if (schedule === 'X') return NOT_SOLD_ONLINE;
  return null;
}

export function ScheduleBadge({ schedule }: { schedule: Schedule | null | undefined }) {
  const label = scheduleLabel(schedule);
  if (!label) return null;
  return <Badge tone={schedule === 'X' ? 'red' : 'amber'}>{label}</Badge>;
}
