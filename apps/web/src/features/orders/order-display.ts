// How orders look: the status colours of docs/screens.md (delivered and completed green, processing blue,
// cancelled red) and the My Orders filters.
import { ORDER_FILTERS, type OrderListItem, type PaymentMethod } from '@arogya/contracts/pharmacy';
import type { BadgeTone } from '../../components/ui/badge.tsx';

export type OrderFilter = (typeof ORDER_FILTERS)[number];
export type DisplayStatus = OrderListItem['displayStatus'];

export const STATUS_TONES: Record<DisplayStatus, BadgeTone> = {
  delivered: 'green',
  completed: 'green',
  processing: 'blue',
  cancelled: 'red',
};

export const FILTER_LABELS: Record<OrderFilter, string> = {
  all: 'All',
  completed: 'Completed',
  processing: 'Processing',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
};

export const PAYMENT_LABELS: Record<PaymentMethod, string> = {
  cod: 'Cash on delivery',
  upi: 'UPI',
  card: 'Card',
  netbanking: 'Net banking',
  wallet: 'Wallet',
  emi: 'EMI',
};

export function filterFromSearch(value: string | null): OrderFilter {
  return (ORDER_FILTERS as readonly string[]).includes(value ?? '') ? (value as OrderFilter) : 'all';
}

/** The items of an order in a few words: 'Dolo 650, Telma 40 and 2 more'. */
export function itemsSummary(items: readonly { name: string }[], shown = 2): string {
  const names = items.slice(0, shown).map((i) => i.name);
  const rest = items.length - names.length;
  return rest > 0 ? `${names.join(', ')} and ${rest} more` : names.join(', ');
}

/** The payment in a few words: 'Cash on delivery', or 'UPI · Paid', 'UPI · Refund initiated'. */
export function paymentLine(order: Pick<OrderListItem, 'paymentMethod' | 'payment'>): string {
  if (order.payment.status === 'pay_on_delivery') return PAYMENT_LABELS.cod;
  const method = order.payment.method ?? order.paymentMethod;
  const label = PAYMENT_LABELS[method as PaymentMethod] ?? method;
  return `${label} · ${order.payment.label}`;
}
