// Orders at one fulfilment step with the button for the next one (pack, ship, deliver, take back).
import { formatInr } from '@arogya/contracts/constants';
import { Trans, useLingui } from '@lingui/react/macro';
import { packSize } from '../../../components/pharmacy/pack-size.ts';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState, ErrorState, LoadingNote } from '../../../components/ui/page-states.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatIndianMobile } from '../../../lib/format.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import toast from '../../../lib/toast.ts';
import { useAdvanceOrder } from '../api/advance-order.ts';
import { type DeskOrder, usePharmacistOrders } from '../api/list-pharmacy-orders.ts';
import { type DeskStatus, NEXT_STEP, STEP_DONE } from '../fulfilment-steps.ts';

function FulfilmentCard({ order, status }: { order: DeskOrder; status: DeskStatus }) {
  const { t } = useLingui();
  const advance = useAdvanceOrder();
  const step = NEXT_STEP[status];
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="font-semibold text-slate-900">{order.orderNumber}</h3>
          <p className="text-sm text-slate-600">
            <Trans>Placed {formatDateTime(order.createdAt)}</Trans> · {formatInr(order.totalPaise)} ·{' '}
            {order.paymentMethod === 'cod' ? t`Cash on delivery` : t`Paid online`}
          </p>
        </div>
        <Button
          size="sm"
          pending={advance.isPending}
          pendingLabel={t`Saving...`}
          onClick={() =>
            advance.mutate(
              { orderId: order.id, request: { status: step.status } },
              {
                onSuccess: () => toast.success(`${order.orderNumber}: ${STEP_DONE[status]}`),
                onError: (error) => toast.error(errorMessage(error)),
              },
            )
          }
        >
          {step.action}
          <span className="sr-only"> {order.orderNumber}</span>
        </Button>
      </div>
      <ul className="mt-2 text-sm text-slate-800">
        {order.items.map((item) => (
          <li key={item.id}>
            {item.quantity} × {item.name} <span className="text-slate-600">({packSize(item.unit)})</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-slate-700">
        {order.patient ? `${order.patient.name} · ${formatIndianMobile(order.patient.phone)} · ` : ''}
        {order.forPerson ? `${t`For ${order.forPerson.name}, ${order.forPerson.age}`} · ` : ''}
        {order.deliveryAddress}
      </p>
    </article>
  );
}

export function FulfilmentList({
  status,
  page,
  onPage,
}: {
  status: DeskStatus;
  page: number;
  onPage: (page: number) => void;
}) {
  const { t } = useLingui();
  const orders = usePharmacistOrders(status, page);
  if (orders.isPending) {
    return (
      <div className="space-y-3">
        <LoadingNote label={t`Loading orders...`} />
        <Skeleton className="h-28 w-full rounded-2xl" />
        <Skeleton className="h-28 w-full rounded-2xl" />
      </div>
    );
  }
  if (orders.isError) {
    return (
      <ErrorState
        headingLevel={3}
        title={t`Orders could not be loaded`}
        message={errorMessage(orders.error)}
        onRetry={() => void orders.refetch()}
      />
    );
  }
  if (orders.data.result.length === 0) {
    return (
      <EmptyState headingLevel={3} title={t`Nothing here`}>
        <Trans>No orders are waiting at this step.</Trans>
      </EmptyState>
    );
  }
  const { result, pagination } = orders.data;
  return (
    <div aria-busy={orders.isFetching || undefined}>
      <ul className="space-y-3">
        {result.map((order) => (
          <li key={order.id}>
            <FulfilmentCard order={order} status={status} />
          </li>
        ))}
      </ul>
      <Pagination
        page={pagination.page}
        totalPages={pagination.totalPages}
        onPage={onPage}
        label={t`Order pages`}
      />
    </div>
  );
}
