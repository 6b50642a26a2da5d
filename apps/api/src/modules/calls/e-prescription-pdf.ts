// The e-prescription as a PDF, in the layout the Telemedicine Practice Guidelines (2020) ask for: the
// doctor's name, qualification and registration, the patient, the date, 'via teleconsultation', the
// medicines with dose, frequency and duration, tests advised, advice and follow-up.

import type { EPrescription } from '@arogya/contracts/calls';
import { PRESCRIPTION_VALIDITY_DAYS, TIME_ZONE } from '@arogya/contracts/constants';
import { type PdfLine, renderPdf } from '../../lib/pdf-document.ts';

const when = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { timeZone: TIME_ZONE, dateStyle: 'long', timeStyle: 'short' })
    .format(new Date(iso))
    .replace(/\b(am|pm)\b/g, (m) => m.toUpperCase());
const day = (date: string) =>
  new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', dateStyle: 'long' }).format(
    new Date(`${date}T00:00:00Z`),
  );

export function ePrescriptionPdf(rx: EPrescription): Buffer {
  const lines: PdfLine[] = [
    { text: `Dr. ${rx.doctor.name}`, size: 16, bold: true },
    { text: rx.doctor.qualification },
    { text: `Reg. No. ${rx.doctor.registrationNumber}, ${rx.doctor.registrationCouncil}` },
    {
      text: `e-Prescription via teleconsultation (${rx.callType} consultation)`,
      size: 12,
      bold: true,
      gapBefore: 14,
    },
    { text: `Date: ${when(rx.issuedAt)} IST` },
    { text: `Patient: ${rx.patient.name}`, gapBefore: 6 },
  ];
  if (rx.diagnosis) lines.push({ text: `Diagnosis: ${rx.diagnosis}` });
  lines.push({ text: 'Rx', size: 14, bold: true, gapBefore: 14 });
  if (rx.items.length === 0) lines.push({ text: 'No medicines prescribed.' });
  rx.items.forEach((item, i) => {
    lines.push({
      text: `${i + 1}. ${item.name}${item.saltComposition ? ` (${item.saltComposition})` : ''}`,
      bold: true,
      gapBefore: i === 0 ? 0 : 4,
    });
    lines.push({
      text: `${item.dose}, ${item.frequency}, for ${item.durationDays} day${item.durationDays === 1 ? '' : 's'}. Quantity: ${item.quantity}.`,
      indent: 14,
    });
    if (item.instructions) lines.push({ text: item.instructions, indent: 14 });
  });
  if (rx.advisedTests.length > 0) {
    lines.push({ text: 'Tests advised', size: 12, bold: true, gapBefore: 12 });
    rx.advisedTests.forEach((t, i) => {
      lines.push({
        text: `${i + 1}. ${t.name}${t.fastingHours > 0 ? ` (fast ${t.fastingHours} hours)` : ''}`,
      });
    });
  }
  if (rx.advice) {
    lines.push({ text: 'Advice', size: 12, bold: true, gapBefore: 12 });
    lines.push({ text: rx.advice });
  }
  if (rx.followUpDate) lines.push({ text: `Follow-up: ${day(rx.followUpDate)}`, bold: true, gapBefore: 10 });
  lines.push(
    {
      text: `Issued after a teleconsultation under the Telemedicine Practice Guidelines, 2020. Valid for medicine orders for ${PRESCRIPTION_VALIDITY_DAYS} days from its date.`,
      size: 8,
      gapBefore: 24,
    },
    { text: `Arogya e-prescription ${rx.id}`, size: 8 },
  );
  return renderPdf(lines, `e-Prescription - Dr. ${rx.doctor.name} - ${rx.patient.name}`);
}
