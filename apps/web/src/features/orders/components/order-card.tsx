// An order in the My Orders list: number, date, status, items, total, payment and delivery estimate.

import { formatInr } from '@arogya/contracts/constants';
import type { OrderListItem } from '@arogya/contracts/pharmacy';
import { Trans } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button.tsx';
import { formatDate } from '../../../lib/format.ts';
import { countText } from '../../../lib/policy-text.ts';
import { deliveryText, itemsSummary, paymentLine } from '../order-display.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';

export function OrderCard({
  order,
  whose,
  onOpen,
}: {
  order: OrderListItem;
  /** Whose the order is: 'Myself' or a family member's name. */
  whose: string;
  onOpen: () => void;
}) {
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="font-semibold text-slate-900">{order.orderNumber}</h2>
          <p className="text-sm text-slate-600">
            <Trans>
              Placed on {formatDate(order.createdAt)} · For {whose}
            </Trans>
          </p>
        </div>
        <OrderStatusBadge order={order} />
      </div>
      <p className="mt-3 text-sm text-slate-800">
        {countText(order.itemCount, 'item')}: {itemsSummary(order.items)}
      </p>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-600">
            <Trans>Total</Trans>
          </dt>
          <dd className="font-semibold text-slate-900">{formatInr(order.totalPaise)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">
            <Trans>Payment</Trans>
          </dt>
          <dd className="text-slate-900">{paymentLine(order)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">
            <Trans>Delivery</Trans>
          </dt>
          <dd className="text-slate-900">{order.estimatedTime ? deliveryText(order) : '—'}</dd>
        </div>
      </dl>
      <Button variant="secondary" size="sm" className="mt-4" onClick={onOpen} aria-haspopup="dialog">
        <Trans>
          View details<span className="sr-only"> of order {order.orderNumber}</span>
        </Trans>
      </Button>
    </article>
  );
}
