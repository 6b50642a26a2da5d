// The card's QR code, drawn in the browser from the verification link (the qrcode library), and the card
// as a PNG image: the same facts as the PDF, no health data.

import type { HealthCard } from '@arogya/contracts/health-card';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { localized } from '../../../lib/i18n/localized-labels.ts';
import { formatMediumDate } from '../../../lib/india-time.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { cardRelationName, planText } from '../plan-text.ts';

export const verifyUrl = (card: HealthCard) => `${window.location.origin}${card.verifyPath}`;

export function CardQr({ card, size = 168 }: { card: HealthCard; size?: number }) {
  const { t } = useLingui();
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toDataURL(verifyUrl(card), { errorCorrectionLevel: 'M', margin: 2, width: size * 2 })
      .then((url) => live && setSrc(url))
      .catch(() => live && setSrc(null));
    return () => {
      live = false;
    };
  }, [card, size]);
  if (!src) return <div style={{ width: size, height: size }} className="rounded-lg bg-slate-100" />;
  return (
    <img
      src={src}
      width={size}
      height={size}
      alt={t`QR code a clinic or lab scans to check this card`}
      className="rounded-lg bg-white"
    />
  );
}

/** Draws the card (number, plan, holder, people, validity, QR) on a canvas and saves it as a PNG. */
export async function downloadCardPng(card: HealthCard): Promise<void> {
  const scale = 2;
  const width = 860;
  const height = 500 + Math.max(0, card.people.length - 3) * 28;
  const canvas = document.createElement('canvas');
  canvas.width = width * scale;
  canvas.height = height * scale;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error(localized(msg`This browser cannot draw the card image.`));
  ctx.scale(scale, scale);
  ctx.fillStyle = '#0f766e';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#ffffff';
  ctx.font = 'bold 30px system-ui, sans-serif';
  ctx.fillText(localized(msg`Arogya Smart Health Card`), 40, 64);
  ctx.font = '20px system-ui, sans-serif';
  ctx.fillText(planText(card.plan.name), 40, 98);
  ctx.font = 'bold 34px ui-monospace, monospace';
  ctx.fillText(card.cardNumber, 40, 160);
  ctx.font = '20px system-ui, sans-serif';
  ctx.fillText(localized(msg`Card holder: ${card.holderName}`), 40, 204);
  if (card.validFrom && card.validTo) {
    ctx.fillText(
      localized(msg`Valid ${formatMediumDate(card.validFrom)} to ${formatMediumDate(card.validTo)}`),
      40,
      236,
    );
  }
  ctx.font = 'bold 20px system-ui, sans-serif';
  ctx.fillText(localized(msg`Covered`), 40, 284);
  ctx.font = '20px system-ui, sans-serif';
  card.people.forEach((p, i) => {
    ctx.fillText(`${p.name} (${cardRelationName(p.relation)})`, 40, 316 + i * 28);
  });
  const qr = await QRCode.toDataURL(verifyUrl(card), { errorCorrectionLevel: 'M', margin: 2, width: 520 });
  const image = new Image();
  await new Promise<void>((resolve, reject) => {
    image.onload = () => resolve();
    image.onerror = () => reject(new Error(localized(msg`The QR code could not be drawn.`)));
    image.src = qr;
  });
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(width - 300, 140, 260, 260);
  ctx.drawImage(image, width - 300, 140, 260, 260);
  ctx.font = '15px system-ui, sans-serif';
  ctx.fillText(localized(msg`Scan to check validity`), width - 262, 428);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error(localized(msg`The card image could not be made.`));
  saveFile(blob, `arogya-health-card-${card.cardNumber.replaceAll(' ', '')}.png`);
}
