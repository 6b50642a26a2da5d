// The shapes orders leave the API in (contracts/orders.ts), picked field by field. The patient
// sees 'Awaiting prescription verification' until a pharmacist approves.
import { DELIVERY_DAYS, PAISE_PER_RUPEE, type ShippingZone, TIME_ZONE } from '@arogya/contracts/constants';
import type { PaymentSummary } from '@arogya/contracts/payments';
import {
  ORDER_STATUS_LABELS,
  type OrderDetail,
  type OrderItem,
  type OrderListItem,
  type OrderStatus,
  type PaymentMethod,
  productImageUrl,
  type Schedule,
} from '@arogya/contracts/pharmacy';
import { addDays, todayIn } from '../../lib/zoned-time.ts';
import { canCancel, canReturn, displayStatus, returnWindowEndsAt } from './order-status.ts';
import type { OrderEventRow, OrderItemRow, OrderRow } from './orders.repository.ts';

const dayMonth = new Intl.DateTimeFormat('en-IN', { timeZone: TIME_ZONE, day: 'numeric', month: 'short' });
const fmt = (isoDate: string) => dayMonth.format(new Date(`${isoDate}T12:00:00+05:30`));

/** Statuses before the parcel leaves: its days to arrive are counted from today, not from the order's day. */
const NOT_DISPATCHED: ReadonlySet<string> = new Set([
  'awaiting_payment',
  'awaiting_prescription',
  'confirmed',
  'packed',
]);

/**
 * The days the order should arrive (docs/product-rules.md#delivery-shipping-and-cash-on-delivery): the zone's
 * days after the order's day; for an order still waiting to be dispatched (a prescription not yet checked,
 * say), after today once the order's day is past, and a shipped order's window never ends before today. A
 * date already gone is never promised.
 */
export function estimatedDelivery(row: Pick<OrderRow, 'createdAt' | 'zone' | 'status'>, now: Date) {
  const placed = todayIn(row.createdAt);
  const today = todayIn(now);
  const days = DELIVERY_DAYS[row.zone as ShippingZone];
  const base = NOT_DISPATCHED.has(row.status) && today > placed ? today : placed;
  const from = addDays(base, days.min);
  const to = addDays(base, days.max);
  return { from: from < today ? today : from, to: to < today ? today : to };
}

function estimatedTime(row: OrderRow, now: Date): string {
  const status = row.status as OrderStatus;
  if (status === 'cancelled') return 'Cancelled';
  if (row.deliveredAt) return `Delivered on ${dayMonth.format(row.deliveredAt)}`;
  if (status === 'out_for_delivery') return 'Out for delivery: arrives today';
  const { from, to } = estimatedDelivery(row, now);
  return from === to ? `Arrives ${fmt(from)}` : `Arrives ${fmt(from)} - ${fmt(to)}`;
}

export function addressLine(a: Record<string, string | null>): string {
  return [a.name, a.line1, a.line2, a.landmark, `${a.city} - ${a.pinCode}`].filter(Boolean).join(', ');
}

export function mapOrderItem(i: OrderItemRow): OrderItem {
  return {
    id: String(i.id),
    productId: i.productId,
    name: i.name,
    type: 'medicine',
    image: productImageUrl(i.productId),
    unit: i.unit,
    schedule: i.schedule as Schedule,
    quantity: i.quantity,
    color: i.colour,
    size: i.size,
    unitPricePaise: i.unitPricePaise,
    unitMrpPaise: i.unitMrpPaise,
    lineTotalPaise: i.unitPricePaise * i.quantity,
    price: i.unitPricePaise / PAISE_PER_RUPEE,
  };
}

export function mapOrderListItem(
  row: OrderRow,
  items: OrderItemRow[],
  payment: PaymentSummary,
  now: Date,
): OrderListItem {
  const status = row.status as OrderStatus;
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    status,
    statusLabel: ORDER_STATUS_LABELS[status],
    displayStatus: displayStatus(status),
    createdAt: row.createdAt.toISOString(),
    date: todayIn(row.createdAt),
    subtotalPaise: row.subtotalPaise,
    mrpTotalPaise: row.mrpTotalPaise,
    savingsPaise: row.mrpTotalPaise - row.subtotalPaise,
    shippingFeePaise: row.shippingFeePaise,
    codFeePaise: row.codFeePaise,
    cardDiscountPaise: row.cardDiscountPaise,
    cardShippingWaivedPaise: row.cardShippingWaivedPaise,
    familyMemberId: row.familyMemberId,
    forPerson: row.forName !== null && row.forAge !== null ? { name: row.forName, age: row.forAge } : null,
    totalPaise: row.totalPaise,
    total: row.totalPaise / PAISE_PER_RUPEE,
    paymentMethod: row.paymentMethod as PaymentMethod,
    itemCount: items.reduce((n, i) => n + i.quantity, 0),
    items: items.map(mapOrderItem),
    deliveryAddress: addressLine(row.address),
    estimatedTime: estimatedTime(row, now),
    estimatedDelivery: estimatedDelivery(row, now),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    prescriptionRequired: row.prescriptionStatus !== 'not_required',
    canCancel: canCancel(status),
    canReturn: canReturn(status, row.deliveredAt, now),
    payment,
  };
}

export function mapOrderDetail(
  row: OrderRow,
  items: OrderItemRow[],
  events: OrderEventRow[],
  prescription: { id: string; source: string; issuedAt: Date } | undefined,
  patient: { id: string; name: string; phone: string } | null,
  payment: PaymentSummary,
  now: Date,
): OrderDetail {
  const a = row.address;
  const ends = returnWindowEndsAt(row.deliveredAt);
  return {
    ...mapOrderListItem(row, items, payment, now),
    address: {
      name: a.name ?? '',
      phone: a.phone ?? '',
      line1: a.line1 ?? '',
      line2: a.line2 ?? null,
      landmark: a.landmark ?? null,
      city: a.city ?? '',
      state: a.state ?? '',
      pinCode: a.pinCode ?? row.pinCode,
    },
    zone: row.zone as ShippingZone,
    prescription: prescription
      ? {
          id: prescription.id,
          status: row.prescriptionStatus as 'pending' | 'approved' | 'rejected',
          rejectionReason: row.prescriptionRejectionReason,
          reviewedAt: row.prescriptionReviewedAt?.toISOString() ?? null,
          source: prescription.source as 'uploaded' | 'doctor',
          issuedAt: prescription.issuedAt.toISOString(),
        }
      : null,
    cancelReason: row.cancelReason,
    returnReason: row.returnReason,
    returnWindowEndsAt: ends?.toISOString() ?? null,
    timeline: events.map((e) => ({
      status: e.status as OrderStatus,
      label: ORDER_STATUS_LABELS[e.status as OrderStatus],
      at: e.at.toISOString(),
      note: e.note,
    })),
    patient,
  };
}
