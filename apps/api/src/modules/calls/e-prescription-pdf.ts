// The e-prescription as a PDF, in the layout the Telemedicine Practice Guidelines (2020) ask for: the
// doctor's name, qualification and registration, the patient, the date, 'via teleconsultation', the
// medicines with dose, frequency and duration, tests advised, advice and follow-up. Its labels are in the
// reader's language (users.language); so are the dosing lines where their words are known
// (packages/contracts/src/dosing-hindi.ts, as the web app's Hindi pages read them); every name, and whatever
// else the doctor wrote, prints as written.

import type { EPrescription } from '@arogya/contracts/calls';
import { countOf, PRESCRIPTION_VALIDITY_DAYS, TIME_ZONE } from '@arogya/contracts/constants';
import { dosingHindi } from '@arogya/contracts/dosing-hindi';
import { type Language, languageOrDefault } from '@arogya/contracts/languages';
import { type PdfLine, renderPdf } from '../../lib/pdf-document.ts';

const INTL = { en: 'en-IN', hi: 'hi-IN' } as const;
const when = (iso: string, language: Language) =>
  new Intl.DateTimeFormat(INTL[language], { timeZone: TIME_ZONE, dateStyle: 'long', timeStyle: 'short' })
    .format(new Date(iso))
    .replace(/\b(am|pm)\b/g, (m) => m.toUpperCase());
const day = (date: string, language: Language) =>
  new Intl.DateTimeFormat(INTL[language], { timeZone: 'UTC', dateStyle: 'long' }).format(
    new Date(`${date}T00:00:00Z`),
  );

const LABELS = {
  en: {
    reg: 'Reg. No.',
    via: (type: string) => `e-Prescription via teleconsultation (${type} consultation)`,
    date: 'Date',
    patient: 'Patient',
    diagnosis: 'Diagnosis',
    none: 'No medicines prescribed.',
    dosing: (written: string) => written,
    course: (dose: string, frequency: string, days: number, quantity: number) =>
      `${dose}, ${frequency}, for ${days} day${days === 1 ? '' : 's'}. Quantity: ${quantity}.`,
    tests: 'Tests advised',
    fast: (hours: number) => ` (fast ${countOf(hours, 'hour')})`,
    advice: 'Advice',
    followUp: 'Follow-up',
    footer: `Issued after a teleconsultation under the Telemedicine Practice Guidelines, 2020. Valid for medicine orders for ${PRESCRIPTION_VALIDITY_DAYS} days from its date.`,
    id: 'Arogya e-prescription',
    title: 'e-Prescription',
  },
  hi: {
    reg: 'पंजीकरण सं.',
    via: (type: string) =>
      `टेलीकंसल्टेशन से ई-प्रिस्क्रिप्शन (${type === 'video' ? 'वीडियो' : type === 'audio' ? 'ऑडियो' : type} परामर्श)`,
    date: 'तारीख',
    patient: 'मरीज़',
    diagnosis: 'निदान',
    none: 'कोई दवा नहीं लिखी गई।',
    dosing: dosingHindi,
    course: (dose: string, frequency: string, days: number, quantity: number) =>
      `${dose}, ${frequency}, ${days} दिन के लिए। मात्रा: ${quantity}।`,
    tests: 'सलाह दी गई जाँचें',
    fast: (hours: number) => ` (${hours} घंटे खाली पेट)`,
    advice: 'सलाह',
    followUp: 'फ़ॉलो-अप',
    footer: `टेलीमेडिसिन प्रैक्टिस गाइडलाइंस, 2020 के तहत टेलीकंसल्टेशन के बाद जारी। दवाइयों के ऑर्डर के लिए अपनी तारीख से ${PRESCRIPTION_VALIDITY_DAYS} दिन तक मान्य।`,
    id: 'Arogya ई-प्रिस्क्रिप्शन',
    title: 'ई-प्रिस्क्रिप्शन',
  },
} satisfies Record<Language, unknown>;

/** The e-prescription as a PDF, its labels in the reader's language. */
export function ePrescriptionPdf(rx: EPrescription, readerLanguage?: string | null): Promise<Buffer> {
  const language = languageOrDefault(readerLanguage);
  const L = LABELS[language];
  const lines: PdfLine[] = [
    { text: `Dr. ${rx.doctor.name}`, size: 16, bold: true },
    { text: rx.doctor.qualification },
    { text: `${L.reg} ${rx.doctor.registrationNumber}, ${rx.doctor.registrationCouncil}` },
    { text: L.via(rx.callType), size: 12, bold: true, gapBefore: 14 },
    { text: `${L.date}: ${when(rx.issuedAt, language)} IST` },
    { text: `${L.patient}: ${rx.patient.name}`, gapBefore: 6 },
  ];
  if (rx.diagnosis) lines.push({ text: `${L.diagnosis}: ${rx.diagnosis}` });
  lines.push({ text: 'Rx', size: 14, bold: true, gapBefore: 14 });
  if (rx.items.length === 0) lines.push({ text: L.none });
  rx.items.forEach((item, i) => {
    lines.push({
      text: `${i + 1}. ${item.name}${item.saltComposition ? ` (${item.saltComposition})` : ''}`,
      bold: true,
      gapBefore: i === 0 ? 0 : 4,
    });
    lines.push({
      text: L.course(L.dosing(item.dose), L.dosing(item.frequency), item.durationDays, item.quantity),
      indent: 14,
    });
    if (item.instructions) lines.push({ text: L.dosing(item.instructions), indent: 14 });
  });
  if (rx.advisedTests.length > 0) {
    lines.push({ text: L.tests, size: 12, bold: true, gapBefore: 12 });
    rx.advisedTests.forEach((t, i) => {
      lines.push({
        text: `${i + 1}. ${t.name}${t.fastingHours > 0 ? L.fast(t.fastingHours) : ''}`,
      });
    });
  }
  if (rx.advice) {
    lines.push({ text: L.advice, size: 12, bold: true, gapBefore: 12 });
    lines.push({ text: rx.advice });
  }
  if (rx.followUpDate)
    lines.push({ text: `${L.followUp}: ${day(rx.followUpDate, language)}`, bold: true, gapBefore: 10 });
  lines.push({ text: L.footer, size: 8, gapBefore: 24 }, { text: `${L.id} ${rx.id}`, size: 8 });
  return renderPdf(
    lines,
    `${L.title} - Dr. ${rx.doctor.name} - ${rx.patient.name}`,
    undefined,
    language === 'hi' ? 'hi-IN' : 'en-IN',
  );
}
