// A medicine order as something payable online (payments/payables.ts): its total from the database, paid
// once by a conditional update, released after PAYMENT_HOLD_MINUTES unpaid (cancelled, stock back on the
// shelf), its refunds written to its timeline (docs/product-rules.md#payments).
import { PAYMENT_HOLD_MINUTES } from '@arogya/contracts/constants';
import type { OrderPaymentStatus } from '@arogya/contracts/payments';
import type { Notify } from '../notifications/notify.ts';
import type { Payable, PayableAdapter } from '../payments/payables.ts';
import { notifyOrderPlaced } from './order-notifications.ts';
import { createOrdersRepository, type OrderRow, type OrdersRepository } from './orders.repository.ts';

function state(row: OrderRow): Payable['state'] {
  if (row.status === 'awaiting_payment') return 'awaiting';
  if (row.paymentId) return 'paid';
  return 'closed';
}

export function createMedicineOrderPayable(orders: OrdersRepository, notify: Notify): PayableAdapter {
  return {
    kind: 'medicine_order',
    async load(id) {
      const row = await orders.find(id);
      if (!row) return undefined;
      return {
        kind: 'medicine_order',
        id: row.id,
        userId: row.userId,
        reference: row.orderNumber,
        amountPaise: row.totalPaise,
        description: `Medicine order ${row.orderNumber}`,
        state: state(row),
        paymentStatus: row.paymentStatus as OrderPaymentStatus,
        holdExpiresAt: row.holdExpiresAt,
      };
    },
    // In the transaction that captures the attempt (payments/settle-payment.ts).
    // Paid, the order is confirmed (its messages written in the same transaction).
    async markPaid(id, payment, now, tx) {
      const repo = createOrdersRepository(tx);
      const result = await repo.markPaid(id, payment.id, now);
      const row = result === 'paid' ? await repo.find(id) : undefined;
      if (row) await notifyOrderPlaced(notify, tx, row);
      return result;
    },
    listExpired: (now, limit) => orders.expiredHolds(now, limit),
    async release(id) {
      const note = `Cancelled: payment was not received within ${PAYMENT_HOLD_MINUTES} minutes`;
      const row = await orders.transition(id, {
        from: ['awaiting_payment'],
        to: 'cancelled',
        set: { paymentStatus: 'not_paid', cancelReason: note },
        restock: true,
        actorId: null,
        note,
      });
      return row !== undefined;
    },
    // On the transaction handed in (payments/refund-payment.ts applyRefundOutcome).
    setPaymentStatus: (id, status, now, tx) => createOrdersRepository(tx).setPaymentStatus(id, status, now),
    tell: (id, note, tx) => createOrdersRepository(tx).addNote(id, note),
  };
}
