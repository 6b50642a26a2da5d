// The payments job (docs/product-rules.md#payments), run every PAYMENT_SWEEP_INTERVAL_MS: an unpaid online
// payable whose hold of PAYMENT_HOLD_MINUTES ran out is first checked with Razorpay (a payment whose
// callback and webhook were both lost still counts, also one made in Checkout after a failed attempt), then
// cancelled and its hold released; attempts left created or authorized are settled by asking Razorpay (and
// closed when nothing was paid on them and what they were for was cancelled meanwhile); captured money a
// crash left unsettled is settled (the payable paid, when it still can be) or refunded, once; refunds Razorpay
// never received are sent again (each claimed first, Razorpay asked before a second send: refund-payment.ts)
// and pending ones asked after. Every step is a conditional update or a claim, so any number of instances
// running it at once agree, and a refund reaches Razorpay once.
import { PAYMENT_RECONCILE_AFTER_MINUTES } from '@arogya/contracts/constants';
import type { PayableAdapter } from './payables.ts';
import type { PaymentRow } from './payments.repository.ts';
import { adapterOf, type PaymentsDeps } from './payments-deps.ts';
import { applyRefundOutcome, REFUND_CLAIM_MS, sendRefund } from './refund-payment.ts';
import { PaymentMismatchError, refundRefused, settleCaptured, settlePayment } from './settle-payment.ts';

const MINUTE_MS = 60_000;

/** Asks Razorpay how this attempt stands and settles it; the outcome, or 'open' when nothing came of it yet. */
export async function reconcileOne(deps: PaymentsDeps, row: PaymentRow, now: Date) {
  const razorpay = deps.razorpay;
  if (!razorpay) return 'open' as const;
  const payments = await razorpay.fetchOrderPayments(row.providerOrderId);
  const best =
    payments.find((p) => p.status === 'captured' || p.status === 'refunded') ??
    payments.find((p) => p.status === 'authorized');
  if (best) {
    try {
      return await settlePayment(deps, row, best, now);
    } catch (err) {
      if (err instanceof PaymentMismatchError) return 'failed' as const;
      throw err;
    }
  }
  return 'open' as const;
}

/**
 * Whether Razorpay holds a payment for any of the payable's attempts still open or failed: a failed attempt's
 * Checkout stayed open, and the patient may have paid in it after the failure, callback and webhook lost.
 */
async function paidAfterAll(deps: PaymentsDeps, kind: string, id: string, now: Date): Promise<boolean> {
  const attempts = await deps.payments.ofPayables(kind, [id]);
  for (const attempt of attempts) {
    // Captured, but a crash came before the payable was paid by it (an attempt from before the two were one
    // transaction): it pays now.
    if (attempt.status === 'captured' && !attempt.settledAt) {
      if ((await settleUnsettled(deps, attempt, now)) === 'paid') return true;
    } else if (['created', 'authorized', 'failed'].includes(attempt.status)) {
      if ((await reconcileOne(deps, attempt, now)) === 'paid') return true;
    }
  }
  return false;
}

/** Finishes captured money a crash left unsettled: the payable paid by it if it still can be, else refunded. */
async function settleUnsettled(deps: PaymentsDeps, row: PaymentRow, now: Date) {
  if (row.status === 'refused') {
    await refundRefused(deps, row, now);
    return 'refunded' as const;
  }
  if (row.status !== 'captured' || !row.providerPaymentId) return 'open' as const;
  try {
    return await settleCaptured(deps, row, { id: row.providerPaymentId, method: row.method }, now);
  } catch (err) {
    if (err instanceof PaymentMismatchError) return 'failed' as const;
    throw err;
  }
}

/** Releases payables whose hold ran out, unless Razorpay says they were paid after all. */
export async function releaseExpiredHolds(deps: PaymentsDeps, now: Date, limit = 50): Promise<string[]> {
  const released: string[] = [];
  for (const adapter of Object.values(deps.payables) as PayableAdapter[]) {
    for (const id of await adapter.listExpired(now, limit)) {
      if (await paidAfterAll(deps, adapter.kind, id, now)) continue;
      if (await adapter.release(id, now)) {
        released.push(id);
        const still = await deps.payments.openFor(adapter.kind, id);
        if (still) await deps.payments.markFailed(still.id, 'Not paid before the hold ended', now);
      }
    }
  }
  return released;
}

export async function reconcilePayments(deps: PaymentsDeps, now: Date): Promise<void> {
  const before = new Date(now.getTime() - PAYMENT_RECONCILE_AFTER_MINUTES * MINUTE_MS);
  for (const row of await deps.payments.openBefore(before)) {
    try {
      if ((await reconcileOne(deps, row, now)) !== 'open') continue;
      // Nothing paid, and what it was for was cancelled meanwhile (the patient chose cash on delivery, or
      // cancelled it): the attempt is over, so it is not asked after every sweep, and the oldest open
      // attempts the job reads are those still awaiting. A payment made on it after all is refunded.
      const payable = await adapterOf(deps, row.payableKind).load(row.payableId);
      if (payable?.state !== 'awaiting') {
        await deps.payments.markFailed(row.id, 'Cancelled before it was paid', now);
      }
    } catch (err) {
      deps.log(`reconcile ${row.id}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  for (const row of await deps.payments.unsettledBefore(before)) {
    try {
      await settleUnsettled(deps, row, now);
    } catch (err) {
      deps.log(`settle ${row.id}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  const unsent = await deps.payments.unsentRefunds(
    new Date(now.getTime() - MINUTE_MS),
    new Date(now.getTime() - REFUND_CLAIM_MS),
  );
  for (const refund of unsent) {
    try {
      const payment = await deps.payments.find(refund.paymentId);
      if (payment) await sendRefund(deps, payment, refund.id, refund.amountPaise, now);
    } catch (err) {
      deps.log(`refund ${refund.id}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  // Refunds Razorpay has but whose webhook never came: ask after them.
  for (const refund of await deps.payments.sentPendingRefunds(before)) {
    try {
      const answer = await deps.razorpay?.fetchRefund(refund.providerRefundId ?? '');
      if (answer && answer.status !== 'pending')
        await applyRefundOutcome(deps, refund.id, answer.status, null, now);
    } catch (err) {
      deps.log(`refund ${refund.id}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
}

export async function runPaymentJobs(deps: PaymentsDeps, now: Date): Promise<void> {
  await releaseExpiredHolds(deps, now);
  await reconcilePayments(deps, now);
}
