// GET /api/v1/admin/payments (admins): every online payment, newest first, by status, kind and reference,
// a page at a time, each with its payer and latest refund, and whether staff may refund it
// (docs/product-rules.md#payments).
import type { AdminPayment, AdminPaymentListQuery } from '@arogya/contracts/payments';
import type { z } from 'zod';
import type { PaymentRow, RefundRow } from './payments.repository.ts';
import type { PaymentsDeps } from './payments-deps.ts';

type Query = z.output<typeof AdminPaymentListQuery>;

export function mapAdminPayment(
  p: PaymentRow,
  payer: { name: string; email: string | null },
  refund: RefundRow | undefined,
): AdminPayment {
  const refundablePaise =
    p.status === 'captured' && p.providerPaymentId !== null ? p.amountPaise - p.refundedPaise : 0;
  return {
    id: p.id,
    kind: p.payableKind as AdminPayment['kind'],
    payableId: p.payableId,
    reference: p.reference,
    amountPaise: p.amountPaise,
    status: p.status as AdminPayment['status'],
    method: p.method,
    providerPaymentId: p.providerPaymentId,
    createdAt: p.createdAt.toISOString(),
    capturedAt: p.capturedAt?.toISOString() ?? null,
    payer: { id: p.userId, name: payer.name, email: payer.email },
    refund: refund
      ? {
          status: refund.status as NonNullable<AdminPayment['refund']>['status'],
          amountPaise: refund.amountPaise,
          reason: refund.reason,
          reference: refund.providerRefundId,
          createdAt: refund.createdAt.toISOString(),
        }
      : null,
    refundedPaise: p.refundedPaise,
    refundablePaise,
    canRefund: refundablePaise > 0,
  };
}

/** The latest refund of each payment. */
export function latestRefunds(refunds: RefundRow[]): Map<string, RefundRow> {
  const out = new Map<string, RefundRow>();
  for (const r of refunds) {
    const seen = out.get(r.paymentId);
    if (!seen || seen.createdAt < r.createdAt) out.set(r.paymentId, r);
  }
  return out;
}

export async function listPayments(deps: PaymentsDeps, query: Query) {
  const { rows, total, totalIsEstimate } = await deps.payments.list(
    { status: query.status, kind: query.kind, q: query.q || undefined },
    { limit: query.limit, offset: (query.page - 1) * query.limit },
  );
  const refunds = latestRefunds(await deps.payments.refundsOf(rows.map((r) => r.payment.id)));
  return {
    success: true as const,
    result: rows.map((r) =>
      mapAdminPayment(r.payment, { name: r.payerName, email: r.payerEmail }, refunds.get(r.payment.id)),
    ),
    pagination: {
      page: query.page,
      limit: query.limit,
      total,
      totalPages: Math.ceil(total / query.limit),
      totalIsEstimate,
    },
  };
}
