// The patient asks to return a delivered order within RETURN_WINDOW_DAYS of delivery.
import { RETURN_WINDOW_DAYS } from '@arogya/contracts/constants';
import type { OrderDetail, OrderStatus } from '@arogya/contracts/pharmacy';
import { AppError } from '../../lib/app-error.ts';
import { loadOrderDetail } from './load-order-detail.ts';
import { canReturn } from './order-status.ts';
import type { OrdersDeps } from './orders-deps.ts';

export async function requestReturn(
  deps: OrdersDeps,
  userId: string,
  id: string,
  reason: string,
  now: Date,
): Promise<OrderDetail> {
  const current = await deps.orders.find(id);
  if (!current || current.userId !== userId) throw AppError.notFound('Order not found');
  if (!canReturn(current.status as OrderStatus, current.deliveredAt, now)) {
    throw AppError.rule(
      current.status === 'delivered'
        ? `Returns can be requested within ${RETURN_WINDOW_DAYS} days of delivery.`
        : 'Only delivered orders can be returned.',
    );
  }
  const row = await deps.orders.transition(id, {
    from: ['delivered'],
    to: 'return_requested',
    set: { returnReason: reason },
    actorId: userId,
    note: reason,
    userId,
  });
  if (!row) throw AppError.conflict('This order changed just now. Please refresh and try again.');
  return loadOrderDetail(deps, row, false, now);
}
