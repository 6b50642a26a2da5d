// The patient cancels an order before it is dispatched; its stock goes back on the shelf. A paid order is
// refunded through Razorpay, ORDER_CANCEL_REFUND_PERCENT of what was paid (docs/product-rules.md#payments);
// an order still awaiting payment is simply not paid.
import { ORDER_CANCEL_REFUND_PERCENT } from '@arogya/contracts/constants';
import type { OrderDetail } from '@arogya/contracts/pharmacy';
import { AppError } from '../../lib/app-error.ts';
import { paidOnline, refundPayment } from '../payments/refund-payment.ts';
import { loadOrderDetail } from './load-order-detail.ts';
import { CANCELLABLE } from './order-status.ts';
import { UNPAID_BECOMES_NOT_PAID } from './orders.repository.ts';
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
    set: {
      cancelReason: note,
      paymentStatus: UNPAID_BECOMES_NOT_PAID,
    },
    restock: true,
    actorId: userId,
    note,
    userId,
  });
  if (!row) throw AppError.rule('This order has already been dispatched and can no longer be cancelled.');
  if (paidOnline(row) && row.paymentId) {
    const payment = await deps.payments.find(row.paymentId);
    if (payment) {
      await refundPayment(
        deps.paymentsDeps,
        payment,
        {
          amountPaise: Math.round((payment.amountPaise * ORDER_CANCEL_REFUND_PERCENT) / 100),
          reason: 'cancelled',
          initiatedBy: null,
          note: 'Order cancelled.',
        },
        now,
      );
    }
  }
  const fresh = (await deps.orders.find(id)) ?? row;
  return loadOrderDetail(deps, fresh, false, now);
}
