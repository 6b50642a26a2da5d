// A consult-now request as something payable online (payments/payables.ts): the specialty's instant fee less
// the health card's free video consultation, from the database; paid once by a conditional update, which puts
// it in the queue in the order of payment; released after PAYMENT_HOLD_MINUTES unpaid. Once paid (committed),
// the match runs at once and the refund due if nobody accepts is scheduled (docs/product-rules.md#consult-now).
import { PAYMENT_HOLD_MINUTES } from '@arogya/contracts/constants';
import type { OrderPaymentStatus } from '@arogya/contracts/payments';
import type { Payable, PayableAdapter } from '../payments/payables.ts';
import { tellPatient } from './consult-events.ts';
import type { ConsultNowDeps } from './consult-now-deps.ts';
import { createConsultRequestsRepository } from './consult-requests.repository.ts';
import { scheduleRefund } from './end-consult-request.ts';

const PAID_ONLINE = ['awaiting_payment', 'paid', 'not_paid', 'refund_pending', 'refunded', 'refund_failed'];

export function createConsultRequestPayable(deps: ConsultNowDeps): PayableAdapter {
  return {
    kind: 'consult_request',
    async load(id) {
      const row = await deps.requests.findById(id);
      if (!row || !PAID_ONLINE.includes(row.paymentStatus)) return undefined;
      const state: Payable['state'] =
        row.status === 'awaiting_payment' && row.paymentStatus === 'awaiting_payment'
          ? 'awaiting'
          : row.paymentId
            ? 'paid'
            : 'closed';
      return {
        kind: 'consult_request',
        id: row.id,
        userId: row.patientId,
        reference: row.reference,
        amountPaise: row.feePaise - row.cardBenefitPaise,
        description: `Consult now: ${row.specialtyName}`,
        state,
        paymentStatus: row.paymentStatus as OrderPaymentStatus,
        holdExpiresAt: row.holdExpiresAt,
      };
    },
    // In the transaction that captures the attempt (payments/settle-payment.ts).
    markPaid: (id, payment, now, tx) => createConsultRequestsRepository(tx).markPaid(id, payment.id, now),
    listExpired: (now, limit) => deps.requests.expiredHolds(now, limit),
    release: (id, now) =>
      deps.requests.releaseHold(
        id,
        `Cancelled: payment was not received within ${PAYMENT_HOLD_MINUTES} minutes`,
        now,
      ),
    setPaymentStatus: (id, status, now, tx) =>
      createConsultRequestsRepository(tx).setPaymentStatus(id, status, now),
    // A request has no timeline: its waiting screen shows the payment status, which setPaymentStatus keeps.
    async tell() {},
    async afterPaid(id) {
      const row = await deps.requests.findById(id);
      if (!row?.queuedAt) return;
      await tellPatient(deps, row.patientId, row.id, row.status as 'waiting');
      await scheduleRefund(deps, row.id, row.queuedAt);
      deps.matcher.kick();
    },
  };
}
