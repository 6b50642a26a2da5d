// /pharmacist (pharmacists only): first the prescriptions to verify, then orders to pack, ship and deliver.
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useState } from 'react';
import { EmptyState, ErrorState, LoadingNote } from '../../../components/ui/page-states.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { usePrescriptionQueue } from '../api/list-prescription-queue.ts';
import { FulfilmentList } from '../components/fulfilment-list.tsx';
import { QueueCard } from '../components/queue-card.tsx';
import { DESK_STATUSES, type DeskStatus, NEXT_STEP } from '../fulfilment-steps.ts';

type TabId = 'queue' | DeskStatus;

function Queue() {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const queue = usePrescriptionQueue(page);
  const lastPage = queue.data?.pagination.totalPages ?? 1;
  // When verifying empties the last page, step back to the page that still has orders.
  useEffect(() => {
    if (page > 1 && page > lastPage) setPage(Math.max(1, lastPage));
  }, [page, lastPage]);
  if (queue.isPending) {
    return (
      <div className="space-y-3">
        <LoadingNote label={t`Loading the queue...`} />
        <Skeleton className="h-48 w-full rounded-2xl" />
      </div>
    );
  }
  if (queue.isError) {
    return (
      <ErrorState
        headingLevel={3}
        title={t`The queue could not be loaded`}
        message={errorMessage(queue.error)}
        onRetry={() => void queue.refetch()}
      />
    );
  }
  const { result: items, pagination } = queue.data;
  if (items.length === 0) {
    return (
      <EmptyState headingLevel={3} title={t`No prescriptions to verify`}>
        <Trans>New orders with prescription medicines appear here.</Trans>
      </EmptyState>
    );
  }
  return (
    <>
      <ul className="space-y-4">
        {items.map((item) => (
          <li key={item.orderId}>
            <QueueCard item={item} />
          </li>
        ))}
      </ul>
      <Pagination page={page} totalPages={pagination.totalPages} onPage={setPage} label={t`Queue pages`} />
    </>
  );
}

export default function PharmacistDeskPage() {
  const { t } = useLingui();
  usePageTitle(t`Pharmacist's desk`);
  const queue = usePrescriptionQueue();
  const [tab, setTab] = useState<TabId>('queue');
  const [page, setPage] = useState(1);
  const waiting = queue.data?.pagination.total;
  const tabs: { id: TabId; label: ReactNode }[] = [
    { id: 'queue', label: waiting ? t`Prescriptions to verify (${waiting})` : t`Prescriptions to verify` },
    ...DESK_STATUSES.map((status) => ({ id: status, label: NEXT_STEP[status].list })),
  ];
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
        <Trans>Pharmacist's desk</Trans>
      </h1>
      <p className="mt-1 text-slate-700">
        <Trans>Verify prescriptions for Schedule H and H1 medicines, then pack and dispatch orders.</Trans>
      </p>
      <h2 className="sr-only">
        <Trans>Work queues</Trans>
      </h2>
      <Tabs
        className="mt-5"
        label={t`Work queues`}
        tabs={tabs}
        value={tab}
        onChange={(next) => {
          setTab(next);
          setPage(1);
        }}
      >
        {tab === 'queue' ? <Queue /> : <FulfilmentList status={tab} page={page} onPage={setPage} />}
      </Tabs>
    </div>
  );
}
