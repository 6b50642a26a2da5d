// The receipt of a paid payable (docs/product-rules.md#payments): seller and GSTIN, buyer and place of
// supply, each line with its HSN code and GST rate, the GST breakdown by HSN and rate (CGST and SGST within
// the seller's state, IGST across states; prices include GST), and the Razorpay payment reference.
// Consultations and diagnostics are exempt (0%). Any payable kind renders through here. Without the
// seller's GSTIN configured (SELLER_GSTIN) it is a plain payment receipt: no GSTIN is invented and it does
// not call itself a tax invoice.
import { formatInr, SELLER, TIME_ZONE } from '@arogya/contracts/constants';
import { type PdfLine, renderPdf } from '../../lib/pdf-document.ts';
import type { PaymentRow, RefundRow } from './payments.repository.ts';

export type ReceiptLine = {
  description: string;
  hsn: string;
  quantity: number;
  /** What the patient paid for the line, GST included. */
  amountPaise: number;
  ratePercent: number;
};

export type Receipt = {
  /** The seller's GSTIN from configuration; null when none is configured. */
  sellerGstin: string | null;
  reference: string;
  issuedAt: Date;
  buyer: { name: string; address: string; phone: string; state: string };
  lines: ReceiptLine[];
  payment: { provider: string; method: string | null; reference: string; paidAt: Date | null };
  /** Every refund of the payment, oldest first (several partial refunds each have their line). */
  refunds?: { amountPaise: number; status: string }[];
};

/** The receipt's payment and refund lines from a captured Razorpay payment (callers have checked it has its
 * Razorpay id) and its refunds, newest first as the repository lists them. */
export function paidThrough(payment: PaymentRow, refunds: RefundRow[]): Pick<Receipt, 'payment' | 'refunds'> {
  return {
    payment: {
      provider: 'Razorpay',
      method: payment.method,
      reference: payment.providerPaymentId ?? '',
      paidAt: payment.capturedAt,
    },
    refunds: [...refunds].reverse().map((r) => ({ amountPaise: r.amountPaise, status: r.status })),
  };
}

export type TaxedLine = ReceiptLine & {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
};

/** Splits a GST-inclusive amount: taxable value and tax, the tax halved into CGST and SGST within a state. */
export function taxLine(line: ReceiptLine, interState: boolean): TaxedLine {
  const taxablePaise = Math.round((line.amountPaise * 100) / (100 + line.ratePercent));
  const tax = line.amountPaise - taxablePaise;
  const cgstPaise = interState ? 0 : Math.floor(tax / 2);
  return {
    ...line,
    taxablePaise,
    cgstPaise,
    sgstPaise: interState ? 0 : tax - cgstPaise,
    igstPaise: interState ? tax : 0,
  };
}

/** Totals by HSN code and rate, as the GST summary of an invoice lists them. */
export function summariseByHsn(lines: TaxedLine[]) {
  const groups = new Map<
    string,
    { hsn: string; ratePercent: number; taxablePaise: number; taxPaise: number }
  >();
  for (const l of lines) {
    const key = `${l.hsn}@${l.ratePercent}`;
    const g = groups.get(key) ?? { hsn: l.hsn, ratePercent: l.ratePercent, taxablePaise: 0, taxPaise: 0 };
    g.taxablePaise += l.taxablePaise;
    g.taxPaise += l.cgstPaise + l.sgstPaise + l.igstPaise;
    groups.set(key, g);
  }
  return [...groups.values()];
}

const when = new Intl.DateTimeFormat('en-IN', {
  timeZone: TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
});

export function renderReceiptPdf(r: Receipt): Buffer {
  const interState = r.buyer.state.trim().toLowerCase() !== SELLER.state.toLowerCase();
  const lines = r.lines.map((l) => taxLine(l, interState));
  const total = lines.reduce((n, l) => n + l.amountPaise, 0);
  const out: PdfLine[] = [
    { text: r.sellerGstin ? 'Payment receipt and tax invoice' : 'Payment receipt', size: 16, bold: true },
    { text: `${SELLER.legalName}`, bold: true, gapBefore: 6 },
    { text: SELLER.address },
    ...(r.sellerGstin
      ? [{ text: `GSTIN: ${r.sellerGstin}` }]
      : [{ text: 'This receipt is not a GST tax invoice.', size: 9 }]),
    { text: `Receipt for ${r.reference}`, bold: true, gapBefore: 10 },
    { text: `Issued ${when.format(r.issuedAt)} IST` },
    { text: 'Billed to', bold: true, gapBefore: 10 },
    { text: r.buyer.name },
    { text: r.buyer.address },
    { text: `Phone +91 ${r.buyer.phone}` },
    { text: `Place of supply: ${r.buyer.state}` },
    { text: 'Items (prices include GST)', bold: true, gapBefore: 10 },
  ];
  for (const l of lines) {
    const tax = interState
      ? `IGST ${l.ratePercent}% ${formatInr(l.igstPaise)}`
      : `CGST ${l.ratePercent / 2}% ${formatInr(l.cgstPaise)}, SGST ${l.ratePercent / 2}% ${formatInr(l.sgstPaise)}`;
    out.push({ text: `${l.description} x ${l.quantity}`, gapBefore: 4 });
    out.push({
      text: `HSN ${l.hsn} | taxable value ${formatInr(l.taxablePaise)} | ${l.ratePercent === 0 ? 'GST exempt' : tax} | ${formatInr(l.amountPaise)}`,
      indent: 12,
      size: 9,
    });
  }
  out.push({ text: 'GST summary by HSN', bold: true, gapBefore: 10 });
  for (const g of summariseByHsn(lines)) {
    out.push({
      text: `HSN ${g.hsn} at ${g.ratePercent}%: taxable ${formatInr(g.taxablePaise)}, GST ${formatInr(g.taxPaise)}${g.ratePercent === 0 ? ' (exempt healthcare service)' : ''}`,
    });
  }
  out.push({ text: `Total paid: ${formatInr(total)}`, bold: true, size: 12, gapBefore: 10 });
  out.push({
    text: `Paid online through ${r.payment.provider}${r.payment.method ? ` (${r.payment.method})` : ''}${r.payment.paidAt ? ` on ${when.format(r.payment.paidAt)} IST` : ''}`,
  });
  out.push({ text: `Payment reference: ${r.payment.reference}` });
  for (const refund of r.refunds ?? [])
    out.push({ text: `Refund of ${formatInr(refund.amountPaise)}: ${refund.status}` });
  out.push({
    text: 'This is a computer-generated receipt and needs no signature.',
    size: 8,
    gapBefore: 14,
  });
  return renderPdf(out, `Receipt ${r.reference}`);
}
