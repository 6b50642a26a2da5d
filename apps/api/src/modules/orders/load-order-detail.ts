// Reads everything an order's detail view shows (items, timeline, prescription review) for one order row.
import type { OrderDetail } from '@arogya/contracts/pharmacy';
import { mapOrderDetail } from './order-mapper.ts';
import type { OrderRow } from './orders.repository.ts';
import type { OrdersDeps } from './orders-deps.ts';

export async function loadOrderDetail(
  deps: Pick<OrdersDeps, 'orders'>,
  row: OrderRow,
  withPatient: boolean,
  now: Date,
): Promise<OrderDetail> {
  const [items, events, prescription, patients] = await Promise.all([
    deps.orders.itemsOf([row.id]),
    deps.orders.eventsOf(row.id),
    row.prescriptionId ? deps.orders.prescriptionSummary(row.prescriptionId) : Promise.resolve(undefined),
    withPatient ? deps.orders.patientsOf([row.userId]) : Promise.resolve([]),
  ]);
  return mapOrderDetail(row, items, events, prescription, patients[0] ?? null, now);
}
