// POST /api/v1/payments/razorpay/webhook (docs/product-rules.md#payments): X-Razorpay-Signature must be
// HMAC-SHA256 of the raw body with the webhook secret (else 400), an event id handled before is ignored,
// and payment.captured, order.paid, payment.authorized, payment.failed, refund.processed and refund.failed
// settle our rows. A payment that does not match its attempt is recorded and refused, not retried; Razorpay
// being unreachable while settling answers 503 so Razorpay sends the event again.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { PaymentsDeps } from './payments-deps.ts';
import { RazorpayPayment, RazorpayRefund } from './razorpay-client.ts';
import { applyRefundOutcome, ourRefundId } from './refund-payment.ts';
import { PaymentMismatchError, settlePayment } from './settle-payment.ts';

const WebhookBody = z.object({
  event: z.string().min(1).max(100),
  payload: z
    .object({
      payment: z.object({ entity: RazorpayPayment }).optional(),
      refund: z.object({ entity: RazorpayRefund }).optional(),
    })
    .loose(),
});

export type WebhookOutcome = 'handled' | 'duplicate' | 'ignored' | 'refused';

export async function handleWebhook(
  deps: PaymentsDeps,
  rawBody: string,
  signature: string | undefined,
  eventIdHeader: string | undefined,
  now: Date,
): Promise<WebhookOutcome> {
  const razorpay = deps.razorpay;
  if (!razorpay) throw AppError.notFound('Online payment is not configured');
  if (!signature || !razorpay.webhookSignatureValid(rawBody, signature)) {
    throw AppError.invalid('Invalid webhook signature');
  }
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw AppError.invalid('The webhook body is not JSON');
  }
  const parsed = WebhookBody.safeParse(json);
  if (!parsed.success) throw AppError.invalid('The webhook body is not a Razorpay event');
  const body = parsed.data;
  const eventId =
    eventIdHeader?.slice(0, 100) || `sha256:${createHash('sha256').update(rawBody).digest('hex')}`;
  if (!(await deps.payments.recordEvent(eventId, body.event, json))) return 'duplicate';
  try {
    return await dispatch(deps, body, now);
  } catch (err) {
    // Not handled: forget it, so Razorpay's retry is handled rather than ignored as a repeat.
    await deps.payments.forgetEvent(eventId);
    throw err;
  }
}

async function dispatch(
  deps: PaymentsDeps,
  body: z.infer<typeof WebhookBody>,
  now: Date,
): Promise<WebhookOutcome> {
  const payment = body.payload.payment?.entity;
  switch (body.event) {
    case 'payment.captured':
    case 'order.paid':
    case 'payment.authorized':
    case 'payment.failed': {
      if (!payment?.order_id) return 'ignored';
      const row = await deps.payments.byProviderOrder(payment.order_id);
      if (!row) return 'ignored';
      if (body.event === 'payment.failed') {
        await deps.payments.markFailed(row.id, payment.error_description ?? 'Payment failed', now);
        return 'handled';
      }
      try {
        await settlePayment(deps, row, payment, now);
      } catch (err) {
        if (err instanceof PaymentMismatchError) return 'refused';
        throw err;
      }
      return 'handled';
    }
    case 'refund.processed':
    case 'refund.failed': {
      const entity = body.payload.refund?.entity;
      if (!entity) return 'ignored';
      let refund = await deps.payments.refundByProviderId(entity.id);
      if (!refund) {
        // The webhook overtook our own record of Razorpay's refund id: ours carry our refund id (its notes
        // and receipt), on the payment it refunds. A refund made elsewhere (Razorpay's dashboard) is not ours.
        const paid = await deps.payments.byProviderPayment(entity.payment_id);
        const id = ourRefundId(entity);
        const live = paid && id ? await deps.payments.findRefund(id) : undefined;
        if (!live || live.paymentId !== paid?.id) return 'ignored';
        await deps.payments.setRefundProviderId(live.id, entity.id, now);
        refund = live;
      }
      await applyRefundOutcome(
        deps,
        refund.id,
        body.event === 'refund.processed' ? 'processed' : 'failed',
        body.event === 'refund.failed' ? 'Razorpay could not process the refund' : null,
        now,
      );
      return 'handled';
    }
    default:
      return 'ignored';
  }
}
