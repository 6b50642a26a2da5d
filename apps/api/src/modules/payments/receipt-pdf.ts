// The receipt of a paid payable (docs/product-rules.md#payments): seller and GSTIN, buyer and place of
// supply, each line with its HSN code and GST rate, the GST breakdown by HSN and rate (CGST and SGST within
// the seller's state, IGST across states; prices include GST), and the Razorpay payment reference.
// Consultations and diagnostics are exempt (0%). Any payable kind renders through here. Without the
// seller's GSTIN configured (SELLER_GSTIN) it is a plain payment receipt: no GSTIN is invented and it does
// not call itself a tax invoice. Its words are in the paying person's language (users.language).
import { countOf, formatInr, SELLER, TIME_ZONE } from '@arogya/contracts/constants';
import { type Language, languageOrDefault } from '@arogya/contracts/languages';
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

/** The receipt's words in each language (the person's, users.language); names, amounts and references print as
 * written. */
const LABELS = {
  en: {
    taxInvoice: 'Payment receipt and tax invoice',
    receipt: 'Payment receipt',
    notTaxInvoice: 'This receipt is not a GST tax invoice.',
    receiptFor: (ref: string) => `Receipt for ${ref}`,
    issued: (at: string) => `Issued ${at} IST`,
    billedTo: 'Billed to',
    phone: 'Phone',
    placeOfSupply: 'Place of supply',
    items: 'Items (prices include GST)',
    taxable: 'taxable value',
    exempt: 'GST exempt',
    summary: 'GST summary by HSN',
    summaryLine: (hsn: string, rate: number, taxable: string, gst: string, exempt: boolean) =>
      `HSN ${hsn} at ${rate}%: taxable ${taxable}, GST ${gst}${exempt ? ' (exempt healthcare service)' : ''}`,
    total: 'Total paid',
    paidThrough: (provider: string, method: string, on: string) =>
      `Paid online through ${provider}${method ? ` (${method})` : ''}${on ? ` on ${on} IST` : ''}`,
    paymentReference: 'Payment reference',
    refund: (amount: string, status: string) => `Refund of ${amount}: ${status}`,
    noSignature: 'This is a computer-generated receipt and needs no signature.',
    title: (ref: string) => `Receipt ${ref}`,
  },
  hi: {
    taxInvoice: 'भुगतान रसीद और टैक्स इनवॉइस',
    receipt: 'भुगतान रसीद',
    notTaxInvoice: 'यह रसीद GST टैक्स इनवॉइस नहीं है।',
    receiptFor: (ref: string) => `${ref} की रसीद`,
    issued: (at: string) => `जारी करने का समय: ${at} IST`,
    billedTo: 'बिल किसके नाम',
    phone: 'फ़ोन',
    placeOfSupply: 'आपूर्ति का स्थान',
    items: 'सामान (कीमतों में GST शामिल है)',
    taxable: 'कर योग्य मूल्य',
    exempt: 'GST से छूट',
    summary: 'HSN के अनुसार GST का सारांश',
    summaryLine: (hsn: string, rate: number, taxable: string, gst: string, exempt: boolean) =>
      `HSN ${hsn}, ${rate}% पर: कर योग्य ${taxable}, GST ${gst}${exempt ? ' (छूट प्राप्त स्वास्थ्य सेवा)' : ''}`,
    total: 'कुल भुगतान',
    paidThrough: (provider: string, method: string, on: string) =>
      `${provider}${method ? ` (${method})` : ''} से ऑनलाइन भुगतान${on ? `, ${on} IST` : ''}`,
    paymentReference: 'भुगतान संदर्भ',
    refund: (amount: string, status: string) => `${amount} का रिफ़ंड: ${REFUND_STATUS_HI[status] ?? status}`,
    noSignature: 'यह कंप्यूटर से बनी रसीद है और इस पर हस्ताक्षर की ज़रूरत नहीं है।',
    title: (ref: string) => `रसीद ${ref}`,
  },
} satisfies Record<Language, unknown>;

/**
 * The words of the receipts' lines, in the paying person's language (users.language): what was bought prints
 * as its name (a lab test's or package's Hindi name where it has one, brands as written), the words around it
 * translated. The English is what the receipts always printed.
 */
export const RECEIPT_LINE_WORDS = {
  en: {
    labItem: (name: string, kind: 'package' | 'test') =>
      `${name} (${kind === 'package' ? 'health package' : 'lab test'}, home collection)`,
    cardSavings: 'Health card savings',
    medicine: (name: string, unit: string, discount: string | null) =>
      `${name} (${unit})${discount ? `, less health card discount ${discount}` : ''}`,
    delivery: 'Delivery charges',
    healthCard: (plan: string, months: number, from: string | null, to: string | null) =>
      `${plan}: Arogya Smart Health Card, ${countOf(months, 'month')}${from && to ? ` (${from} to ${to})` : ''}`,
    cardHolder: 'Smart Health Card holder',
  },
  hi: {
    labItem: (name: string, kind: 'package' | 'test') =>
      `${name} (${kind === 'package' ? 'हेल्थ पैकेज' : 'लैब टेस्ट'}, घर से सैंपल कलेक्शन)`,
    cardSavings: 'हेल्थ कार्ड से बचत',
    medicine: (name: string, unit: string, discount: string | null) =>
      `${name} (${unit})${discount ? `, हेल्थ कार्ड छूट ${discount} घटाकर` : ''}`,
    delivery: 'डिलीवरी शुल्क',
    healthCard: (plan: string, months: number, from: string | null, to: string | null) =>
      `${plan}: आरोग्य स्मार्ट हेल्थ कार्ड, ${months} महीने${from && to ? ` (${from} से ${to} तक)` : ''}`,
    cardHolder: 'स्मार्ट हेल्थ कार्ड धारक',
  },
} satisfies Record<Language, unknown>;

const REFUND_STATUS_HI: Record<string, string> = {
  pending: 'प्रक्रिया में',
  processed: 'हो गया',
  failed: 'नहीं हो सका',
};

const WHEN: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-IN', { timeZone: TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' }),
  hi: new Intl.DateTimeFormat('hi-IN', { timeZone: TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' }),
};

/** The receipt as a PDF, its words in `language` (the paying person's). */
export function renderReceiptPdf(r: Receipt, languageChosen?: string | null): Promise<Buffer> {
  const language = languageOrDefault(languageChosen);
  const L = LABELS[language];
  const when = WHEN[language];
  const interState = r.buyer.state.trim().toLowerCase() !== SELLER.state.toLowerCase();
  const lines = r.lines.map((l) => taxLine(l, interState));
  const total = lines.reduce((n, l) => n + l.amountPaise, 0);
  const out: PdfLine[] = [
    { text: r.sellerGstin ? L.taxInvoice : L.receipt, size: 16, bold: true },
    { text: `${SELLER.legalName}`, bold: true, gapBefore: 6 },
    { text: SELLER.address },
    ...(r.sellerGstin ? [{ text: `GSTIN: ${r.sellerGstin}` }] : [{ text: L.notTaxInvoice, size: 9 }]),
    { text: L.receiptFor(r.reference), bold: true, gapBefore: 10 },
    { text: L.issued(when.format(r.issuedAt)) },
    { text: L.billedTo, bold: true, gapBefore: 10 },
    { text: r.buyer.name },
    { text: r.buyer.address },
    { text: `${L.phone} +91 ${r.buyer.phone}` },
    { text: `${L.placeOfSupply}: ${r.buyer.state}` },
    { text: L.items, bold: true, gapBefore: 10 },
  ];
  for (const l of lines) {
    const tax = interState
      ? `IGST ${l.ratePercent}% ${formatInr(l.igstPaise)}`
      : `CGST ${l.ratePercent / 2}% ${formatInr(l.cgstPaise)}, SGST ${l.ratePercent / 2}% ${formatInr(l.sgstPaise)}`;
    out.push({ text: `${l.description} x ${l.quantity}`, gapBefore: 4 });
    out.push({
      text: `HSN ${l.hsn} | ${L.taxable} ${formatInr(l.taxablePaise)} | ${l.ratePercent === 0 ? L.exempt : tax} | ${formatInr(l.amountPaise)}`,
      indent: 12,
      size: 9,
    });
  }
  out.push({ text: L.summary, bold: true, gapBefore: 10 });
  for (const g of summariseByHsn(lines)) {
    out.push({
      text: L.summaryLine(
        g.hsn,
        g.ratePercent,
        formatInr(g.taxablePaise),
        formatInr(g.taxPaise),
        g.ratePercent === 0,
      ),
    });
  }
  out.push({ text: `${L.total}: ${formatInr(total)}`, bold: true, size: 12, gapBefore: 10 });
  out.push({
    text: L.paidThrough(
      r.payment.provider,
      r.payment.method ?? '',
      r.payment.paidAt ? when.format(r.payment.paidAt) : '',
    ),
  });
  out.push({ text: `${L.paymentReference}: ${r.payment.reference}` });
  for (const refund of r.refunds ?? [])
    out.push({ text: L.refund(formatInr(refund.amountPaise), refund.status) });
  out.push({ text: L.noSignature, size: 8, gapBefore: 14 });
  return renderPdf(out, L.title(r.reference), undefined, language === 'hi' ? 'hi-IN' : 'en-IN');
}
