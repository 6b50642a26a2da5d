// The card as a PDF to print or keep offline: number, plan, holder, people covered, validity and the QR code
// (drawn as squares) that opens the public verification page. No health data is on it. Its words are in the
// holder's language (users.language); names print as written.
import { formatInr } from '@arogya/contracts/constants';
import { type Language, languageOrDefault } from '@arogya/contracts/languages';
import QRCode from 'qrcode';
import { AppError } from '../../lib/app-error.ts';
import { type PdfDoc, type PdfLine, renderPdf } from '../../lib/pdf-document.ts';
import { printedNumber } from './card-mapper.ts';
import { coveredPeople } from './card-people.ts';
import { statusOf } from './card-rules.ts';
import type { HealthCardDeps } from './health-card-deps.ts';

/** The card's words in each language (the holder's, users.language); names print as written. */
const LABELS = {
  en: {
    title: 'Arogya Smart Health Card',
    number: 'Card number',
    holder: 'Card holder',
    valid: (from: string, to: string) => `Valid from ${from} to ${to} (23:59 IST)`,
    status: 'Status',
    statuses: {
      active: 'Active',
      expired: 'Expired',
      cancelled: 'Cancelled',
      awaiting_payment: 'Awaiting payment',
    },
    covered: 'People covered',
    benefits: 'Benefits for each person covered, every year',
    consultations: (n: number) => `${n} free video consultations`,
    labs: (n: number) => `${n}% off lab tests and packages`,
    medicines: (n: number) => `${n}% off medicines`,
    delivery: 'Free delivery on pharmacy orders',
    checkups: (n: number) => `${n} free full-body checkup`,
    price: 'Price paid',
    qr: 'A clinic or lab can check this card by scanning the QR code, which shows names and validity only.',
  },
  hi: {
    title: 'Arogya स्मार्ट हेल्थ कार्ड',
    number: 'कार्ड नंबर',
    holder: 'कार्डधारक',
    valid: (from: string, to: string) => `${from} से ${to} तक मान्य (23:59 IST)`,
    status: 'स्थिति',
    statuses: { active: 'चालू', expired: 'समाप्त', cancelled: 'रद्द', awaiting_payment: 'भुगतान बाकी' },
    covered: 'शामिल लोग',
    benefits: 'हर शामिल व्यक्ति के लिए हर साल के लाभ',
    consultations: (n: number) => `${n} मुफ़्त वीडियो परामर्श`,
    labs: (n: number) => `लैब जाँचों और पैकेज पर ${n}% छूट`,
    medicines: (n: number) => `दवाइयों पर ${n}% छूट`,
    delivery: 'फ़ार्मेसी ऑर्डर पर मुफ़्त डिलीवरी',
    checkups: (n: number) => `${n} मुफ़्त फ़ुल-बॉडी चेकअप`,
    price: 'चुकाई गई कीमत',
    qr: 'कोई क्लिनिक या लैब QR कोड स्कैन करके इस कार्ड की जाँच कर सकती है; उसमें सिर्फ़ नाम और वैधता दिखती है।',
  },
} satisfies Record<Language, unknown>;

/** Paints a QR code of `text` as black squares, `size` points wide, its top-left corner at (x, top). */
export function qrDrawing(text: string, x: number, top: number, size: number) {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const cell = size / (n + 8);
  return (doc: PdfDoc) => {
    for (let row = 0; row < n; row++) {
      for (let col = 0; col < n; col++) {
        if (qr.modules.get(row, col)) doc.rect(x + (col + 4) * cell, top + (row + 4) * cell, cell, cell);
      }
    }
    doc.fill('#000000');
  };
}

export async function cardPdf(
  deps: HealthCardDeps,
  holder: { id: string; name: string; language?: string | null },
  cardId: string,
  origin: string,
  now: Date,
): Promise<{ fileName: string; bytes: Buffer }> {
  const language = languageOrDefault(holder.language);
  const L = LABELS[language];
  const card = await deps.cards.find(cardId);
  if (!card || card.userId !== holder.id || card.status === 'awaiting_payment') {
    throw AppError.notFound('Health card not found');
  }
  const people = await coveredPeople(deps.family, holder, card.plan.maxPeople, now);
  const plan = card.plan;
  const lines: PdfLine[] = [
    { text: L.title, size: 18, bold: true },
    { text: plan.name, size: 12, gapBefore: 4 },
    { text: `${L.number}: ${printedNumber(card.cardNumber)}`, size: 12, bold: true, gapBefore: 14 },
    { text: `${L.holder}: ${holder.name}`, size: 11, gapBefore: 4 },
    { text: L.valid(card.validFrom ?? '-', card.validTo ?? '-'), size: 11 },
    { text: `${L.status}: ${L.statuses[statusOf(card, now)]}`, size: 11 },
    { text: L.covered, size: 12, bold: true, gapBefore: 16 },
    ...people.map((p) => ({ text: `${p.name} (${p.relation})`, size: 11, indent: 10 })),
    { text: L.benefits, size: 12, bold: true, gapBefore: 16 },
    { text: L.consultations(plan.freeConsultationsPerPerson), indent: 10 },
    { text: L.labs(plan.labDiscountPercent), indent: 10 },
    { text: L.medicines(plan.medicineDiscountPercent), indent: 10 },
    ...(plan.freeDelivery ? [{ text: L.delivery, indent: 10 }] : []),
    { text: L.checkups(plan.freeCheckupsPerPerson), indent: 10 },
    { text: `${L.price}: ${formatInr(card.pricePaise)}`, gapBefore: 16 },
    {
      text: L.qr,
      size: 9,
      gapBefore: 16,
    },
  ];
  const url = `${origin}/healthcard/verify/${card.verifyToken}`;
  return {
    fileName: `arogya-health-card-${card.cardNumber}.pdf`,
    bytes: await renderPdf(
      lines,
      L.title,
      qrDrawing(url, 400, 42, 150),
      language === 'hi' ? 'hi-IN' : 'en-IN',
    ),
  };
}
