// One of the caller's own orders; anyone else's order is 'not found' (its existence is not revealed).
import type { OrderDetail } from '@arogya/contracts/pharmacy';
import { AppError } from '../../lib/app-error.ts';
import { loadOrderDetail } from './load-order-detail.ts';
import type { OrdersDeps } from './orders-deps.ts';

export async function getOrder(
  deps: OrdersDeps,
  userId: string,
  id: string,
  now: Date,
): Promise<OrderDetail> {
  const row = await deps.orders.find(id);
  if (!row || row.userId !== userId) throw AppError.notFound('Order not found');
  return loadOrderDetail(deps, row, false, now);
}
