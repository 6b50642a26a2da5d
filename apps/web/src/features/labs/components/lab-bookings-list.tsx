// My Orders' lab bookings (docs/screens.md#my-orders): filters all, upcoming, completed, cancelled in the URL,
// each booking with the spec's item fields (tests count, report status, scheduled date).

import { LAB_BOOKING_FILTERS } from '@arogya/contracts/labs';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { MemberFilterSelect } from '../../../components/member-filter-select.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { EmptyState, ErrorState, LoadingNote } from '../../../components/ui/page-states.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { localizedLabels } from '../../../lib/i18n/localized-labels.ts';
import { useLabBookings } from '../api/list-lab-bookings.ts';
import { LabBookingCard } from './lab-booking-card.tsx';

type LabFilter = (typeof LAB_BOOKING_FILTERS)[number];
const LABELS: Readonly<Record<LabFilter, string>> = localizedLabels({
  all: msg`All`,
  upcoming: msg`Upcoming`,
  completed: msg`Completed`,
  cancelled: msg`Cancelled`,
});

export function labFilterFromSearch(value: string | null): LabFilter {
  return (LAB_BOOKING_FILTERS as readonly string[]).includes(value ?? '') ? (value as LabFilter) : 'all';
}

export function LabBookingsList() {
  const { t } = useLingui();
  const [params, setParams] = useSearchParams();
  const filter = labFilterFromSearch(params.get('filter'));
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const member = params.get('member') ?? undefined;
  const bookings = useLabBookings({ filter, page, ...(member ? { member } : {}) });

  const go = (next: { filter?: LabFilter; page?: number; member?: string | null }) => {
    const copy = new URLSearchParams();
    const f = next.filter ?? filter;
    const p = next.page ?? 1;
    const m = next.member === undefined ? member : next.member;
    if (f !== 'all') copy.set('filter', f);
    if (m) copy.set('member', m);
    if (p > 1) copy.set('page', String(p));
    setParams(copy, { preventScrollReset: next.page === undefined });
  };

  let body: ReactNode;
  if (bookings.isPending) {
    body = (
      <div className="space-y-4">
        <LoadingNote label={t`Loading your lab bookings...`} />
        <Skeleton className="h-40 w-full rounded-2xl" />
        <Skeleton className="h-40 w-full rounded-2xl" />
      </div>
    );
  } else if (bookings.isError) {
    body = (
      <ErrorState
        title={t`Your lab bookings could not be loaded`}
        message={errorMessage(bookings.error)}
        onRetry={() => void bookings.refetch()}
      />
    );
  } else if (bookings.data.result.length === 0) {
    body = (
      <EmptyState
        title={t`No lab bookings found`}
        action={
          <Link to={paths.labs} className={buttonClass('primary')}>
            <Trans>Browse lab tests</Trans>
          </Link>
        }
      >
        {filter === 'all'
          ? t`You haven't booked any lab tests yet.`
          : t`You have no ${LABELS[filter].toLowerCase()} lab bookings.`}
      </EmptyState>
    );
  } else {
    const { result, pagination } = bookings.data;
    body = (
      <div aria-busy={bookings.isFetching || undefined}>
        <ul className={`space-y-4 ${bookings.isPlaceholderData ? 'opacity-60' : ''}`}>
          {result.map((booking) => (
            <li key={booking.id}>
              <LabBookingCard booking={booking} />
            </li>
          ))}
        </ul>
        <Pagination
          page={pagination.page}
          totalPages={pagination.totalPages}
          onPage={(p) => go({ page: p })}
          label={t`Lab booking pages`}
        />
      </div>
    );
  }

  return (
    <>
      <MemberFilterSelect
        label={t`Whose lab tests`}
        value={member}
        onChange={(m) => go({ member: m ?? null })}
      />
      <Tabs
        className="mt-4"
        label={t`Filter lab bookings`}
        tabs={LAB_BOOKING_FILTERS.map((id) => ({ id, label: LABELS[id] }))}
        value={filter}
        onChange={(f) => go({ filter: f })}
      >
        {body}
      </Tabs>
    </>
  );
}
