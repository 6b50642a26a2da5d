// The card as a PDF to print or keep offline: number, plan, holder, people covered, validity and the QR code
// (drawn as squares) that opens the public verification page. No health data is on it.
import { formatInr } from '@arogya/contracts/constants';
import QRCode from 'qrcode';
import { AppError } from '../../lib/app-error.ts';
import { type PdfLine, renderPdf } from '../../lib/pdf-document.ts';
import { printedNumber } from './card-mapper.ts';
import { coveredPeople } from './card-people.ts';
import { statusOf } from './card-rules.ts';
import type { HealthCardDeps } from './health-card-deps.ts';

const STATUS_WORDS = {
  active: 'Active',
  expired: 'Expired',
  cancelled: 'Cancelled',
  awaiting_payment: 'Awaiting payment',
};

/** PDF operators painting a QR code of `text` as black squares, `size` points wide, top-left at (x, top). */
export function qrDrawing(text: string, x: number, top: number, size: number): string {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const cell = size / (n + 8);
  const ops: string[] = ['q 0 0 0 rg'];
  for (let row = 0; row < n; row++) {
    for (let col = 0; col < n; col++) {
      if (!qr.modules.get(row, col)) continue;
      const left = x + (col + 4) * cell;
      const bottom = top - (row + 5) * cell;
      ops.push(`${left.toFixed(2)} ${bottom.toFixed(2)} ${cell.toFixed(2)} ${cell.toFixed(2)} re`);
    }
  }
  ops.push('f Q');
  return ops.join('\n');
}

export async function cardPdf(
  deps: HealthCardDeps,
  holder: { id: string; name: string },
  cardId: string,
  origin: string,
  now: Date,
): Promise<{ fileName: string; bytes: Buffer }> {
  const card = await deps.cards.find(cardId);
  if (!card || card.userId !== holder.id || card.status === 'awaiting_payment') {
    throw AppError.notFound('Health card not found');
  }
  const people = await coveredPeople(deps.family, holder, card.plan.maxPeople, now);
  const plan = card.plan;
  const lines: PdfLine[] = [
    { text: 'Arogya Smart Health Card', size: 18, bold: true },
    { text: plan.name, size: 12, gapBefore: 4 },
    { text: `Card number: ${printedNumber(card.cardNumber)}`, size: 12, bold: true, gapBefore: 14 },
    { text: `Card holder: ${holder.name}`, size: 11, gapBefore: 4 },
    { text: `Valid from ${card.validFrom ?? '-'} to ${card.validTo ?? '-'} (23:59 IST)`, size: 11 },
    { text: `Status: ${STATUS_WORDS[statusOf(card, now)]}`, size: 11 },
    { text: 'People covered', size: 12, bold: true, gapBefore: 16 },
    ...people.map((p) => ({ text: `${p.name} (${p.relation})`, size: 11, indent: 10 })),
    { text: 'Benefits for each person covered, every year', size: 12, bold: true, gapBefore: 16 },
    { text: `${plan.freeConsultationsPerPerson} free video consultations`, indent: 10 },
    { text: `${plan.labDiscountPercent}% off lab tests and packages`, indent: 10 },
    { text: `${plan.medicineDiscountPercent}% off medicines`, indent: 10 },
    ...(plan.freeDelivery ? [{ text: 'Free delivery on pharmacy orders', indent: 10 }] : []),
    { text: `${plan.freeCheckupsPerPerson} free full-body checkup`, indent: 10 },
    { text: `Price paid: ${formatInr(card.pricePaise)}`, gapBefore: 16 },
    {
      text: 'A clinic or lab can check this card by scanning the QR code, which shows names and validity only.',
      size: 9,
      gapBefore: 16,
    },
  ];
  const url = `${origin}/healthcard/verify/${card.verifyToken}`;
  return {
    fileName: `arogya-health-card-${card.cardNumber}.pdf`,
    bytes: renderPdf(lines, 'Arogya Smart Health Card', qrDrawing(url, 400, 800, 150)),
  };
}
