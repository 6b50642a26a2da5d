// POST /api/v1/admin/payments/:id/refund (admins): a refund by staff, full or partial, through Razorpay
// (docs/product-rules.md#payments). Written to the audit log as theirs (refund-payment.ts), and the patient
// sees it on the order, lab booking or appointment like any refund. Several partial refunds may follow each
// other; together with every other refund they never pass what was paid (refund-payment.ts). Refusals:
// unknown payment (404), not a completed payment (422), more than is left to refund (422).
import { formatInr } from '@arogya/contracts/constants';
import type { AdminPayment, StaffRefundRequest } from '@arogya/contracts/payments';
import type { z } from 'zod';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { latestRefunds, mapAdminPayment } from './list-payments.ts';
import type { PaymentsDeps } from './payments-deps.ts';
import { refundPayment } from './refund-payment.ts';

export async function staffRefund(
  deps: PaymentsDeps,
  staff: Actor,
  id: string,
  input: z.output<typeof StaffRefundRequest>,
  now: Date,
): Promise<AdminPayment> {
  const payment = await deps.payments.find(id);
  if (!payment) throw AppError.notFound('Payment not found');
  if (payment.status !== 'captured' || !payment.providerPaymentId) {
    throw AppError.rule('Only a completed payment that has not been refunded can be refunded.');
  }
  const left = payment.amountPaise - payment.refundedPaise;
  if (input.amountPaise > left) {
    throw AppError.rule(
      left === payment.amountPaise
        ? `At most ${formatInr(payment.amountPaise)} can be refunded: that is what was paid.`
        : `At most ${formatInr(left)} of this payment can still be refunded.`,
    );
  }
  await refundPayment(
    deps,
    payment,
    {
      amountPaise: input.amountPaise,
      reason: 'staff',
      initiatedBy: staff,
      note: `Refund by Arogya support: ${input.reason}.`,
    },
    now,
  );
  const fresh = (await deps.payments.find(id)) ?? payment;
  const payer = await deps.payments.payerOf(fresh.userId);
  const refunds = latestRefunds(await deps.payments.refundsOf([fresh.id]));
  return mapAdminPayment(fresh, payer, refunds.get(fresh.id));
}
