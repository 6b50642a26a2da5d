// An admin links a `lab` account to a partner lab's desk, or unlinks it (docs/product-rules.md#the-admin-console).
// The change and its audit row (`lab.staff.link`, before and after) are one transaction. Refusals: 404 no
// such lab or account; 422 the account does not hold the `lab` role; 409 it already works another lab's
// desk. Linking the account already linked changes nothing and logs nothing.
import type { AdminLab } from '@arogya/contracts/admin-lab-staff';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { violatedConstraint } from '../../lib/db-errors.ts';
import type { AdminLabStaffRepository } from './admin-lab-staff.repository.ts';

const PG_UNIQUE_VIOLATION = '23505';

type LabRow = NonNullable<Awaited<ReturnType<AdminLabStaffRepository['find']>>>;

export function mapAdminLab(row: LabRow): AdminLab {
  return {
    id: row.id,
    name: row.name,
    city: row.city,
    staff:
      row.staffId && row.staffName !== null
        ? { id: row.staffId, name: row.staffName, email: row.staffEmail }
        : null,
  };
}

export async function listAdminLabs(repo: AdminLabStaffRepository): Promise<AdminLab[]> {
  return (await repo.list()).map(mapAdminLab);
}

export async function linkLabStaff(
  repo: AdminLabStaffRepository,
  admin: Actor,
  labId: string,
  staff: string | null,
): Promise<{ lab: AdminLab; changed: boolean }> {
  const lab = await repo.find(labId);
  if (!lab) throw AppError.notFound('Lab not found');
  let after: string | null = null;
  if (staff !== null) {
    const account = await repo.account(staff);
    if (!account) throw AppError.notFound('No account with that e-mail or id');
    if (!account.roles.includes('lab')) {
      throw AppError.rule(`${account.name} does not hold the lab role: give it on the Users page first`);
    }
    const current = await repo.labOf(account.id);
    if (current && current.id !== labId) {
      throw AppError.conflict(
        `${account.name} already works the desk of ${current.name}: unlink it there first`,
      );
    }
    after = account.id;
  }
  const before = lab.staffId;
  if (before === after) return { lab: mapAdminLab(lab), changed: false };
  try {
    await repo.link(admin, labId, before, after);
  } catch (err) {
    if (violatedConstraint(err, PG_UNIQUE_VIOLATION) === 'labs_user_unique') {
      throw AppError.conflict('This account already works another lab’s desk: unlink it there first');
    }
    throw err;
  }
  const updated = await repo.find(labId);
  if (!updated) throw AppError.notFound('Lab not found');
  return { lab: mapAdminLab(updated), changed: true };
}
