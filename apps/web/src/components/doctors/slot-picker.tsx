// Pick a day, then one of its slots. Used to book (details page, booking page, reception desk) and to
// reschedule. Booked slots are shown, disabled, as 'Booked'.

import type { Slot, SlotDay } from '@arogya/contracts/doctors';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { formatClock, formatDayLabel, formatLongDate } from '../../lib/india-time.ts';

type SlotPickerProps = {
  days: readonly SlotDay[];
  today: string;
  /** startsAt of the chosen slot. */
  selected?: string | null;
  onSelect: (slot: Slot) => void;
  /** The day shown first; else the chosen slot's day, else the first day with a free slot. */
  initialDate?: string | null;
  /** startsAt of a slot to leave out (the appointment being rescheduled). */
  exclude?: string;
};

const freeSlots = (day: SlotDay) => day.slots.filter((s) => s.status === 'available').length;

export function firstBookableDate(days: readonly SlotDay[]): string | undefined {
  return (days.find((d) => !d.onLeave && freeSlots(d) > 0) ?? days[0])?.date;
}

export function SlotPicker({ days, today, selected, onSelect, initialDate, exclude }: SlotPickerProps) {
  const { t } = useLingui();
  const id = useId();
  const selectedDay = selected
    ? days.find((d) => d.slots.some((s) => s.startsAt === selected))?.date
    : undefined;
  const [date, setDate] = useState(
    () =>
      (initialDate && days.some((d) => d.date === initialDate) ? initialDate : undefined) ??
      selectedDay ??
      firstBookableDate(days),
  );
  const day = days.find((d) => d.date === date);
  const slots = day?.slots.filter((s) => s.startsAt !== exclude) ?? [];

  if (days.every((d) => d.onLeave || freeSlots(d) === 0)) {
    return (
      <p className="rounded-lg bg-slate-100 px-4 py-3 text-sm text-slate-700">
        {t`${plural(days.length, { one: 'No free slots in the next day. Please check again later.', other: 'No free slots in the next # days. Please check again later.' })}`}
      </p>
    );
  }

  return (
    <div>
      <fieldset className="-mx-1 flex min-w-0 snap-x gap-2 overflow-x-auto px-1 pb-2">
        <legend className="sr-only">
          <Trans>Day</Trans>
        </legend>
        {days.map((d) => {
          const free = freeSlots(d);
          const pressed = d.date === date;
          return (
            <button
              key={d.date}
              type="button"
              aria-pressed={pressed}
              onClick={() => setDate(d.date)}
              className={`flex min-w-24 shrink-0 snap-start flex-col items-center rounded-xl border px-3 py-2 text-sm ${
                pressed
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-slate-300 bg-white text-slate-800 hover:border-brand-700'
              }`}
            >
              <span className="font-semibold">{formatDayLabel(d.date, today)}</span>
              <span className={`text-xs ${pressed ? 'text-white' : 'text-slate-600'}`}>
                {d.onLeave
                  ? t`On leave`
                  : free === 0
                    ? t`No slots`
                    : t`${plural(free, { one: '# free', other: '# free' })}`}
              </span>
            </button>
          );
        })}
      </fieldset>

      {day ? (
        <div className="mt-3">
          <h3 id={`${id}-day`} className="text-sm font-semibold text-slate-900">
            {formatLongDate(day.date)}
          </h3>
          {day.onLeave ? (
            <p className="mt-2 text-sm text-slate-700">
              <Trans>The doctor is on leave on this day.</Trans>
            </p>
          ) : slots.length === 0 ? (
            <p className="mt-2 text-sm text-slate-700">
              <Trans>No slots on this day.</Trans>
            </p>
          ) : (
            <ul
              aria-labelledby={`${id}-day`}
              className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-5"
            >
              {slots.map((slot) => {
                const booked = slot.status !== 'available';
                const chosen = slot.startsAt === selected;
                return (
                  <li key={slot.startsAt}>
                    <button
                      type="button"
                      disabled={booked}
                      aria-pressed={booked ? undefined : chosen}
                      onClick={() => onSelect(slot)}
                      className={`flex w-full flex-col items-center rounded-lg border px-2 py-2 text-sm font-semibold ${
                        booked
                          ? 'cursor-not-allowed border-slate-200 bg-slate-100 text-slate-600'
                          : chosen
                            ? 'border-brand-700 bg-brand-700 text-white'
                            : 'border-brand-700 bg-white text-brand-800 hover:bg-brand-50'
                      }`}
                    >
                      {formatClock(slot.start)}
                      {booked ? (
                        <span className="text-xs font-normal">
                          <Trans>Booked</Trans>
                        </span>
                      ) : null}
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      ) : null}
    </div>
  );
}
