// An admin sets a specialty's instant fee (PUT /api/v1/admin/consult-now/fees/:specialtyId), which offers the
// specialty for consult now; the change is written to the audit log with the fee before and after. Requests
// already made keep the fee they were quoted. Refusals: an unknown specialty (404).
import { rupees } from '@arogya/contracts/constants';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { createAuditLog } from '../../lib/audit.ts';
import type { ConsultNowDeps } from './consult-now-deps.ts';
import { createConsultRequestsRepository } from './consult-requests.repository.ts';
import { listConsultFigures } from './list-consult-figures.ts';

export async function setInstantFee(
  deps: ConsultNowDeps,
  admin: Actor,
  specialtyId: string,
  feeRupees: number,
  now: Date,
) {
  if (!(await deps.requests.specialtyExists(specialtyId))) throw AppError.notFound('Specialty not found');
  const feePaise = rupees(feeRupees);
  await deps.db.transaction(async (tx) => {
    const before = await createConsultRequestsRepository(tx).setInstantFee(
      specialtyId,
      feePaise,
      admin.id,
      now,
    );
    await createAuditLog(tx).record({
      actor: admin,
      action: 'consult_now.fee_set',
      subjectUserId: null,
      resourceType: 'specialty',
      resourceId: specialtyId,
      meta: { beforePaise: before, afterPaise: feePaise },
    });
  });
  const rows = await listConsultFigures(deps, now);
  const row = rows.find((r) => r.specialtyId === specialtyId);
  if (!row) throw AppError.notFound('Specialty not found');
  return row;
}
