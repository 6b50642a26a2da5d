// The patient cancels an order before it is dispatched; its stock goes back on the shelf. A paid order is
// refunded through Razorpay, ORDER_CANCEL_REFUND_PERCENT of what was paid (docs/product-rules.md#payments);
// an order still awaiting payment is simply not paid. The cancellation and the refund's reservation are one
// transaction (payments/refund-payment.ts#reserveRefund).
import { ORDER_CANCEL_REFUND_PERCENT } from '@arogya/contracts/constants';
import type { OrderDetail } from '@arogya/contracts/pharmacy';
import { AppError } from '../../lib/app-error.ts';
import { createAuditLog } from '../../lib/audit.ts';
import { createPaymentsRepository } from '../payments/payments.repository.ts';
import { completeRefund, paidOnline, reserveRefund } from '../payments/refund-payment.ts';
import { loadOrderDetail } from './load-order-detail.ts';
import { CANCELLABLE } from './order-status.ts';
import { createOrdersRepository, UNPAID_BECOMES_NOT_PAID } from './orders.repository.ts';
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
  const request = { reason: 'cancelled' as const, initiatedBy: null, note: 'Order cancelled.' };
  // The cancellation and its refund's reservation are one transaction: a crash leaves the order either
  // paid and not cancelled, or cancelled with its refund on record (sent now, or by the payments job).
  const done = await deps.db.transaction(async (tx) => {
    const row = await createOrdersRepository(tx).transition(id, {
      from: CANCELLABLE,
      to: 'cancelled',
      set: {
        cancelReason: note,
        paymentStatus: UNPAID_BECOMES_NOT_PAID,
      },
      restock: true,
      actorId: userId,
      note,
      userId,
    });
    if (!row || !paidOnline(row) || !row.paymentId) return row && { row };
    const payments = createPaymentsRepository(tx);
    const payment = await payments.find(row.paymentId);
    if (!payment) return { row };
    const amountPaise = Math.round((payment.amountPaise * ORDER_CANCEL_REFUND_PERCENT) / 100);
    const reserved = await reserveRefund(
      payments,
      createAuditLog(tx),
      payment,
      { ...request, amountPaise },
      now,
    );
    return { row, payment, reserved };
  });
  if (!done) throw AppError.rule('This order has already been dispatched and can no longer be cancelled.');
  const { row, payment, reserved } = done;
  if (payment && reserved?.fresh)
    await completeRefund(deps.paymentsDeps, payment, reserved.refund, request, now);
  const fresh = (await deps.orders.find(id)) ?? row;
  return loadOrderDetail(deps, fresh, false, now);
}
