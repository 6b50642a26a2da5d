// A payable's money as My Orders shows it (contracts/payments.ts PaymentSummary): its payment status, the
// Razorpay payment that paid it, and its latest refund.
import {
  ORDER_PAYMENT_STATUS_LABELS,
  type OrderPaymentStatus,
  type PaymentSummary,
  type RefundStatus,
} from '@arogya/contracts/payments';
import type { PaymentRow, PaymentsRepository, RefundRow } from './payments.repository.ts';

export type PayableMoney = {
  id: string;
  paymentStatus: string;
  paidAt: Date | null;
  holdExpiresAt: Date | null;
  paymentId: string | null;
};

export function mapPaymentSummary(
  payable: PayableMoney,
  attempts: PaymentRow[],
  refunds: RefundRow[],
): PaymentSummary {
  const status = payable.paymentStatus as OrderPaymentStatus;
  // The payment that paid it; or, for a payable released before its payment came, that late payment.
  const paid =
    attempts.find((a) => a.id === payable.paymentId) ??
    attempts.find((a) => a.status === 'captured' || a.status === 'refunded');
  const refund = paid ? refunds.find((r) => r.paymentId === paid.id) : undefined;
  return {
    status,
    label: ORDER_PAYMENT_STATUS_LABELS[status],
    method: paid?.method ?? null,
    reference: paid?.providerPaymentId ?? null,
    paidAt: payable.paidAt?.toISOString() ?? null,
    holdExpiresAt: status === 'awaiting_payment' ? (payable.holdExpiresAt?.toISOString() ?? null) : null,
    refund: refund
      ? {
          status: refund.status as RefundStatus,
          amountPaise: refund.amountPaise,
          reference: refund.providerRefundId,
          createdAt: refund.createdAt.toISOString(),
        }
      : null,
    receiptAvailable: payable.paymentId !== null,
  };
}

/** Summaries for many payables of one kind, in two reads. */
export async function loadPaymentSummaries(
  repo: PaymentsRepository,
  kind: string,
  payables: PayableMoney[],
): Promise<Map<string, PaymentSummary>> {
  const online = payables.filter((p) => p.paymentStatus !== 'pay_on_delivery');
  const attempts = await repo.ofPayables(
    kind,
    online.map((p) => p.id),
  );
  const refunds = await repo.refundsOf(attempts.map((a) => a.id));
  return new Map(
    payables.map((p) => [
      p.id,
      mapPaymentSummary(
        p,
        attempts.filter((a) => a.payableId === p.id),
        refunds,
      ),
    ]),
  );
}
