// The words the API sends beside a code, in the page's language: an order's and a lab booking's state (the
// contracts' English tables ORDER_STATUS_LABELS and LAB_BOOKING_STATUS_LABELS, as messages; a payment's is
// PAYMENT_STATUS_NAMES in payment-state.ts), and the notes the API writes into a timeline itself
// ('Paid online', 'Refund of ₹480 initiated.'). The API answers in English whoever asks, so the page reads the
// code; a note a person wrote (a pharmacist's, a cancel reason) stays as written, as does an English page's.
import type { LabBookingStatus } from '@arogya/contracts/labs';
import type { OrderStatus } from '@arogya/contracts/orders';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { inEnglish } from './answer-text.ts';
import { displayI18n } from './i18n/display-locale.ts';
import { localizedLabels } from './i18n/localized-labels.ts';

export const ORDER_STATUS_NAMES = localizedLabels<OrderStatus>({
  awaiting_payment: msg`Awaiting payment`,
  awaiting_prescription: msg`Awaiting prescription verification`,
  confirmed: msg`Confirmed`,
  packed: msg`Packed`,
  shipped: msg`Shipped`,
  out_for_delivery: msg`Out for delivery`,
  delivered: msg`Delivered`,
  cancelled: msg`Cancelled`,
  return_requested: msg`Return requested`,
  returned: msg`Returned`,
});

export const LAB_BOOKING_STATUS_NAMES = localizedLabels<LabBookingStatus>({
  booked: msg`Booked`,
  phlebotomist_assigned: msg`Phlebotomist assigned`,
  sample_collected: msg`Sample collected`,
  processing: msg`Processing`,
  report_ready: msg`Report ready`,
  cancelled: msg`Cancelled`,
});

/** A status's words by its code from one of the tables above; a code the page does not know shows `label`. */
export function statusText<K extends string>(
  table: Readonly<Record<K, string>>,
  status: string,
  label: string,
): string {
  return Object.hasOwn(table, status) ? table[status as K] : label;
}

/** The named groups of a note's pattern (each pattern names only those its message uses). */
type Part = Readonly<Record<'reason' | 'barcode' | 'minutes' | 'amount' | 'paid' | 'due', string>>;

/**
 * The notes the API writes itself (orders.repository.ts, payments/refund-payment.ts, settle-payment.ts,
 * medicine-order-payable.ts, lab-booking-payable.ts, review-prescription.ts, advance-order.ts,
 * cancel-order.ts, cancel-lab-booking.ts, advance-lab-booking.ts), matched whole; what a person wrote inside one ('Prescription
 * not accepted: <reason>') is kept as written.
 */
const NOTES: readonly [RegExp, (p: Part) => MessageDescriptor][] = [
  [/^Paid online$/, () => msg`Paid online`],
  [/^Order cancelled\.$/, () => msg`Order cancelled.`],
  [/^Booking cancelled\.$/, () => msg`Booking cancelled.`],
  [/^Cancelled by the patient$/, () => msg`Cancelled by the patient`],
  [/^Cancelled by the customer$/, () => msg`Cancelled by the customer`],
  [/^Prescription verified by the pharmacist$/, () => msg`Prescription verified by the pharmacist`],
  [/^Prescription not accepted\.$/, () => msg`Prescription not accepted.`],
  [/^Prescription not accepted: (?<reason>.+)$/s, ({ reason }) => msg`Prescription not accepted: ${reason}`],
  [/^Return received\.$/, () => msg`Return received.`],
  [/^Refund by Arogya support: (?<reason>.+)\.$/s, ({ reason }) => msg`Refund by Arogya support: ${reason}.`],
  [/^Cancelled by the lab: (?<reason>.+)\.$/s, ({ reason }) => msg`Cancelled by the lab: ${reason}.`],
  [/^Barcode (?<barcode>\S+)$/, ({ barcode }) => msg`Barcode ${barcode}`],
  [
    /^Cancelled: payment was not received within (?<minutes>\d+) minutes$/,
    ({ minutes }) => msg`Cancelled: payment was not received within ${minutes} minutes`,
  ],
  [
    /^Cancelled: payment was not received within (?<minutes>\d+) minutes, so the slot was released$/,
    ({ minutes }) =>
      msg`Cancelled: payment was not received within ${minutes} minutes, so the slot was released`,
  ],
  [
    /^Refund of (?<amount>₹[\d,.]+) processed to your original payment method\.$/,
    ({ amount }) => msg`Refund of ${amount} processed to your original payment method.`,
  ],
  [
    /^Refund of (?<amount>₹[\d,.]+) could not be processed\. Our team will contact you\.$/,
    ({ amount }) => msg`Refund of ${amount} could not be processed. Our team will contact you.`,
  ],
  [
    /^A payment of (?<paid>₹[\d,.]+) did not match the (?<due>₹[\d,.]+) due, so it was not accepted\.$/,
    ({ paid, due }) => msg`A payment of ${paid} did not match the ${due} due, so it was not accepted.`,
  ],
  [
    /^A second payment of (?<amount>₹[\d,.]+) was received for an order already paid\.$/,
    ({ amount }) => msg`A second payment of ${amount} was received for an order already paid.`,
  ],
  [
    /^Your payment of (?<amount>₹[\d,.]+) arrived after the order was cancelled\.$/,
    ({ amount }) => msg`Your payment of ${amount} arrived after the order was cancelled.`,
  ],
];

/** The refund that follows another note: '<note> Refund of ₹480 initiated.' (refund-payment.ts completeRefund). */
const REFUND_INITIATED = /^(?<before>.+) Refund of (?<amount>₹[\d,.]+) initiated\.$/s;

/** A timeline note in the page's language when the API wrote it, else as written. */
export function timelineNote(note: string): string {
  if (inEnglish()) return note;
  const i18n = displayI18n();
  const refund = REFUND_INITIATED.exec(note)?.groups;
  if (refund) {
    const before = timelineNote(refund.before ?? '');
    const amount = refund.amount ?? '';
    return `${before} ${i18n._(msg`Refund of ${amount} initiated.`)}`;
  }
  for (const [pattern, message] of NOTES) {
    const match = pattern.exec(note);
    if (match) return i18n._(message((match.groups ?? {}) as Part));
  }
  return note;
}
