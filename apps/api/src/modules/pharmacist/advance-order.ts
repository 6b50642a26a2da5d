// The pharmacist moves an order along: confirmed -> packed -> shipped -> delivered, and a requested return
// -> returned. Each step only from the one before it, in one conditional update.
import type { FulfilmentRequest, OrderDetail } from '@arogya/contracts/pharmacy';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { loadOrderDetail } from '../orders/load-order-detail.ts';
import { FULFILMENT_FROM } from '../orders/order-status.ts';
import type { UserRow } from '../users/users.repository.ts';
import type { PharmacistDeps } from './pharmacist-deps.ts';

export async function advanceOrder(
  deps: PharmacistDeps,
  pharmacist: UserRow,
  orderId: string,
  input: z.output<typeof FulfilmentRequest>,
  now: Date,
): Promise<OrderDetail> {
  const current = await deps.orders.find(orderId);
  if (!current) throw AppError.notFound('Order not found');
  const from = FULFILMENT_FROM[input.status];
  const row = await deps.orders.transition(orderId, {
    from: [from],
    to: input.status,
    set: input.status === 'delivered' ? { deliveredAt: now } : {},
    actorId: pharmacist.id,
    note: input.note ?? null,
  });
  if (!row) {
    throw AppError.rule(`An order can be marked ${input.status} only when it is ${from.replace('_', ' ')}.`);
  }
  return loadOrderDetail(deps, row, true, now);
}
