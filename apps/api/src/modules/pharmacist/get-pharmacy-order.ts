// One order as the pharmacist sees it (with the patient); when it carries a prescription, the read is
// written to the audit log.
import type { OrderDetail } from '@arogya/contracts/pharmacy';
import { AppError } from '../../lib/app-error.ts';
import { loadOrderDetail } from '../orders/load-order-detail.ts';
import type { UserRow } from '../users/users.repository.ts';
import type { PharmacistDeps } from './pharmacist-deps.ts';

export async function getPharmacyOrder(
  deps: PharmacistDeps,
  pharmacist: UserRow,
  id: string,
  now: Date,
): Promise<OrderDetail> {
  const row = await deps.orders.find(id);
  if (!row) throw AppError.notFound('Order not found');
  const detail = await loadOrderDetail(deps, row, true, now);
  if (row.prescriptionId) {
    await deps.audit.record({
      actor: pharmacist,
      action: 'prescription.review.read',
      subjectUserId: row.userId,
      resourceType: 'prescription',
      resourceId: row.prescriptionId,
      meta: { order: row.orderNumber },
    });
  }
  return detail;
}
