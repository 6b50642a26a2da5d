// GET /api/v1/labs/bookings/:id/receipt: the receipt PDF of a lab booking paid online
// (docs/product-rules.md#payments): each test or package a diagnostic service, exempt from GST (SAC 9993,
// 0%), the health card's savings taken off the lines they apply to, the seller's GSTIN when configured and
// the Razorpay payment reference. Refusals: not the caller's (404), not paid online (422).

import { GST_HEALTHCARE_SERVICES } from '@arogya/contracts/constants';
import { languageOrDefault } from '@arogya/contracts/languages';
import { AppError } from '../../lib/app-error.ts';
import {
  paidThrough,
  RECEIPT_LINE_WORDS,
  type ReceiptLine,
  renderReceiptPdf,
} from '../payments/receipt-pdf.ts';
import type { LabsDeps } from './labs-deps.ts';
import { patientBooking } from './load-lab-booking.ts';

export async function labBookingReceipt(
  deps: LabsDeps,
  userId: string,
  id: string,
  now: Date,
  /** The paying person's language: the receipt's words are in it. */
  language?: string | null,
): Promise<{ pdf: Buffer; filename: string }> {
  const booking = await patientBooking(deps, userId, id);
  const payment = booking.paymentId ? await deps.payments.find(booking.paymentId) : undefined;
  if (!payment?.providerPaymentId) {
    throw AppError.rule('A receipt is available once the booking has been paid online.');
  }
  const items = await deps.bookings.itemsOf([booking.id]);
  const lang = languageOrDefault(language);
  const words = RECEIPT_LINE_WORDS[lang];
  // A test's or package's Hindi name from the catalogue (lab_items.name_hi) on a Hindi receipt; the booking
  // keeps the English name it was booked under.
  const hindiNames =
    lang === 'hi'
      ? new Map((await deps.labs.itemsByIds(items.map((i) => i.itemId))).map((r) => [r.id, r.nameHi]))
      : new Map<string, string | null>();
  const lines: ReceiptLine[] = items.map((i) => ({
    description: words.labItem(hindiNames.get(i.itemId) ?? i.name, i.kind === 'package' ? 'package' : 'test'),
    hsn: GST_HEALTHCARE_SERVICES.hsn,
    quantity: 1,
    amountPaise: i.pricePaise,
    ratePercent: GST_HEALTHCARE_SERVICES.ratePercent,
  }));
  if (booking.cardDiscountPaise > 0) {
    lines.push({
      description: words.cardSavings,
      hsn: GST_HEALTHCARE_SERVICES.hsn,
      quantity: 1,
      amountPaise: -booking.cardDiscountPaise,
      ratePercent: GST_HEALTHCARE_SERVICES.ratePercent,
    });
  }
  const refunds = await deps.payments.refundsOf([payment.id]);
  const a = booking.address;
  const pdf = await renderReceiptPdf(
    {
      sellerGstin: deps.paymentsDeps.sellerGstin,
      reference: booking.orderNumber,
      issuedAt: payment.capturedAt ?? now,
      buyer: {
        name: a.name,
        address: [a.line1, a.line2, a.landmark, `${a.city} - ${a.pinCode}`].filter(Boolean).join(', '),
        phone: a.phone,
        state: a.state,
      },
      lines,
      ...paidThrough(payment, refunds),
    },
    language,
  );
  return { pdf, filename: `arogya-receipt-${booking.orderNumber}.pdf` };
}
