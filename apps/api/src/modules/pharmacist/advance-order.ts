// The pharmacist moves an order along: confirmed -> packed -> shipped -> out for delivery -> delivered, and a
// requested return -> returned. Each step only from the one before it, in one conditional update. Accepting
// the return of an order paid online refunds it in full through Razorpay, written to the audit log as the
// pharmacist's refund (docs/product-rules.md#payments).
import type { FulfilmentRequest, OrderDetail } from '@arogya/contracts/pharmacy';
import type { z } from 'zod';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { createAuditLog } from '../../lib/audit.ts';
import { loadOrderDetail } from '../orders/load-order-detail.ts';
import { notifyOrderMoved } from '../orders/order-notifications.ts';
import { FULFILMENT_FROM } from '../orders/order-status.ts';
import { createOrdersRepository } from '../orders/orders.repository.ts';
import { createPaymentsRepository } from '../payments/payments.repository.ts';
import { completeRefund, paidOnline, reserveRefund } from '../payments/refund-payment.ts';
import type { PharmacistDeps } from './pharmacist-deps.ts';

export async function advanceOrder(
  deps: PharmacistDeps,
  pharmacist: Actor,
  orderId: string,
  input: z.output<typeof FulfilmentRequest>,
  now: Date,
): Promise<OrderDetail> {
  const current = await deps.orders.find(orderId);
  if (!current) throw AppError.notFound('Order not found');
  const from = FULFILMENT_FROM[input.status];
  const request = {
    reason: 'returned' as const,
    initiatedBy: { id: pharmacist.id, roles: pharmacist.roles },
    note: 'Return received.',
  };
  // Accepting a return and reserving its refund are one transaction: a crash never leaves a returned order
  // paid with nothing on its way back (the payments job sends a reserved refund left unsent).
  const done = await deps.paymentsDeps.db.transaction(async (tx) => {
    const row = await createOrdersRepository(tx).transition(orderId, {
      from: [from],
      to: input.status,
      set: input.status === 'delivered' ? { deliveredAt: now } : {},
      actorId: pharmacist.id,
      note: input.note ?? null,
      afterMove: (inTx, moved) => notifyOrderMoved(deps.notify, inTx, moved),
    });
    if (!row || input.status !== 'returned' || !paidOnline(row) || !row.paymentId) return row && { row };
    const payments = createPaymentsRepository(tx);
    const payment = await payments.find(row.paymentId);
    if (!payment) return { row };
    const amountPaise = payment.amountPaise;
    const reserved = await reserveRefund(
      payments,
      createAuditLog(tx),
      payment,
      { ...request, amountPaise },
      now,
    );
    return { row, payment, reserved };
  });
  if (!done) {
    throw AppError.rule(`An order can be marked ${input.status} only when it is ${from.replace('_', ' ')}.`);
  }
  const { row, payment, reserved } = done;
  if (payment && reserved?.fresh)
    await completeRefund(deps.paymentsDeps, payment, reserved.refund, request, now);
  const fresh = (await deps.orders.find(orderId)) ?? row;
  return loadOrderDetail(deps, fresh, true, now);
}
