// An admin names the Grievance Officer and how to reach them (docs/product-rules.md#the-grievance-officer):
// the privacy policy, the terms, the contact page and the help center show it from then on. The change is
// written to the audit log with what it was set to. Refuses (before this runs): 400 a name, designation,
// e-mail or phone the contract does not accept; 401/403 anyone but an admin.
import type { GrievanceOfficer } from '@arogya/contracts/home';
import type { Actor } from '../../lib/actor.ts';
import { mapGrievanceOfficer } from '../home/get-grievance-officer.ts';
import type { AdminDeps } from './admin-deps.ts';
import type { GrievanceOfficerChange } from './admin-grievance-officer.repository.ts';

export async function setGrievanceOfficer(
  deps: Pick<AdminDeps, 'grievanceOfficer' | 'audit'>,
  actor: Actor,
  input: GrievanceOfficerChange,
): Promise<GrievanceOfficer> {
  const row = await deps.grievanceOfficer.set(input, actor.id);
  await deps.audit.record({
    actor,
    action: 'grievance_officer.update',
    subjectUserId: null,
    resourceType: 'grievance_officer',
    resourceId: '1',
    meta: { ...input },
  });
  return mapGrievanceOfficer(row);
}
