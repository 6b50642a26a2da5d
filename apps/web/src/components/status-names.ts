// An order's and a lab booking's state in the page's language, by its code (ORDER_STATUS_LABELS in
// packages/contracts/src/orders.ts and LAB_BOOKING_STATUS_LABELS in packages/contracts/src/labs.ts hold the
// English the API sends as `statusLabel`).
import type { LabBookingStatus } from '@arogya/contracts/labs';
import type { OrderStatus } from '@arogya/contracts/orders';
import { msg } from '@lingui/core/macro';
import { localizedLabels } from '../lib/i18n/localized-labels.ts';

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
