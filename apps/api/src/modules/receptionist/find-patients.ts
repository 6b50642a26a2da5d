// The receptionist finds a walk-in's account by the exact mobile number the patient gives at the desk, and
// sees only what booking for them needs: the name, and the family members the desk may book for (name,
// relation, age) (docs/product-rules.md#personal-health-data-and-the-audit-log). Each account shown is written
// to the audit log.
import type { PatientMatch } from '@arogya/contracts/appointments';
import type { Actor } from '../../lib/actor.ts';
import { listFamilyMembers } from '../family/list-family-members.ts';
import type { ReceptionistDeps } from './receptionist-deps.ts';

export async function findPatientsByPhone(
  deps: ReceptionistDeps,
  receptionist: Actor,
  phone: string,
  now: Date,
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
  return Promise.all(
    rows.map(async (r) => ({
      id: r.id,
      name: r.name,
      phoneVerified: r.phoneVerifiedAt !== null,
      members: (await listFamilyMembers(deps.family, r.id, now)).members.map((m) => ({
        id: m.id,
        name: m.name,
        relationLabel: m.relationLabel,
        age: m.age,
      })),
    })),
  );
}
