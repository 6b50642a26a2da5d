// The pharmacist approves an order's prescription (the order is confirmed) or rejects it with a reason the
// patient sees (the order is cancelled and its stock goes back on the shelf).
import type { OrderDetail, PrescriptionDecision } from '@arogya/contracts/pharmacy';
import type { z } from 'zod';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { loadOrderDetail } from '../orders/load-order-detail.ts';
import type { PharmacistDeps } from './pharmacist-deps.ts';

export async function reviewPrescription(
  deps: PharmacistDeps,
  pharmacist: Actor,
  orderId: string,
  decision: z.output<typeof PrescriptionDecision>,
  now: Date,
): Promise<OrderDetail> {
  const current = await deps.orders.find(orderId);
  if (!current) throw AppError.notFound('Order not found');
  const reviewed = { prescriptionReviewedBy: pharmacist.id, prescriptionReviewedAt: now };
  const row =
    decision.decision === 'approve'
      ? await deps.orders.transition(orderId, {
          from: ['awaiting_prescription'],
          to: 'confirmed',
          set: { ...reviewed, prescriptionStatus: 'approved' },
          actorId: pharmacist.id,
          note: 'Prescription verified by the pharmacist',
        })
      : await deps.orders.transition(orderId, {
          from: ['awaiting_prescription'],
          to: 'cancelled',
          set: {
            ...reviewed,
            prescriptionStatus: 'rejected',
            prescriptionRejectionReason: decision.reason,
            cancelReason: `Prescription not accepted: ${decision.reason}`,
          },
          restock: true,
          actorId: pharmacist.id,
          note: `Prescription not accepted: ${decision.reason}`,
        });
  if (!row) throw AppError.conflict('This order is not awaiting prescription verification.');
  return loadOrderDetail(deps, row, true, now);
}
