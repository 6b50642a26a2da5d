// A request ends without a doctor: cancelled by its patient (any time before a doctor accepts), or unanswered
// (nobody accepted within CONSULT_REFUND_MINUTES). Either way it leaves the queue, its offer (if one rings)
// is taken back, and what was paid is refunded in full: the end and the refund's reservation are one
// transaction (a crash leaves both or neither; payments/refund-payment.ts sends it, the payments job
// finishes it), and the health card's free consultation goes back to the card (docs/product-rules.md#consult-now).
import { formatInr } from '@arogya/contracts/constants';
import { createAuditLog } from '../../lib/audit.ts';
import { createPaymentsRepository } from '../payments/payments.repository.ts';
import { completeRefund, reserveRefund } from '../payments/refund-payment.ts';
import { tellOfferEnded, tellPatient } from './consult-events.ts';
import { type ConsultNowDeps, REFUND_QUEUE } from './consult-now-deps.ts';
import { createConsultRequestsRepository } from './consult-requests.repository.ts';

export type EndHow = 'cancelled' | 'unanswered';

export const UNANSWERED_REASON = (minutes: number) =>
  `No doctor accepted within ${minutes} minutes, so the request was cancelled and refunded in full.`;

export async function endConsultRequest(
  deps: ConsultNowDeps,
  id: string,
  how: EndHow,
  reason: string,
  now: Date,
  onlyQueuedBefore?: Date,
): Promise<boolean> {
  const note =
    how === 'unanswered'
      ? 'No doctor accepted your consult-now request in time.'
      : 'Consult-now request cancelled.';
  const done = await deps.db.transaction(async (tx) => {
    const ended = await createConsultRequestsRepository(tx).end(id, how, reason, now, onlyQueuedBefore);
    if (!ended) return undefined;
    if (!ended.paymentId || ended.paymentStatus !== 'paid') return { ended, refund: undefined };
    const payments = createPaymentsRepository(tx);
    const payment = await payments.find(ended.paymentId);
    if (!payment) return { ended, refund: undefined };
    const reserved = await reserveRefund(
      payments,
      createAuditLog(tx),
      payment,
      { amountPaise: payment.amountPaise, reason: 'cancelled', initiatedBy: null, note },
      now,
    );
    return { ended, refund: reserved?.fresh ? { payment, row: reserved.refund } : undefined };
  });
  if (!done) return false;
  const { ended, refund } = done;
  if (ended.cardBenefitPaise > 0) await deps.card.release(id, now);
  if (refund) {
    await completeRefund(
      deps.paymentsDeps,
      refund.payment,
      refund.row,
      { reason: 'cancelled', note: `${note} ${formatInr(refund.row.amountPaise)} goes back to you.` },
      now,
    );
  }
  await tellPatient(deps, ended.patientId, id, how);
  if (ended.offeredDoctorId) {
    const [user] = await deps.presence.userIdsOf([ended.offeredDoctorId]);
    await tellOfferEnded(deps, user?.userId ?? null, id, 'withdrawn');
    // The doctor it rang is free again.
    deps.matcher.kick();
  }
  return true;
}

/** The refund due if nobody accepts: a job at its time (the sweep, sweep-consult-now.ts, is the safety net). */
export async function scheduleRefund(deps: ConsultNowDeps, requestId: string, queuedAt: Date) {
  try {
    await deps.sendJob(REFUND_QUEUE, { requestId }, new Date(queuedAt.getTime() + deps.settings.refundMs));
  } catch (err) {
    deps.log(`refund job of ${requestId} not queued (the sweep refunds it): ${String(err)}`);
  }
}

/** Refunds these requests (or, without ids, every one) still queued past CONSULT_REFUND_MINUTES. */
export async function refundUnanswered(deps: ConsultNowDeps, now: Date, ids?: string[]): Promise<string[]> {
  const before = new Date(now.getTime() - deps.settings.refundMs);
  const due = ids ?? (await deps.requests.unansweredSince(before, 200));
  const refunded: string[] = [];
  const reason = UNANSWERED_REASON(Math.round(deps.settings.refundMs / 60_000));
  for (const id of due) {
    if (await endConsultRequest(deps, id, 'unanswered', reason, now, before)) refunded.push(id);
  }
  return refunded;
}
