// GET /api/v1/bookings/booking/:id/receipt: the receipt PDF of a consultation paid online
// (docs/product-rules.md#payments): the consultation a healthcare service, exempt from GST (SAC 9993, 0%),
// the health card's free consultation taken off as its own line, the seller's GSTIN when configured and the
// Razorpay payment reference. Only the patient who booked it gets it. Refusals: not theirs (404; 403 for
// its doctor or clinic), not paid online (422).
import { GST_HEALTHCARE_SERVICES, TIME_ZONE } from '@arogya/contracts/constants';
import { type Language, languageOrDefault } from '@arogya/contracts/languages';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { paidThrough, type ReceiptLine, renderReceiptPdf } from '../payments/receipt-pdf.ts';
import { loadVisibleAppointment } from './appointment-access.ts';
import type { AppointmentsDeps } from './appointments-deps.ts';

const TYPE_NAMES: Record<Language, Record<string, string>> = {
  en: { 'in-person': 'Clinic visit', video: 'Video consultation', audio: 'Audio consultation' },
  hi: { 'in-person': 'क्लिनिक विज़िट', video: 'वीडियो परामर्श', audio: 'ऑडियो परामर्श' },
};

const when = new Intl.DateTimeFormat('en-IN', {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

const whenHi = new Intl.DateTimeFormat('hi-IN', {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

export async function appointmentReceipt(
  deps: AppointmentsDeps,
  user: Actor,
  id: string,
  now: Date,
): Promise<{ pdf: Buffer; filename: string }> {
  const { row } = await loadVisibleAppointment(deps, { user }, id, ['patient']);
  const payment = row.paymentId ? await deps.payments.find(row.paymentId) : undefined;
  if (!payment?.providerPaymentId) {
    throw AppError.rule('A receipt is available once the consultation has been paid online.');
  }
  const language = languageOrDefault(user.language);
  const type = TYPE_NAMES[language][row.consultationType] ?? (language === 'hi' ? 'परामर्श' : 'Consultation');
  const lines: ReceiptLine[] = [
    {
      description:
        language === 'hi'
          ? `डॉ. ${row.doctorName} (${row.specialtyNameHi ?? row.specialtyName}) के साथ ${type}, ${whenHi.format(row.startsAt)} IST`
          : `${type} with Dr. ${row.doctorName} (${row.specialtyName}), ${when.format(row.startsAt)} IST`,
      hsn: GST_HEALTHCARE_SERVICES.hsn,
      quantity: 1,
      amountPaise: row.feePaise,
      ratePercent: GST_HEALTHCARE_SERVICES.ratePercent,
    },
  ];
  if (row.cardBenefitPaise > 0) {
    lines.push({
      description: language === 'hi' ? 'हेल्थ कार्ड: मुफ़्त परामर्श' : 'Health card: free consultation',
      hsn: GST_HEALTHCARE_SERVICES.hsn,
      quantity: 1,
      amountPaise: -row.cardBenefitPaise,
      ratePercent: GST_HEALTHCARE_SERVICES.ratePercent,
    });
  }
  const refunds = await deps.payments.refundsOf([payment.id]);
  const place =
    row.consultationType === 'in-person'
      ? `${row.clinicName}, ${row.clinicAddress}, ${row.clinicCity} - ${row.clinicPinCode}`
      : `Online consultation; doctor at ${row.clinicName}, ${row.clinicCity}`;
  const pdf = await renderReceiptPdf(
    {
      sellerGstin: deps.paymentsDeps.sellerGstin,
      reference: payment.reference,
      issuedAt: payment.capturedAt ?? now,
      buyer: { name: row.patientName, address: place, phone: row.patientPhone, state: row.clinicState },
      lines,
      ...paidThrough(payment, refunds),
    },
    user.language,
  );
  return { pdf, filename: `arogya-receipt-${payment.reference}.pdf` };
}
