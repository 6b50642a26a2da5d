// The pharmacist's fulfilment list: orders in one status (confirmed to pack, packed to ship, ...), oldest
// first, with who placed them. The medicines of an order say what its buyer is treated for, so each order
// listed is written to the audit log: as a prescription read when it carries one, else as an order read
// (docs/product-rules.md#personal-health-data-and-the-audit-log).
import type { OrderStatus } from '@arogya/contracts/pharmacy';
import type { Actor } from '../../lib/actor.ts';
import { loadOrderPayments } from '../orders/load-order-detail.ts';
import { mapOrderListItem } from '../orders/order-mapper.ts';
import type { PharmacistDeps } from './pharmacist-deps.ts';

export async function listPharmacyOrders(
  deps: PharmacistDeps,
  pharmacist: Actor,
  query: { status?: OrderStatus; page: number; limit: number },
  now: Date,
) {
  const { rows, total } = await deps.orders.list(
    { statuses: query.status ? [query.status] : undefined },
    { limit: query.limit, offset: (query.page - 1) * query.limit },
    true,
  );
  const [items, patients, paymentOf] = await Promise.all([
    deps.orders.itemsOf(rows.map((r) => r.id)),
    deps.orders.patientsOf([...new Set(rows.map((r) => r.userId))]),
    loadOrderPayments(deps, rows),
  ]);
  await deps.audit.record(
    rows.map((r) =>
      r.prescriptionId
        ? {
            actor: pharmacist,
            action: 'prescription.orders.list',
            subjectUserId: r.userId,
            resourceType: 'prescription',
            resourceId: r.prescriptionId,
            meta: { order: r.orderNumber },
          }
        : {
            actor: pharmacist,
            action: 'orders.list',
            subjectUserId: r.userId,
            resourceType: 'order',
            resourceId: r.id,
            meta: { order: r.orderNumber },
          },
    ),
  );
  return {
    result: rows.map((r) => ({
      ...mapOrderListItem(
        r,
        items.filter((i) => i.orderId === r.id),
        paymentOf(r),
        now,
      ),
      patient: patients.find((p) => p.id === r.userId) ?? null,
    })),
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
  };
}
