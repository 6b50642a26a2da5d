// One order as the pharmacist sees it (with the patient). The read is written to the audit log: as a
// prescription read when the order carries one, else as an order read, since the medicines a person buys
// say what they are treated for (docs/product-rules.md#personal-health-data-and-the-audit-log).
import type { OrderDetail } from '@arogya/contracts/pharmacy';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { loadOrderDetail } from '../orders/load-order-detail.ts';
import type { PharmacistDeps } from './pharmacist-deps.ts';

export async function getPharmacyOrder(
  deps: PharmacistDeps,
  pharmacist: Actor,
  id: string,
  now: Date,
): Promise<OrderDetail> {
  const row = await deps.orders.find(id);
  if (!row) throw AppError.notFound('Order not found');
  const detail = await loadOrderDetail(deps, row, true, now);
  await deps.audit.record(
    row.prescriptionId
      ? {
          actor: pharmacist,
          action: 'prescription.review.read',
          subjectUserId: row.userId,
          resourceType: 'prescription',
          resourceId: row.prescriptionId,
          meta: { order: row.orderNumber },
        }
      : {
          actor: pharmacist,
          action: 'order.read',
          subjectUserId: row.userId,
          resourceType: 'order',
          resourceId: row.id,
          meta: { order: row.orderNumber },
        },
  );
  return detail;
}
