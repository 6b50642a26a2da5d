// GET /api/v1/calls/history: every call as a consultation record (who, type, start, end, duration,
// outcome). A patient sees their own; a doctor sees the calls made to them, and each patient whose record
// they read is written to the audit log (docs/product-rules.md#personal-health-data-and-the-audit-log).
import type { CallHistoryQuery } from '@arogya/contracts/calls';
import type { z } from 'zod';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { mapCall } from './call-mapper.ts';
import type { CallDeps } from './calls-deps.ts';

type Query = z.output<typeof CallHistoryQuery>;

export async function listCallHistory(deps: CallDeps, user: Actor, query: Query) {
  const isDoctor = user.roles.includes('doctor');
  const as = query.as ?? (isDoctor ? 'doctor' : 'patient');
  const page = { limit: query.limit, offset: (query.page - 1) * query.limit };
  let owner: { patientId: string } | { doctorId: string } = { patientId: user.id };
  if (as === 'doctor') {
    const doctorId = isDoctor ? await deps.calls.doctorIdForUser(user.id) : undefined;
    if (!doctorId) throw AppError.forbidden('No doctor profile is linked to this account');
    owner = { doctorId };
  }
  const { rows, total } = await deps.calls.history(owner, page);
  if (as === 'doctor' && rows.length > 0) {
    await deps.audit.record(
      rows.map((r) => ({
        actor: user,
        action: 'consultations.list',
        subjectUserId: r.patientId,
        resourceType: 'call',
        resourceId: r.id,
      })),
    );
  }
  return {
    result: rows.map(mapCall),
    pagination: { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) },
  };
}
