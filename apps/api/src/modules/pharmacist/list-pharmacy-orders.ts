// The pharmacist's fulfilment list: orders in one status (confirmed to pack, packed to ship, ...), oldest
// first, with who placed them.
import type { OrderStatus } from '@arogya/contracts/pharmacy';
import { mapOrderListItem } from '../orders/order-mapper.ts';
import type { PharmacistDeps } from './pharmacist-deps.ts';

export async function listPharmacyOrders(
  deps: PharmacistDeps,
  query: { status?: OrderStatus; page: number; limit: number },
  now: Date,
) {
  const { rows, total } = await deps.orders.list(
    { statuses: query.status ? [query.status] : undefined },
    { limit: query.limit, offset: (query.page - 1) * query.limit },
    true,
  );
  const [items, patients] = await Promise.all([
    deps.orders.itemsOf(rows.map((r) => r.id)),
    deps.orders.patientsOf([...new Set(rows.map((r) => r.userId))]),
  ]);
  return {
    result: rows.map((r) => ({
      ...mapOrderListItem(
        r,
        items.filter((i) => i.orderId === r.id),
        now,
      ),
      patient: patients.find((p) => p.id === r.userId) ?? null,
    })),
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
  };
}
