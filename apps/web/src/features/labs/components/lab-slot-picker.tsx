// Date and collection slot of one lab (GET /api/v1/labs/slots): the bookable dates, then the day's slots
// grouped morning, afternoon and evening, full ones disabled. Used by the lab checkout and by reschedule.

import type { LabSlotDay } from '@arogya/contracts/labs';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { LoadingNote } from '../../../components/ui/page-states.tsx';
import { formatDayLabel } from '../../../lib/india-time.ts';
import { groupSlots, slotDayNote, slotIsFree, slotLabel } from '../slot-display.ts';

type Props = {
  day: LabSlotDay | undefined;
  loading: boolean;
  error: string | null;
  today: string;
  date: string;
  onDate: (date: string) => void;
  slot: string | null;
  onSlot: (start: string) => void;
  /** A slot to leave out (the booking's own, when rescheduling). */
  exclude?: { date: string; start: string };
};

const chip = (on: boolean, disabled = false) =>
  `rounded-lg border px-3 py-2 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700 ${
    disabled
      ? 'cursor-not-allowed border-slate-200 bg-slate-100 text-slate-600 line-through'
      : on
        ? 'border-brand-700 bg-brand-700 text-white'
        : 'border-slate-300 bg-white text-slate-900 hover:border-brand-700'
  }`;

export function LabSlotPicker({ day, loading, error, today, date, onDate, slot, onSlot, exclude }: Props) {
  const { t } = useLingui();
  const id = useId();
  if (error) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {error}
      </p>
    );
  }
  if (!day) return loading ? <LoadingNote label={t`Loading slots...`} /> : null;
  const slots = day.slots.filter((s) => !(exclude && exclude.date === day.date && exclude.start === s.start));
  return (
    <div aria-busy={loading || undefined}>
      {/* min-w-0: a fieldset is at least as wide as its content, which would widen the page. */}
      <fieldset className="min-w-0">
        <legend className="mb-2 text-sm font-semibold text-slate-900">
          <Trans>Date</Trans>
        </legend>
        <div className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-2">
          {day.bookableDates.map((d) => (
            // relative: the hidden radio stays in its chip, inside the scrolling row, not beyond the page.
            <label key={d} className={`${chip(d === date)} relative shrink-0 cursor-pointer`}>
              <input
                type="radio"
                name={`${id}-date`}
                value={d}
                checked={d === date}
                onChange={() => onDate(d)}
                className="sr-only"
              />
              {formatDayLabel(d, today)}
            </label>
          ))}
        </div>
      </fieldset>
      <p className="mt-2 text-sm text-slate-700" aria-live="polite">
        {slotDayNote({ ...day, slots })}
      </p>
      {groupSlots(slots).map((group) => (
        <fieldset key={group.label} className="mt-3">
          <legend className="mb-2 text-sm font-semibold text-slate-900">{group.label}</legend>
          <div className="flex flex-wrap gap-2">
            {group.slots.map((s) => {
              const free = slotIsFree(s);
              return (
                <label
                  key={s.start}
                  className={`${chip(slot === s.start, !free)} ${free ? 'cursor-pointer' : ''}`}
                >
                  <input
                    type="radio"
                    name={`${id}-slot`}
                    value={s.start}
                    checked={slot === s.start}
                    disabled={!free}
                    onChange={() => onSlot(s.start)}
                    className="sr-only"
                  />
                  {slotLabel(s)}
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
