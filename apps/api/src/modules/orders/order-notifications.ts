// What a medicine order tells (docs/product-rules.md#notifications), in the transaction of its change: placed
// (or paid online) -> confirmed, and the pharmacists a prescription to review; the prescription approved or
// not; shipped; out for delivery; delivered. A family member's order tells the account holder.
import type { NotificationKind } from '@arogya/contracts/notifications';
import type { Db } from '../../db/client.ts';
import { rupees } from '../notifications/message-format.ts';
import type { Notify } from '../notifications/notify.ts';
import { createOrdersRepository, type OrderRow } from './orders.repository.ts';

const PAYMENT_TEXT: Record<string, string> = { cod: 'cash on delivery' };

async function tell(
  notify: Notify,
  tx: Db,
  row: OrderRow,
  kind: NotificationKind,
  data: Record<string, string> = {},
) {
  await notify(tx, {
    kind,
    eventKey: `order:${row.id}:${kind}`,
    recipientUserId: row.userId,
    data: { ref: row.orderNumber, ...data },
    link: '/orders',
  });
}

/** Placed, or paid online: the patient's confirmation, and each pharmacist's review when a prescription waits. */
export async function notifyOrderPlaced(notify: Notify, tx: Db, row: OrderRow) {
  if (row.status === 'awaiting_payment') return;
  await tell(notify, tx, row, 'order_confirmed', {
    total: rupees(row.totalPaise),
    payment: PAYMENT_TEXT[row.paymentMethod] ?? 'paid online',
  });
  if (row.status !== 'awaiting_prescription') return;
  const pharmacistIds = await createOrdersRepository(tx).pharmacistIds();
  await notify(
    tx,
    pharmacistIds.map((pharmacistId) => ({
      kind: 'pharmacist_prescription_review' as const,
      eventKey: `order:${row.id}:prescription_review`,
      recipientUserId: pharmacistId,
      data: { ref: row.orderNumber },
      link: '/pharmacist',
    })),
  );
}

/** A status the pharmacist moved the order to. */
export async function notifyOrderMoved(notify: Notify, tx: Db, row: OrderRow) {
  if (row.status === 'confirmed' && row.prescriptionStatus === 'approved') {
    await tell(notify, tx, row, 'order_prescription_approved');
  } else if (row.status === 'cancelled' && row.prescriptionStatus === 'rejected') {
    await tell(notify, tx, row, 'order_prescription_rejected', {
      reason: row.prescriptionRejectionReason ?? 'The prescription could not be verified',
    });
  } else if (row.status === 'shipped') {
    await tell(notify, tx, row, 'order_shipped');
  } else if (row.status === 'out_for_delivery') {
    await tell(notify, tx, row, 'order_out_for_delivery');
  } else if (row.status === 'delivered') {
    await tell(notify, tx, row, 'order_delivered');
  }
}
