// What money tells the person who paid (docs/product-rules.md#notifications), in the transaction that records
// it: a payment received (when it paid its payable), a refund initiated, a refund processed.
import type { Db } from '../../db/client.ts';
import { rupees } from '../notifications/message-format.ts';
import type { Notify } from '../notifications/notify.ts';
import type { PaymentRow, RefundRow } from './payments.repository.ts';

const PURPOSE: Record<string, string> = {
  appointment: 'your consultation',
  medicine_order: 'your medicine order',
  lab_booking: 'your lab booking',
  health_card: 'your health card',
  consult_request: 'your consult-now request',
};

const purposeOf = (payment: PaymentRow) =>
  `${PURPOSE[payment.payableKind] ?? 'your order'} (${payment.reference})`;

/** Where the person sees what they paid for, and its payment. */
function linkOf(payment: PaymentRow): string {
  switch (payment.payableKind) {
    case 'appointment':
      return '/my-appointments';
    case 'lab_booking':
      return `/lab-bookings/${payment.payableId}`;
    case 'health_card':
      return '/healthcard';
    case 'consult_request':
      return `/consult-now/requests/${payment.payableId}`;
    default:
      return '/orders';
  }
}

export async function notifyPaymentReceived(notify: Notify, tx: Db, payment: PaymentRow) {
  await notify(tx, {
    kind: 'payment_received',
    eventKey: `payment:${payment.id}:received`,
    recipientUserId: payment.userId,
    // The payment's own reference (Razorpay's id, as the receipt shows it); the purpose names ours.
    data: {
      amount: rupees(payment.amountPaise),
      purpose: purposeOf(payment),
      ref: payment.providerPaymentId ?? payment.reference,
    },
    link: linkOf(payment),
  });
}

export async function notifyRefund(
  notify: Notify,
  tx: Db,
  payment: PaymentRow,
  refund: RefundRow,
  stage: 'initiated' | 'processed',
) {
  await notify(tx, {
    kind: stage === 'initiated' ? 'refund_initiated' : 'refund_processed',
    eventKey: `refund:${refund.id}:${stage}`,
    recipientUserId: payment.userId,
    data: {
      amount: rupees(refund.amountPaise),
      purpose: purposeOf(payment),
      ref: refund.providerRefundId ?? refund.id,
    },
    link: linkOf(payment),
  });
}
