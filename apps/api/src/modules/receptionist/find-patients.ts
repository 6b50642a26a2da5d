// The receptionist finds a walk-in's account by the exact mobile number the patient gives at the desk, and
// sees only what booking for them needs: the name (docs/product-rules.md#personal-health-data-and-the-audit-log).
// Each account shown is written to the audit log.
import type { PatientMatch } from '@arogya/contracts/bookings';
import type { Actor } from '../../lib/actor.ts';
import type { ReceptionistDeps } from './receptionist-deps.ts';

export async function findPatientsByPhone(
  deps: ReceptionistDeps,
  receptionist: Actor,
  phone: string,
): Promise<PatientMatch[]> {
  const rows = (await deps.desk.patientsByPhone(phone)).filter((r) => r.roles.includes('patient'));
  await deps.audit.record(
    rows.map((r) => ({
      actor: receptionist,
      action: 'patient.lookup',
      subjectUserId: r.id,
      resourceType: 'user',
      resourceId: r.id,
    })),
  );
  return rows.map((r) => ({ id: r.id, name: r.name }));
}
