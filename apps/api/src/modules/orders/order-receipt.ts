// GET /api/v1/orders/:id/receipt: the receipt PDF of an order paid online (docs/product-rules.md#payments):
// each medicine at its GST rate by HSN code (GST_BY_PRODUCT_KIND), delivery and cash charges following the
// goods they deliver (a composite supply, at the principal item's code and rate), the seller's GSTIN and the
// Razorpay payment reference. The health card's discount is taken off the lines it applies to and its free
// delivery off the charges, so each line is what was paid for it and GST is worked out on that (a discount
// on the invoice lowers the taxable value); the lines add up to the order's total. Refusals: not the
// caller's (404), not paid online (422).

import { formatInr, GST_BY_PRODUCT_KIND } from '@arogya/contracts/constants';
import { languageOrDefault } from '@arogya/contracts/languages';
import { AppError } from '../../lib/app-error.ts';
import {
  paidThrough,
  RECEIPT_LINE_WORDS,
  type ReceiptLine,
  renderReceiptPdf,
} from '../payments/receipt-pdf.ts';
import type { OrdersDeps } from './orders-deps.ts';

export async function orderReceipt(
  deps: OrdersDeps,
  userId: string,
  id: string,
  now: Date,
  /** The paying person's language: the receipt's words are in it. */
  language?: string | null,
): Promise<{ pdf: Buffer; filename: string }> {
  const order = await deps.orders.find(id);
  if (!order || order.userId !== userId) throw AppError.notFound('Order not found');
  const payment = order.paymentId ? await deps.payments.find(order.paymentId) : undefined;
  if (!payment?.providerPaymentId) {
    throw AppError.rule('A receipt is available once the order has been paid online.');
  }
  const items = await deps.orders.itemsOf([order.id]);
  const kinds = await deps.orders.productKinds(items.map((i) => i.productId));
  const discounts = shareOut(
    order.cardDiscountPaise,
    items.map((i) => i.unitPricePaise * i.quantity),
  );
  const words = RECEIPT_LINE_WORDS[languageOrDefault(language)];
  const lines: ReceiptLine[] = items.map((i, n) => {
    const gst =
      GST_BY_PRODUCT_KIND[(kinds.get(i.productId) ?? 'medicine') as keyof typeof GST_BY_PRODUCT_KIND] ??
      GST_BY_PRODUCT_KIND.medicine;
    const discount = discounts[n] ?? 0;
    return {
      description: words.medicine(i.name, i.unit, discount > 0 ? formatInr(discount) : null),
      hsn: gst.hsn,
      quantity: i.quantity,
      amountPaise: i.unitPricePaise * i.quantity - discount,
      ratePercent: gst.ratePercent,
    };
  });
  const principal = [...lines].sort(
    (a, b) => b.ratePercent - a.ratePercent || b.amountPaise - a.amountPaise,
  )[0];
  // Free delivery of the health card is not charged, so it is not on the receipt.
  const charges = order.shippingFeePaise - order.cardShippingWaivedPaise + order.codFeePaise;
  if (charges > 0 && principal) {
    lines.push({
      description: words.delivery,
      hsn: principal.hsn,
      quantity: 1,
      amountPaise: charges,
      ratePercent: principal.ratePercent,
    });
  }
  const refunds = await deps.payments.refundsOf([payment.id]);
  const a = order.address;
  const pdf = await renderReceiptPdf(
    {
      sellerGstin: deps.paymentsDeps.sellerGstin,
      reference: order.orderNumber,
      issuedAt: payment.capturedAt ?? now,
      buyer: {
        name: a.name ?? '',
        address: [a.line1, a.line2, a.landmark, `${a.city} - ${a.pinCode}`].filter(Boolean).join(', '),
        phone: a.phone ?? '',
        state: a.state ?? '',
      },
      lines,
      ...paidThrough(payment, refunds),
    },
    language,
  );
  return { pdf, filename: `arogya-receipt-${order.orderNumber}.pdf` };
}

/**
 * Shares `total` paise over lines in proportion to their amounts, exactly: each line its floor, the paise
 * left over to the lines with the largest remainders (the first of equals first).
 */
export function shareOut(total: number, amounts: number[]): number[] {
  const sum = amounts.reduce((n, a) => n + a, 0);
  if (total <= 0 || sum <= 0) return amounts.map(() => 0);
  const exact = amounts.map((a) => (total * a) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((n, x) => n + x, 0);
  const order = exact.map((x, i) => ({ i, rest: x - Math.floor(x) })).sort((a, b) => b.rest - a.rest);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left -= 1;
  }
  return shares;
}
