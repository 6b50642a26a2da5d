// How orders look: the status colours of docs/screens.md (delivered and completed green, processing blue,
// cancelled red) and the My Orders filters.

import { ORDER_FILTERS, type OrderListItem, type PaymentMethod } from '@arogya/contracts/pharmacy';
import { msg, plural } from '@lingui/core/macro';
import type { BadgeTone } from '../../components/ui/badge.tsx';
import { inEnglish } from '../../lib/answer-text.ts';
import { localized, localizedLabels } from '../../lib/i18n/localized-labels.ts';
import { formatDayMonth, indiaDate } from '../../lib/india-time.ts';
import { PAYMENT_STATUS_NAMES } from '../../lib/payment-state.ts';

export type OrderFilter = (typeof ORDER_FILTERS)[number];
export type DisplayStatus = OrderListItem['displayStatus'];

export const STATUS_TONES: Record<DisplayStatus, BadgeTone> = {
  delivered: 'green',
  completed: 'green',
  processing: 'blue',
  cancelled: 'red',
};

export const FILTER_LABELS: Readonly<Record<OrderFilter, string>> = localizedLabels({
  all: msg`All`,
  completed: msg`Completed`,
  processing: msg`Processing`,
  delivered: msg`Delivered`,
  cancelled: msg`Cancelled`,
});

export const PAYMENT_LABELS: Readonly<Record<PaymentMethod, string>> = localizedLabels({
  cod: msg`Cash on delivery`,
  upi: msg`UPI`,
  card: msg`Card`,
  netbanking: msg`Net banking`,
  wallet: msg`Wallet`,
  emi: msg`EMI`,
});

export function filterFromSearch(value: string | null): OrderFilter {
  return (ORDER_FILTERS as readonly string[]).includes(value ?? '') ? (value as OrderFilter) : 'all';
}

/** The items of an order in a few words: 'Dolo 650, Telma 40 and 2 more'. */
export function itemsSummary(items: readonly { name: string }[], shown = 2): string {
  const names = items.slice(0, shown).map((i) => i.name);
  const rest = items.length - names.length;
  const list = names.join(', ');
  return rest > 0 ? localized(msg`${list} and ${plural(rest, { one: '# more', other: '# more' })}`) : list;
}

/** The payment in a few words: 'Cash on delivery', or 'UPI · Paid', 'UPI · Refund initiated'. */
export function paymentLine(order: Pick<OrderListItem, 'paymentMethod' | 'payment'>): string {
  if (order.payment.status === 'pay_on_delivery') return PAYMENT_LABELS.cod;
  const method = order.payment.method ?? order.paymentMethod;
  const label = PAYMENT_LABELS[method as PaymentMethod] ?? method;
  return `${label} · ${PAYMENT_STATUS_NAMES[order.payment.status]}`;
}

/**
 * When the order arrives, or did: the API's words on an English page ('Arrives 25 Nov - 27 Nov', order-mapper.ts
 * estimatedTime); in another language worded here from the same status and dates.
 */
export function deliveryText(
  order: Pick<OrderListItem, 'status' | 'estimatedTime' | 'estimatedDelivery' | 'deliveredAt'>,
): string {
  if (inEnglish()) return order.estimatedTime;
  if (order.status === 'cancelled') return localized(msg`Cancelled`);
  if (order.deliveredAt) {
    const on = formatDayMonth(indiaDate(new Date(order.deliveredAt)));
    return localized(msg`Delivered on ${on}`);
  }
  if (order.status === 'out_for_delivery') return localized(msg`Out for delivery: arrives today`);
  const from = formatDayMonth(order.estimatedDelivery.from);
  const to = formatDayMonth(order.estimatedDelivery.to);
  return from === to ? localized(msg`Arrives ${from}`) : localized(msg`Arrives ${from} - ${to}`);
}
