// The patient cancels their request before a doctor accepts it (POST /api/v1/consult-now/requests/:id/cancel):
// at any time while it waits (the waiting screen offers it prominently after CONSULT_PROMPT_MINUTES), refunded
// in full (end-consult-request.ts). Refusals: not theirs (404); accepted already, or over (422).
import type { ConsultRequest } from '@arogya/contracts/consult-now';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ConsultNowDeps } from './consult-now-deps.ts';
import { endConsultRequest } from './end-consult-request.ts';
import { loadOwnRequest, presentRequest } from './get-consult-request.ts';

export async function cancelConsultRequest(
  deps: ConsultNowDeps,
  user: Actor,
  id: string,
  reason: string | undefined,
  now: Date,
): Promise<ConsultRequest> {
  const row = await loadOwnRequest(deps, user, id);
  if (!['awaiting_payment', 'waiting', 'offered'].includes(row.status)) {
    throw AppError.rule(
      row.status === 'accepted'
        ? 'A doctor has accepted this request, so it can no longer be cancelled.'
        : 'This request is over.',
    );
  }
  const ended = await endConsultRequest(deps, id, 'cancelled', reason?.trim() || 'Cancelled by you.', now);
  const fresh = await loadOwnRequest(deps, user, id);
  if (!ended && fresh.status === 'accepted')
    throw AppError.conflict('A doctor accepted this request just now, so it can no longer be cancelled.');
  return presentRequest(deps, fresh, now);
}
