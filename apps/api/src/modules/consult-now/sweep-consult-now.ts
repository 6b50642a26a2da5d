// The consult-now sweep, a recurring job (src/compose.ts) run once per period whatever the number of
// instances: offers past their time taken back (the offer timers of a process that stopped), doctors whose
// desk went quiet, whose hours ended or who went on leave switched off (their offers taken back), requests
// nobody accepted within CONSULT_REFUND_MINUTES refunded, and a match. The refund job of each request
// (consult-now-jobs.ts) is punctual; this catches any a crash lost.
import type { ConsultNowDeps } from './consult-now-deps.ts';
import { refundUnanswered } from './end-consult-request.ts';
import { expireOffers, matchRequests } from './match-requests.ts';
import { goOffline } from './set-presence.ts';

export async function sweepConsultNow(deps: ConsultNowDeps, now: Date) {
  const expired = await expireOffers(deps, now);
  const lapsed = await deps.presence.lapsed({ now, presenceTimeoutMs: deps.settings.presenceTimeoutMs });
  for (const reason of ['socket', 'hours', 'leave']) {
    const ids = lapsed.filter((l) => l.reason === reason).map((l) => l.doctorId);
    if (ids.length > 0) await goOffline(deps, ids, reason, now);
  }
  const refunded = await refundUnanswered(deps, now);
  const offered = await matchRequests(deps, now);
  return {
    expired: expired.length,
    offline: lapsed.length,
    refunded: refunded.length,
    offered: offered.length,
  };
}
