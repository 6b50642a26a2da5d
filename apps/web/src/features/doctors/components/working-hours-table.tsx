// The week's hours, Monday first; days without hours say 'Closed'.

import type { ScheduleEntry } from '@arogya/contracts/doctors';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatClockRange } from '../../../lib/india-time.ts';
import { weeklyHours } from '../working-hours.ts';

export function WorkingHoursTable({ schedule }: { schedule: readonly ScheduleEntry[] }) {
  const { t } = useLingui();
  return (
    <table className="w-full max-w-md text-sm">
      <caption className="sr-only">
        <Trans>Working hours by day</Trans>
      </caption>
      <tbody>
        {weeklyHours(schedule).map((day) => (
          <tr key={day.weekday} className="border-b border-slate-100 last:border-0">
            <th scope="row" className="py-1.5 pr-4 text-left font-medium text-slate-800">
              {day.day}
            </th>
            <td className="py-1.5 text-slate-700">
              {day.hours.length === 0
                ? t`Closed`
                : day.hours.map((h) => formatClockRange(h.start, h.end)).join(', ')}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
