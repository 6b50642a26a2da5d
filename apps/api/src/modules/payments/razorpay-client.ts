// Razorpay through its official Node SDK (`razorpay`), pointed at RAZORPAY_API_URL (Razorpay's own unless a
// test points it at scripts/razorpay-stand-in/). Answers are parsed for the fields the app uses; a network
// failure or a 5xx is a 503 'try again', a refusal from Razorpay a RazorpayError the caller decides about.
// Signatures are checked here in constant time (docs/product-rules.md#payments).
import { createHmac, timingSafeEqual } from 'node:crypto';
import Razorpay from 'razorpay';
import { z } from 'zod';
import type { Env } from '../../config/env.ts';
import { AppError } from '../../lib/app-error.ts';

export const RazorpayOrder = z.object({
  id: z.string(),
  amount: z.coerce.number().int(),
  amount_paid: z.coerce.number().int(),
  currency: z.string(),
  receipt: z.string().nullable().optional(),
  status: z.string(),
});
export type RazorpayOrder = z.infer<typeof RazorpayOrder>;

export const RazorpayPayment = z.object({
  id: z.string(),
  amount: z.coerce.number().int(),
  currency: z.string(),
  status: z.enum(['created', 'authorized', 'captured', 'refunded', 'failed']),
  order_id: z.string().nullable(),
  method: z.string().nullable().optional(),
  error_description: z.string().nullable().optional(),
});
export type RazorpayPayment = z.infer<typeof RazorpayPayment>;

export const RazorpayRefund = z.object({
  id: z.string(),
  amount: z.coerce.number().int(),
  payment_id: z.string(),
  status: z.enum(['pending', 'processed', 'failed']),
  /** Ours carry our refund id in both (refund-payment.ts); Razorpay writes empty notes as []. */
  receipt: z.string().nullable().optional(),
  notes: z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())]).optional(),
});
export type RazorpayRefund = z.infer<typeof RazorpayRefund>;

/** How long one call to Razorpay may take before it counts as unanswered (its outcome then unknown). */
export const RAZORPAY_TIMEOUT_MS = 15_000;
/** Razorpay's largest page of a collection. */
const PAGE = 100;

const Collection = <T extends z.ZodType>(item: T) => z.object({ count: z.number(), items: z.array(item) });

/** Razorpay refused the request (4xx): the description is Razorpay's own. */
export class RazorpayError extends Error {
  constructor(
    readonly statusCode: number,
    description: string,
  ) {
    super(description);
  }
}

export type RazorpayClient = {
  keyId: string;
  checkoutUrl: string;
  createOrder(input: {
    amountPaise: number;
    receipt: string;
    notes: Record<string, string>;
  }): Promise<RazorpayOrder>;
  fetchOrder(id: string): Promise<RazorpayOrder>;
  fetchOrderPayments(id: string): Promise<RazorpayPayment[]>;
  fetchPayment(id: string): Promise<RazorpayPayment>;
  /**
   * A normal refund. `idempotencyKey` goes in X-Refund-Idempotency: Razorpay answers a repeat of the same
   * request with the refund it made the first time (409 while that one is still being made).
   */
  refund(
    paymentId: string,
    input: { amountPaise: number; receipt: string; notes: Record<string, string>; idempotencyKey: string },
  ): Promise<RazorpayRefund>;
  fetchRefund(id: string): Promise<RazorpayRefund>;
  /** Every refund Razorpay holds for a payment (GET /payments/:id/refunds, page by page). */
  fetchPaymentRefunds(paymentId: string): Promise<RazorpayRefund[]>;
  /** razorpay_signature = HMAC-SHA256(order_id|payment_id, key secret), compared in constant time. */
  checkoutSignatureValid(orderId: string, paymentId: string, signature: string): boolean;
  /** X-Razorpay-Signature = HMAC-SHA256(raw body, webhook secret), compared in constant time. */
  webhookSignatureValid(rawBody: string, signature: string): boolean;
};

export function hmacHex(secret: string, text: string): string {
  return createHmac('sha256', secret).update(text).digest('hex');
}

/** Constant-time comparison of two hex digests; a different length is simply false. */
export function sameDigest(expectedHex: string, givenHex: string): boolean {
  if (!/^[0-9a-f]*$/i.test(givenHex)) return false;
  const a = Buffer.from(expectedHex, 'hex');
  const b = Buffer.from(givenHex.toLowerCase(), 'hex');
  return a.length === b.length && a.length > 0 && timingSafeEqual(a, b);
}

async function call<T extends z.ZodType>(schema: T, request: () => Promise<unknown>): Promise<z.output<T>> {
  let answer: unknown;
  try {
    answer = await request();
  } catch (err) {
    const e = err as { statusCode?: number; error?: { description?: string } };
    if (typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
      throw new RazorpayError(e.statusCode, e.error?.description ?? 'Razorpay refused the request');
    }
    throw AppError.unavailable('The payment service is not answering. Please try again in a minute.');
  }
  const parsed = schema.safeParse(answer);
  if (!parsed.success) throw AppError.unavailable('The payment service answered something unexpected.');
  return parsed.data;
}

/** The client, or null when this deployment has no Razorpay keys (online payment is then not offered). */
export function createRazorpayClient(env: Env): RazorpayClient | null {
  const keyId = env.RAZORPAY_KEY_ID;
  const keySecret = env.RAZORPAY_KEY_SECRET;
  const webhookSecret = env.RAZORPAY_WEBHOOK_SECRET;
  if (!keyId || !keySecret || !webhookSecret) return null;
  const sdk = new Razorpay({ key_id: keyId, key_secret: keySecret });
  // The SDK's base URL is fixed to Razorpay's; its axios instance takes ours (only URLs differ in tests).
  const api = (
    sdk as unknown as {
      api: {
        rq: {
          defaults: { baseURL: string; timeout: number };
          post(
            url: string,
            data: unknown,
            config: { headers: Record<string, string> },
          ): Promise<{ data: unknown }>;
        };
      };
    }
  ).api;
  api.rq.defaults.baseURL = env.RAZORPAY_API_URL.replace(/\/+$/, '');
  api.rq.defaults.timeout = RAZORPAY_TIMEOUT_MS;

  return {
    keyId,
    checkoutUrl: env.RAZORPAY_CHECKOUT_URL,
    createOrder: ({ amountPaise, receipt, notes }) =>
      call(RazorpayOrder, () =>
        sdk.orders.create({ amount: amountPaise, currency: 'INR', receipt, notes, payment_capture: true }),
      ),
    fetchOrder: (id) => call(RazorpayOrder, () => sdk.orders.fetch(id)),
    fetchOrderPayments: async (id) =>
      (await call(Collection(RazorpayPayment), () => sdk.orders.fetchPayments(id))).items,
    fetchPayment: (id) => call(RazorpayPayment, () => sdk.payments.fetch(id)),
    // The SDK's refund() passes no headers of ours, so the request goes through its own HTTP client, its
    // errors shaped as the SDK shapes them (statusCode and Razorpay's error object) for call().
    refund: (paymentId, { amountPaise, receipt, notes, idempotencyKey }) =>
      call(RazorpayRefund, () =>
        api.rq
          .post(
            `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
            { amount: amountPaise, speed: 'normal', receipt, notes },
            { headers: { 'X-Refund-Idempotency': idempotencyKey } },
          )
          .then(
            (res) => res.data,
            (err: { response?: { status?: number; data?: { error?: unknown } } }) => {
              throw { statusCode: err.response?.status, error: err.response?.data?.error };
            },
          ),
      ),
    fetchRefund: (id) => call(RazorpayRefund, () => sdk.refunds.fetch(id)),
    async fetchPaymentRefunds(paymentId) {
      const all: RazorpayRefund[] = [];
      for (let skip = 0; ; skip += PAGE) {
        const page = await call(Collection(RazorpayRefund), () =>
          sdk.payments.fetchMultipleRefund(paymentId, { count: PAGE, skip }),
        );
        all.push(...page.items);
        if (page.items.length < PAGE) return all;
      }
    },
    checkoutSignatureValid: (orderId, paymentId, signature) =>
      sameDigest(hmacHex(keySecret, `${orderId}|${paymentId}`), signature),
    webhookSignatureValid: (rawBody, signature) => sameDigest(hmacHex(webhookSecret, rawBody), signature),
  };
}
