// /lab-desk (role lab): the day's home collections by slot, each with its next step, and the lab's test menu
// and prices. A lab sees only its own bookings (the API decides).
import { LAB_BOOKING_STATUSES } from '@arogya/contracts/labs';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { EmptyState, ErrorState, LoadingNote } from '../../../components/ui/page-states.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { addDays, formatClockRange, formatDayLabel, indiaDate } from '../../../lib/india-time.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useLabDesk } from '../api/get-lab-desk.ts';
import { DeskBookingCard } from '../components/desk-booking-card.tsx';
import { MenuPanel } from '../components/menu-panel.tsx';
import { LAB_STATUS_LABELS } from '../lab-labels.ts';

function Collections() {
  const { t } = useLingui();
  const today = indiaDate();
  const [date, setDate] = useState(today);
  const desk = useLabDesk(date);
  let body: ReactNode;
  if (desk.isPending) {
    body = (
      <div className="space-y-3">
        <LoadingNote label={t`Loading the day's collections...`} />
        <Skeleton className="h-40 w-full rounded-2xl" />
      </div>
    );
  } else if (desk.isError) {
    body = (
      <ErrorState
        headingLevel={3}
        title={t`The collections could not be loaded`}
        message={errorMessage(desk.error)}
        onRetry={() => void desk.refetch()}
      />
    );
  } else {
    const slots = desk.data.slots.filter((s) => s.bookings.length > 0);
    body = (
      <div aria-busy={desk.isFetching || undefined}>
        <p className="text-sm text-slate-700">
          {LAB_BOOKING_STATUSES.filter((s) => (desk.data.counts[s] ?? 0) > 0)
            .map((s) => `${LAB_STATUS_LABELS[s]}: ${desk.data.counts[s]}`)
            .join(' · ') || t`No collections booked on this day.`}
        </p>
        {slots.length === 0 ? (
          <div className="mt-4">
            <EmptyState headingLevel={3} title={t`No collections on this day`}>
              <Trans>Bookings for {formatDayLabel(date, today)} appear here by slot.</Trans>
            </EmptyState>
          </div>
        ) : (
          <ol className="mt-4 space-y-6">
            {slots.map((slot) => (
              <li key={slot.start}>
                <h3 className="flex flex-wrap items-baseline gap-2 text-lg font-semibold text-slate-900">
                  {formatClockRange(slot.start, slot.end)}
                  <span className="text-sm font-normal text-slate-600">
                    <Trans>
                      {slot.booked} of {slot.capacity} booked
                    </Trans>
                  </span>
                </h3>
                <ul className="mt-2 space-y-3">
                  {slot.bookings.map((booking) => (
                    <li key={booking.id}>
                      <DeskBookingCard booking={booking} />
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        )}
      </div>
    );
  }
  return (
    <div>
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="desk-date" className="block text-sm font-medium text-slate-800">
            <Trans>Day</Trans>
          </label>
          <input
            id="desk-date"
            type="date"
            value={date}
            onChange={(e) => e.target.value && setDate(e.target.value)}
            className="mt-1 rounded-lg border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900"
          />
        </div>
        <div className="flex gap-2">
          {[-1, 0, 1].map((offset) => {
            const d = addDays(today, offset);
            return (
              <button
                key={offset}
                type="button"
                onClick={() => setDate(d)}
                aria-pressed={date === d}
                className={`rounded-lg border px-3 py-2 text-sm font-medium ${date === d ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-900'}`}
              >
                {offset === -1 ? t`Yesterday` : formatDayLabel(d, today)}
              </button>
            );
          })}
        </div>
      </div>
      {body}
    </div>
  );
}

export default function LabDeskPage() {
  const { t } = useLingui();
  usePageTitle(t`Lab desk`);
  const [tab, setTab] = useState<'collections' | 'menu'>('collections');
  const desk = useLabDesk(indiaDate());
  const lab = desk.data?.lab;
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
        <Trans>Lab desk</Trans>
      </h1>
      <p className="mt-1 text-slate-700">
        {lab ? (
          <>
            <Trans>
              {lab.name} · NABL {lab.nablNumber}
            </Trans>{' '}
            ·{' '}
            <Plural
              value={lab.collectionCapacityPerSlot}
              one="# collection per slot"
              other="# collections per slot"
            />
          </>
        ) : (
          <Trans>Home collections, results and your test menu.</Trans>
        )}
      </p>
      <h2 className="sr-only">
        <Trans>Work</Trans>
      </h2>
      <Tabs
        className="mt-4"
        label={t`Lab desk`}
        tabs={[
          { id: 'collections', label: t`Collections` },
          { id: 'menu', label: t`Test menu and prices` },
        ]}
        value={tab}
        onChange={setTab}
      >
        {tab === 'collections' ? <Collections /> : <MenuPanel />}
      </Tabs>
    </div>
  );
}
