// A patient removes an uploaded prescription that no order uses (orders keep theirs for the record).
import { AppError } from '../../lib/app-error.ts';
import type { PrescriptionsDeps } from './prescriptions-deps.ts';

export async function deletePrescription(deps: PrescriptionsDeps, userId: string, id: string) {
  const row = await deps.prescriptions.find(id);
  if (!row || row.userId !== userId) throw AppError.notFound('Prescription not found');
  if (row.source !== 'uploaded')
    throw AppError.rule('A prescription issued by a doctor stays in your records.');
  if ((await deps.prescriptions.referencingOrders(id)).length > 0) {
    throw AppError.rule('This prescription is attached to an order and is kept with it.');
  }
  await deps.prescriptions.remove(userId, id);
  if (row.fileKey) await deps.storage.remove(row.fileKey);
  return { id };
}
