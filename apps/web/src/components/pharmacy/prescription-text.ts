// How a prescription is described in lists: who wrote it, when, and until when it can be used for an order.

import type { Prescription, PrescriptionItem } from '@arogya/contracts/prescriptions';
import { msg } from '@lingui/core/macro';
import { formatDate } from '../../lib/format.ts';
import { localized } from '../../lib/i18n/localized-labels.ts';
import { dosingText } from './dosing-text.ts';

export function prescriptionTitle(p: Prescription): string {
  if (p.source === 'doctor' && p.doctor) {
    return localized(
      msg`Dr. ${p.doctor.name.replace(/^Dr\.?\s+/i, '')}${p.viaTeleconsultation ? ' (via teleconsultation)' : ''}`,
    );
  }
  return p.fileName ? `Uploaded: ${p.fileName}` : localized(msg`Uploaded prescription`);
}

export function prescriptionDates(p: Prescription): string {
  const issued = localized(msg`Written on ${formatDate(p.issuedAt)}`);
  return p.valid
    ? localized(msg`${issued} · usable for orders until ${formatDate(p.validUntil)}`)
    : localized(msg`${issued} · older than 30 days`);
}

/**
 * One prescribed medicine: 'Telma 40 Tablet — 1 tablet, Once daily, 30 days (Check BP weekly)', its dosing in
 * the page's language where dosing-text.ts knows it (the name stays as printed).
 */
export function prescriptionItemText(item: PrescriptionItem): string {
  const how = [item.dosage, item.frequency, item.duration]
    .filter((part): part is string => Boolean(part))
    .map((part) => dosingText(part))
    .join(', ');
  const instructions = item.instructions ? ` (${dosingText(item.instructions)})` : '';
  return `${item.name}${how ? ` — ${how}` : ''}${instructions}`;
}
