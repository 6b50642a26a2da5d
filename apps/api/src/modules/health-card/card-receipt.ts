// GET /api/v1/membership-card/:id/receipt: the receipt PDF of a health card paid online, through the
// payments module's receipt (docs/product-rules.md#payments): the plan at GST_HEALTH_CARD, the seller's
// GSTIN (SELLER_GSTIN; without it no GSTIN is printed), the Razorpay payment reference and any refund. Refusals: not the caller's (404), not paid (422).
import { GST_HEALTH_CARD, SELLER } from '@arogya/contracts/constants';
import { languageOrDefault } from '@arogya/contracts/languages';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PaymentsDeps } from '../payments/payments-deps.ts';
import { paidThrough, RECEIPT_LINE_WORDS, renderReceiptPdf } from '../payments/receipt-pdf.ts';
import type { HealthCardDeps } from './health-card-deps.ts';

export async function cardReceipt(
  deps: HealthCardDeps,
  payments: PaymentsDeps,
  holder: Pick<Actor, 'id' | 'name' | 'phone' | 'language'>,
  id: string,
  now: Date,
): Promise<{ pdf: Buffer; filename: string }> {
  const card = await deps.cards.find(id);
  if (!card || card.userId !== holder.id) throw AppError.notFound('Health card not found');
  const payment = card.paymentId ? await payments.payments.find(card.paymentId) : undefined;
  if (!payment?.providerPaymentId) {
    throw AppError.rule('A receipt is available once the card has been paid online.');
  }
  const refunds = await payments.payments.refundsOf([payment.id]);
  const reference = `HC-${card.cardNumber}`;
  const words = RECEIPT_LINE_WORDS[languageOrDefault(holder.language)];
  const pdf = await renderReceiptPdf(
    {
      reference,
      issuedAt: payment.capturedAt ?? now,
      sellerGstin: payments.sellerGstin,
      buyer: {
        name: holder.name,
        address: words.cardHolder,
        phone: holder.phone,
        state: SELLER.state,
      },
      lines: [
        {
          description: words.healthCard(
            card.plan.name,
            card.plan.validityMonths,
            card.validFrom,
            card.validTo,
          ),
          hsn: GST_HEALTH_CARD.hsn,
          quantity: 1,
          amountPaise: payment.amountPaise,
          ratePercent: GST_HEALTH_CARD.ratePercent,
        },
      ],
      ...paidThrough(payment, refunds),
    },
    holder.language,
  );
  return { pdf, filename: `arogya-receipt-${reference}.pdf` };
}
