// Reading an e-prescription: its patient, and the doctor who wrote it (a staff read, written to the audit
// log). Anyone else is told it does not exist.

import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CallDeps } from './calls-deps.ts';
import type { EPrescriptionRecord } from './e-prescriptions.repository.ts';

export async function loadReadableEPrescription(
  deps: CallDeps,
  user: Actor,
  id: string,
  action: 'e-prescription.read' | 'e-prescription.pdf',
): Promise<EPrescriptionRecord> {
  const record = await deps.ePrescriptions.findById(id);
  if (!record) throw AppError.notFound('Prescription not found');
  if (record.rx.patientId === user.id) return record;
  const doctorId = user.roles.includes('doctor') ? await deps.calls.doctorIdForUser(user.id) : undefined;
  if (!doctorId || doctorId !== record.rx.doctorId) throw AppError.notFound('Prescription not found');
  await deps.audit.record({
    actor: user,
    action,
    subjectUserId: record.rx.patientId,
    resourceType: 'e-prescription',
    resourceId: id,
  });
  return record;
}
