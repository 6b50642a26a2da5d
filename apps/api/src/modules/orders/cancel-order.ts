// The patient cancels an order before it is dispatched; its stock goes back on the shelf.
import type { OrderDetail } from '@arogya/contracts/pharmacy';
import { AppError } from '../../lib/app-error.ts';
import { loadOrderDetail } from './load-order-detail.ts';
import { CANCELLABLE } from './order-status.ts';
import type { OrdersDeps } from './orders-deps.ts';

export async function cancelOrder(
  deps: OrdersDeps,
  userId: string,
  id: string,
  reason: string | undefined,
  now: Date,
): Promise<OrderDetail> {
  const current = await deps.orders.find(id);
  if (!current || current.userId !== userId) throw AppError.notFound('Order not found');
  const note = reason || 'Cancelled by the customer';
  const row = await deps.orders.transition(id, {
    from: CANCELLABLE,
    to: 'cancelled',
    set: { cancelReason: note },
    restock: true,
    actorId: userId,
    note,
    userId,
  });
  if (!row) throw AppError.rule('This order has already been dispatched and can no longer be cancelled.');
  return loadOrderDetail(deps, row, false, now);
}
