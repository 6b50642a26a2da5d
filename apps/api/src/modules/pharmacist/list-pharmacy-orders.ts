// The pharmacist's fulfilment list: orders in one status (confirmed to pack, packed to ship, ...), oldest
// first, with who placed them. The medicines of an order placed on a prescription are health data, so each
// such order listed is written to the audit log (docs/product-rules.md#personal-health-data-and-the-audit-log).
import type { OrderStatus } from '@arogya/contracts/pharmacy';
import { loadOrderPayments } from '../orders/load-order-detail.ts';
import { mapOrderListItem } from '../orders/order-mapper.ts';
import type { UserRow } from '../users/users.repository.ts';
import type { PharmacistDeps } from './pharmacist-deps.ts';

export async function listPharmacyOrders(
  deps: PharmacistDeps,
  pharmacist: UserRow,
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
    rows
      .filter((r) => r.prescriptionId)
      .map((r) => ({
        actor: pharmacist,
        action: 'prescription.orders.list',
        subjectUserId: r.userId,
        resourceType: 'prescription',
        resourceId: r.prescriptionId,
        meta: { order: r.orderNumber },
      })),
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
