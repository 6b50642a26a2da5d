// Online payments through Razorpay (docs/product-rules.md#payments): starting a payment for something
// payable, the Checkout callback the browser hands back, and the payment and refund state My Orders shows.
// Amounts are integer paise, priced by the server.
import { z } from 'zod';
// Plain words for a check without its own message (plain-messages.ts).
import './plain-messages.ts';

/** What can be paid online: a medicine order, a health card, a lab booking, a consultation (kind 'appointment'). */
export const PAYABLE_KINDS = [
  'medicine_order',
  'health_card',
  'lab_booking',
  'appointment',
  'consult_request',
] as const;
export const PayableKind = z.enum(PAYABLE_KINDS);
export type PayableKind = z.infer<typeof PayableKind>;

/**
 * One Razorpay order per attempt: created, then authorized or captured (paid) or failed; refunded later.
 * refused: Razorpay captured an amount that was not the one due; it paid nothing and is refunded.
 */
export const PAYMENT_STATUSES = [
  'created',
  'authorized',
  'captured',
  'failed',
  'refunded',
  'refused',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** How an order stands with its money, as My Orders shows it. */
export const ORDER_PAYMENT_STATUSES = [
  'pay_on_delivery',
  'awaiting_payment',
  'paid',
  'not_paid',
  'refund_pending',
  'refunded',
  'refund_failed',
] as const;
export const OrderPaymentStatus = z.enum(ORDER_PAYMENT_STATUSES);
export type OrderPaymentStatus = z.infer<typeof OrderPaymentStatus>;
export const ORDER_PAYMENT_STATUS_LABELS: Record<OrderPaymentStatus, string> = {
  pay_on_delivery: 'Pay on delivery',
  awaiting_payment: 'Awaiting payment',
  paid: 'Paid',
  not_paid: 'Not paid',
  refund_pending: 'Refund initiated',
  refunded: 'Refunded',
  refund_failed: 'Refund delayed: our team will contact you',
};

/** POST /api/v1/payments (Idempotency-Key accepted): start paying one of the caller's payables. */
export const CreatePaymentRequest = z.strictObject({
  kind: PayableKind,
  id: z.string().trim().min(1).max(64),
});
export type CreatePaymentRequest = z.input<typeof CreatePaymentRequest>;

/** What the browser needs to open Razorpay Checkout. */
export const PaymentSession = z.object({
  paymentId: z.string(),
  provider: z.literal('razorpay'),
  keyId: z.string(),
  razorpayOrderId: z.string(),
  amountPaise: z.number().int(),
  currency: z.literal('INR'),
  name: z.string(),
  description: z.string(),
  /** Our number for what is paid, e.g. ORD-2026-1001. */
  reference: z.string(),
  prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
  checkoutUrl: z.string(),
  /** Unpaid, the hold on stock or slot ends then and the order is cancelled. */
  holdExpiresAt: z.string().nullable(),
});
export type PaymentSession = z.infer<typeof PaymentSession>;

/** POST /api/v1/payments/razorpay/verify: the fields Checkout hands the page's handler, as Razorpay names them. */
export const VerifyPaymentRequest = z.strictObject({
  razorpay_order_id: z
    .string()
    .trim()
    .regex(/^order_[A-Za-z0-9]{6,40}$/, 'Not a Razorpay order id'),
  razorpay_payment_id: z
    .string()
    .trim()
    .regex(/^pay_[A-Za-z0-9]{6,40}$/, 'Not a Razorpay payment id'),
  razorpay_signature: z
    .string()
    .trim()
    .regex(/^[0-9a-f]{64}$/, 'Not a Razorpay signature'),
});
export type VerifyPaymentRequest = z.infer<typeof VerifyPaymentRequest>;

export const PaymentOutcome = z.object({
  kind: PayableKind,
  id: z.string(),
  reference: z.string(),
  /** 'paid' once settled; 'pending' while Razorpay has authorised but not yet captured. */
  outcome: z.enum(['paid', 'pending', 'refunded']),
  paymentStatus: OrderPaymentStatus,
});
export type PaymentOutcome = z.infer<typeof PaymentOutcome>;

/** An order's money as My Orders shows it. */
export const PaymentSummary = z.object({
  status: OrderPaymentStatus,
  label: z.string(),
  /** How it was paid in Checkout (upi, card, netbanking, wallet, emi), once paid. */
  method: z.string().nullable(),
  /** Razorpay's payment id, the reference a bank statement or support will ask for. */
  reference: z.string().nullable(),
  paidAt: z.string().nullable(),
  holdExpiresAt: z.string().nullable(),
  refund: z
    .object({
      status: z.enum(REFUND_STATUSES),
      amountPaise: z.number().int(),
      reference: z.string().nullable(),
      createdAt: z.string(),
    })
    .nullable(),
  /** A receipt PDF exists once paid (GET /api/v1/orders/:id/receipt). */
  receiptAvailable: z.boolean(),
});
export type PaymentSummary = z.infer<typeof PaymentSummary>;

/** What checkout needs to offer online payment; null when this deployment has no Razorpay keys. */
export const OnlinePayment = z
  .object({
    provider: z.literal('razorpay'),
    keyId: z.string(),
    checkoutUrl: z.string(),
    holdMinutes: z.number().int(),
  })
  .nullable();
export type OnlinePayment = z.infer<typeof OnlinePayment>;

// Staff refunds (docs/product-rules.md#payments): the admin console's Payments page.

/** GET /api/v1/admin/payments: payments newest first, by status, kind and our reference or Razorpay's ids. */
export const AdminPaymentListQuery = z.strictObject({
  status: z.enum(PAYMENT_STATUSES).optional(),
  kind: PayableKind.optional(),
  /** Part of our reference (ORD-…, LAB-…) or a Razorpay payment or order id. */
  q: z.string().trim().max(64).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type AdminPaymentListQuery = z.input<typeof AdminPaymentListQuery>;

export const AdminPayment = z.object({
  id: z.string(),
  kind: PayableKind,
  payableId: z.string(),
  reference: z.string(),
  amountPaise: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
  method: z.string().nullable(),
  providerPaymentId: z.string().nullable(),
  createdAt: z.string(),
  capturedAt: z.string().nullable(),
  payer: z.object({ id: z.string(), name: z.string(), email: z.string().nullable() }),
  refund: z
    .object({
      status: z.enum(REFUND_STATUSES),
      amountPaise: z.number().int(),
      reason: z.string(),
      reference: z.string().nullable(),
      createdAt: z.string(),
    })
    .nullable(),
  /** What its live refunds add up to (several partial refunds may follow each other). */
  refundedPaise: z.number().int(),
  /** What staff may still refund: what was paid less `refundedPaise`, 0 unless captured. */
  refundablePaise: z.number().int(),
  /** Captured with something left to refund. */
  canRefund: z.boolean(),
});
export type AdminPayment = z.infer<typeof AdminPayment>;

export const AdminPaymentListResponse = z.object({
  success: z.literal(true),
  result: z.array(AdminPayment),
  pagination: z.object({
    page: z.number().int(),
    limit: z.number().int(),
    /** Counted up to 1,000 only: above it `total` is 1,000 and this is true (shown as "1,000+"). */
    total: z.number().int(),
    totalPages: z.number().int(),
    totalIsEstimate: z.boolean(),
  }),
});

export const AdminPaymentParams = z.strictObject({ id: z.string().trim().min(1).max(64) });

/** POST /api/v1/admin/payments/:id/refund: full or partial, once per payment, audited. */
export const StaffRefundRequest = z.strictObject({
  amountPaise: z.number().int('Enter whole paise').min(100, 'At least ₹1'),
  reason: z.string().trim().min(3, 'Say why (at least 3 characters)').max(300),
});
export type StaffRefundRequest = z.input<typeof StaffRefundRequest>;

export const StaffRefundResponse = z.object({
  success: z.literal(true),
  result: AdminPayment,
  message: z.string(),
});
