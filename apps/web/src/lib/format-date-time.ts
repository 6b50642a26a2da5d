// A moment shown in India's time zone with its time of day, e.g. '21 Nov 2026, 3:45 pm'. Kept apart from
// format.ts so the pages that load first do not carry it.
import { TIME_ZONE } from '@arogya/contracts/constants';

const dateTime = new Intl.DateTimeFormat('en-IN', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: TIME_ZONE,
});

export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date);
}
