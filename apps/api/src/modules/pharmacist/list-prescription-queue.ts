// The pharmacist's queue: orders awaiting prescription verification, oldest first, each with the items the
// prescription must cover and the prescription itself. Showing a patient's prescription to the pharmacist
// is a read of health data, so each listed one is written to the audit log.
import type { PharmacistQueueItem, Schedule } from '@arogya/contracts/pharmacy';
import type { Actor } from '../../lib/actor.ts';
import { mapPrescription } from '../prescriptions/prescription-mapper.ts';
import { needsPrescription } from '../pricing/prescription-rule.ts';
import type { PharmacistDeps } from './pharmacist-deps.ts';

export async function listPrescriptionQueue(
  deps: PharmacistDeps,
  pharmacist: Actor,
  page: { page: number; limit: number },
  now: Date,
) {
  const { rows, total } = await deps.orders.list(
    { statuses: ['awaiting_prescription'] },
    { limit: page.limit, offset: (page.page - 1) * page.limit },
    true,
  );
  const [items, patients, prescriptions] = await Promise.all([
    deps.orders.itemsOf(rows.map((r) => r.id)),
    deps.orders.patientsOf([...new Set(rows.map((r) => r.userId))]),
    deps.prescriptions.byIds(rows.flatMap((r) => (r.prescriptionId ? [r.prescriptionId] : []))),
  ]);
  const result: PharmacistQueueItem[] = rows.flatMap((r) => {
    const rx = prescriptions.find((p) => p.id === r.prescriptionId);
    const patient = patients.find((p) => p.id === r.userId);
    if (!rx || !patient) return [];
    const mine = items.filter((i) => i.orderId === r.id);
    return [
      {
        orderId: r.id,
        orderNumber: r.orderNumber,
        createdAt: r.createdAt.toISOString(),
        patient,
        forPerson: r.forName !== null && r.forAge !== null ? { name: r.forName, age: r.forAge } : null,
        prescriptionItems: mine
          .filter((i) => needsPrescription(i.schedule as Schedule))
          .map((i) => ({ name: i.name, quantity: i.quantity, schedule: i.schedule })),
        itemCount: mine.reduce((n, i) => n + i.quantity, 0),
        totalPaise: r.totalPaise,
        prescription: mapPrescription(rx, now),
      },
    ];
  });
  await deps.audit.record(
    result.map((q) => ({
      actor: pharmacist,
      action: 'prescription.review.list',
      subjectUserId: q.patient.id,
      resourceType: 'prescription',
      resourceId: q.prescription.id,
      meta: { order: q.orderNumber },
    })),
  );
  return {
    result,
    pagination: { page: page.page, limit: page.limit, total, totalPages: Math.ceil(total / page.limit) },
  };
}
