// My Orders: the signed-in patient's own orders, newest first, filtered as its tabs
// (docs/screens.md#my-orders).
import type { OrderListQuery } from '@arogya/contracts/pharmacy';
import type { z } from 'zod';
import { loadOrderPayments } from './load-order-detail.ts';
import { mapOrderListItem } from './order-mapper.ts';
import { FILTER_STATUSES } from './order-status.ts';
import type { OrdersDeps } from './orders-deps.ts';

export async function listOrders(
  deps: OrdersDeps,
  userId: string,
  query: z.output<typeof OrderListQuery>,
  now: Date,
) {
  const statuses = query.filter === 'all' ? undefined : FILTER_STATUSES[query.filter];
  const { rows, total } = await deps.orders.list(
    { userId, statuses, member: query.member },
    { limit: query.limit, offset: (query.page - 1) * query.limit },
  );
  const [items, paymentOf] = await Promise.all([
    deps.orders.itemsOf(rows.map((r) => r.id)),
    loadOrderPayments(deps, rows),
  ]);
  return {
    result: rows.map((r) =>
      mapOrderListItem(
        r,
        items.filter((i) => i.orderId === r.id),
        paymentOf(r),
        now,
      ),
    ),
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
  };
}
