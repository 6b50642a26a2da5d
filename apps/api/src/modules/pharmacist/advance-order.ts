// The pharmacist moves an order along: confirmed -> packed -> shipped -> delivered, and a requested return
// -> returned. Each step only from the one before it, in one conditional update. Accepting the return of an
// order paid online refunds it in full through Razorpay, written to the audit log as the pharmacist's
// refund (docs/product-rules.md#payments).
import type { FulfilmentRequest, OrderDetail } from '@arogya/contracts/pharmacy';
import type { z } from 'zod';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { loadOrderDetail } from '../orders/load-order-detail.ts';
import { FULFILMENT_FROM } from '../orders/order-status.ts';
import { paidOnline, refundPayment } from '../payments/refund-payment.ts';
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
  if (input.status === 'returned' && paidOnline(row) && row.paymentId) {
    const payment = await deps.payments.find(row.paymentId);
    if (payment) {
      await refundPayment(
        deps.paymentsDeps,
        payment,
        {
          amountPaise: payment.amountPaise,
          reason: 'returned',
          initiatedBy: { id: pharmacist.id, roles: pharmacist.roles },
          note: 'Return received.',
        },
        now,
      );
    }
  }
  const fresh = (await deps.orders.find(orderId)) ?? row;
  return loadOrderDetail(deps, fresh, true, now);
}
