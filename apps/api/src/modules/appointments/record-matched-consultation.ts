// A consult-now request accepted by a doctor becomes the consultation it was paid for
// (docs/product-rules.md#consult-now): an instant video consultation from this moment for
// INSTANT_CONSULTATION_MINUTES, booked via 'instant' with the doctor who accepted, carrying the request's fee,
// health card line and payment, so My Appointments, the desk, the receipt, the e-prescription and the review
// treat it like any other. Written in the acceptance's transaction (`tx`); the patient's overlap rule holds
// (a 23P01 the caller handles).
import { randomUUID } from 'node:crypto';
import { INSTANT_CONSULTATION_MINUTES } from '@arogya/contracts/constants';
import type { Db } from '../../db/client.ts';
import { createAppointmentsRepository } from './appointments.repository.ts';

export type MatchedConsultation = {
  doctorId: string;
  patientId: string;
  patientName: string;
  patientPhone: string;
  patientAge: number | null;
  patientGender: string | null;
  familyMemberId: string | null;
  patientFor: string;
  reason: string;
  feePaise: number;
  cardBenefitPaise: number;
  /** The request's payment (null when the health card paid it all). */
  paymentId: string | null;
  paidAt: Date | null;
};

export async function recordMatchedConsultation(tx: Db, c: MatchedConsultation, now: Date): Promise<string> {
  const id = randomUUID();
  await createAppointmentsRepository(tx).insertRow({
    id,
    doctorId: c.doctorId,
    patientId: c.patientId,
    startsAt: now,
    endsAt: new Date(now.getTime() + INSTANT_CONSULTATION_MINUTES * 60_000),
    consultationType: 'video',
    status: 'booked',
    patientName: c.patientName,
    patientPhone: c.patientPhone,
    patientAge: c.patientAge,
    patientGender: c.patientGender,
    familyMemberId: c.familyMemberId,
    patientFor: c.patientFor,
    cardBenefitPaise: c.cardBenefitPaise,
    reason: c.reason.slice(0, 500),
    feePaise: c.feePaise,
    paymentStatus: c.paymentId ? 'paid' : 'not_required',
    paymentId: c.paymentId,
    paidAt: c.paidAt,
    bookedById: c.patientId,
    bookedVia: 'instant',
  });
  return id;
}
