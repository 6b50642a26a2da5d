// Serves a prescription's file to its owner, or to a pharmacist when an order references it (that read is
// written to the audit log). Anyone else is told it does not exist.

import type { Readable } from 'node:stream';
import type { Role } from '@arogya/contracts/roles';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PrescriptionsDeps } from './prescriptions-deps.ts';

export async function readPrescriptionFile(
  deps: PrescriptionsDeps,
  user: Actor,
  id: string,
): Promise<{ stream: Readable; size: number; mimeType: string; fileName: string }> {
  const row = await deps.prescriptions.find(id);
  if (!row) throw AppError.notFound('Prescription not found');
  if (row.userId !== user.id) {
    const orders = user.roles.includes('pharmacist' satisfies Role)
      ? await deps.prescriptions.referencingOrders(row.id)
      : [];
    if (orders.length === 0) throw AppError.notFound('Prescription not found');
    await deps.audit.record({
      actor: user,
      action: 'prescription.file.read',
      subjectUserId: row.userId,
      resourceType: 'prescription',
      resourceId: row.id,
      meta: { orders: orders.map((o) => o.orderNumber) },
    });
  }
  const file = row.fileKey ? await deps.storage.get(row.fileKey) : null;
  if (!file) throw AppError.notFound('This prescription has no file');
  return {
    ...file,
    mimeType: row.mimeType ?? 'application/octet-stream',
    fileName: row.fileName ?? 'prescription',
  };
}
