// Reads everything an order's detail view shows (items, timeline, prescription review, payment) for one order row.
import type { OrderDetail } from '@arogya/contracts/pharmacy';
import { loadPaymentSummaries } from '../payments/payment-mapper.ts';
import type { PaymentsRepository } from '../payments/payments.repository.ts';
import { mapOrderDetail } from './order-mapper.ts';
import type { OrderRow, OrdersRepository } from './orders.repository.ts';

export async function loadOrderDetail(
  deps: { orders: OrdersRepository; payments: PaymentsRepository },
  row: OrderRow,
  withPatient: boolean,
  now: Date,
): Promise<OrderDetail> {
  const [items, events, prescription, patients, payments] = await Promise.all([
    deps.orders.itemsOf([row.id]),
    deps.orders.eventsOf(row.id),
    row.prescriptionId ? deps.orders.prescriptionSummary(row.prescriptionId) : Promise.resolve(undefined),
    withPatient ? deps.orders.patientsOf([row.userId]) : Promise.resolve([]),
    loadPaymentSummaries(deps.payments, 'medicine_order', [row]),
  ]);
  const payment = payments.get(row.id);
  if (!payment) throw new Error(`No payment summary for ${row.id}`);
  return mapOrderDetail(row, items, events, prescription, patients[0] ?? null, payment, now);
}

/** Payment summaries of a page of orders, for the list mappers. */
export async function loadOrderPayments(deps: { payments: PaymentsRepository }, rows: OrderRow[]) {
  const map = await loadPaymentSummaries(deps.payments, 'medicine_order', rows);
  return (row: OrderRow) => {
    const summary = map.get(row.id);
    if (!summary) throw new Error(`No payment summary for ${row.id}`);
    return summary;
  };
}
