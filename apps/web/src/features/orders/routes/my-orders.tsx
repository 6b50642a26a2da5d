// /orders: the signed-in user's medicine orders with the filters of docs/screens.md (all, completed,
// processing, delivered, cancelled) kept in the URL, a detail dialog, cancel and return; the lab bookings
// beside them are /orders/lab-tests (features/labs/routes/lab-orders.tsx).

import { ORDER_FILTERS } from '@arogya/contracts/pharmacy';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { MemberFilterSelect } from '../../../components/member-filter-select.tsx';
import { OrdersKindSwitch } from '../../../components/orders-kind-switch.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { EmptyState, ErrorState, LoadingNote } from '../../../components/ui/page-states.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useMyOrders } from '../api/list-orders.ts';
import { OrderCard } from '../components/order-card.tsx';
import { OrderDetailDialog } from '../components/order-detail-dialog.tsx';
import { FILTER_LABELS, filterFromSearch, type OrderFilter } from '../order-display.ts';

export default function MyOrdersPage() {
  const { t } = useLingui();
  usePageTitle(t`My Orders`);
  const [params, setParams] = useSearchParams();
  const filter = filterFromSearch(params.get('filter'));
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const member = params.get('member') ?? undefined;
  const orders = useMyOrders({ filter, page, ...(member ? { member } : {}) });
  const [open, setOpen] = useState<{ id: string; number: string } | null>(null);

  const go = (next: { filter?: OrderFilter; page?: number; member?: string | null }) => {
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
  if (orders.isPending) {
    body = (
      <div className="space-y-4">
        <LoadingNote label={t`Loading your orders...`} />
        {Array.from({ length: 3 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} className="h-40 w-full rounded-2xl" />
        ))}
      </div>
    );
  } else if (orders.isError) {
    body = (
      <ErrorState
        title={t`Your orders could not be loaded`}
        message={errorMessage(orders.error)}
        onRetry={() => void orders.refetch()}
      />
    );
  } else if (orders.data.result.length === 0) {
    body = (
      <EmptyState
        title={t`No orders found`}
        action={
          <Link to={paths.medifarma} className={buttonClass('primary')}>
            <Trans>Shop medicines</Trans>
          </Link>
        }
      >
        {filter === 'all'
          ? t`You haven't placed any orders yet.`
          : t`You have no ${FILTER_LABELS[filter].toLowerCase()} orders.`}
      </EmptyState>
    );
  } else {
    const { result, pagination } = orders.data;
    body = (
      <div aria-busy={orders.isFetching || undefined}>
        <ul className={`space-y-4 ${orders.isPlaceholderData ? 'opacity-60' : ''}`}>
          {result.map((order) => (
            <li key={order.id}>
              <OrderCard
                order={order}
                whose={order.forPerson?.name ?? t`Myself`}
                onOpen={() => setOpen({ id: order.id, number: order.orderNumber })}
              />
            </li>
          ))}
        </ul>
        <Pagination
          page={pagination.page}
          totalPages={pagination.totalPages}
          onPage={(p) => go({ page: p })}
          label={t`Order pages`}
        />
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
        <Trans>My Orders</Trans>
      </h1>
      <OrdersKindSwitch kind="medicine" />
      <MemberFilterSelect
        label={t`Whose orders`}
        value={member}
        onChange={(m) => go({ member: m ?? null })}
      />
      <Tabs
        className="mt-4"
        label={t`Filter orders`}
        tabs={ORDER_FILTERS.map((id) => ({ id, label: FILTER_LABELS[id] }))}
        value={filter}
        onChange={(f) => go({ filter: f })}
      >
        {body}
      </Tabs>
      {open ? (
        <OrderDetailDialog orderId={open.id} orderNumber={open.number} onClose={() => setOpen(null)} />
      ) : null}
    </div>
  );
}
