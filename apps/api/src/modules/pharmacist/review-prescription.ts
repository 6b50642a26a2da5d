// The pharmacist approves an order's prescription (the order is confirmed) or rejects it with a reason the
// patient sees (the order is cancelled and its stock goes back on the shelf). An order paid online before
// its prescription was checked is refunded in full when rejected, the cancellation and the refund's
// reservation one transaction (payments/refund-payment.ts#reserveRefund), written to the audit log as the
// pharmacist's refund (docs/product-rules.md#payments).
import type { OrderDetail, PrescriptionDecision } from '@arogya/contracts/pharmacy';
import type { z } from 'zod';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { createAuditLog } from '../../lib/audit.ts';
import { loadOrderDetail } from '../orders/load-order-detail.ts';
import { notifyOrderMoved } from '../orders/order-notifications.ts';
import { createOrdersRepository } from '../orders/orders.repository.ts';
import { createPaymentsRepository } from '../payments/payments.repository.ts';
import { completeRefund, paidOnline, reserveRefund } from '../payments/refund-payment.ts';
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
  if (decision.decision === 'approve') {
    const row = await deps.orders.transition(orderId, {
      from: ['awaiting_prescription'],
      to: 'confirmed',
      set: { ...reviewed, prescriptionStatus: 'approved' },
      actorId: pharmacist.id,
      note: 'Prescription verified by the pharmacist',
      afterMove: (tx, moved) => notifyOrderMoved(deps.notify, tx, moved),
    });
    if (!row) throw AppError.conflict('This order is not awaiting prescription verification.');
    return loadOrderDetail(deps, row, true, now);
  }
  const request = {
    reason: 'cancelled' as const,
    initiatedBy: { id: pharmacist.id, roles: pharmacist.roles },
    note: 'Prescription not accepted.',
  };
  // Rejecting and reserving the refund are one transaction: a crash never leaves the order cancelled with
  // its payment kept (the payments job sends a reserved refund left unsent).
  const done = await deps.paymentsDeps.db.transaction(async (tx) => {
    const row = await createOrdersRepository(tx).transition(orderId, {
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
      afterMove: (inTx, moved) => notifyOrderMoved(deps.notify, inTx, moved),
    });
    if (!row || !paidOnline(row) || !row.paymentId) return row && { row };
    const payments = createPaymentsRepository(tx);
    const payment = await payments.find(row.paymentId);
    if (!payment) return { row };
    const reserved = await reserveRefund(
      payments,
      createAuditLog(tx),
      payment,
      { ...request, amountPaise: payment.amountPaise },
      now,
    );
    return { row, payment, reserved };
  });
  if (!done) throw AppError.conflict('This order is not awaiting prescription verification.');
  const { row, payment, reserved } = done;
  if (payment && reserved?.fresh)
    await completeRefund(deps.paymentsDeps, payment, reserved.refund, request, now);
  return loadOrderDetail(deps, (await deps.orders.find(orderId)) ?? row, true, now);
}
