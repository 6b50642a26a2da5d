// A request and an offer as the contracts name them (contracts/consult-now.ts); rows are never sent as is.
import type { ConsultOffer, ConsultRequest, ConsultRequestStatus } from '@arogya/contracts/consult-now';
import type { PaymentSummary } from '@arogya/contracts/payments';
import type { ConsultNowSettings } from './consult-now-deps.ts';
import type { ConsultRequestRow } from './consult-requests.repository.ts';

export type QueueFigures = {
  position: number | null;
  doctorsAvailable: number;
  doctorsFree: number;
  estimateMinutes: number | null;
};

const iso = (d: Date | null) => d?.toISOString() ?? null;

export function mapConsultRequest(
  row: ConsultRequestRow,
  queue: QueueFigures,
  payment: PaymentSummary | null,
  settings: ConsultNowSettings,
): ConsultRequest {
  const queued = row.queuedAt && (row.status === 'waiting' || row.status === 'offered');
  return {
    id: row.id,
    reference: row.reference,
    status: row.status as ConsultRequestStatus,
    specialty: {
      id: row.specialtyId,
      slug: row.specialtySlug,
      name: row.specialtyName,
      nameHi: row.specialtyNameHi,
    },
    patientName: row.patientName,
    problem: row.problem,
    photoCount: row.photoCount,
    feePaise: row.feePaise,
    cardBenefitPaise: row.cardBenefitPaise,
    payablePaise: row.feePaise - row.cardBenefitPaise,
    paymentStatus: row.paymentStatus,
    payment,
    createdAt: row.createdAt.toISOString(),
    queuedAt: iso(row.queuedAt),
    position: queue.position,
    doctorsAvailable: queue.doctorsAvailable,
    doctorsFree: queue.doctorsFree,
    estimateMinutes: queue.estimateMinutes,
    promptAt:
      queued && row.queuedAt ? new Date(row.queuedAt.getTime() + settings.promptMs).toISOString() : null,
    refundAt:
      queued && row.queuedAt ? new Date(row.queuedAt.getTime() + settings.refundMs).toISOString() : null,
    acceptedAt: iso(row.acceptedAt),
    doctor:
      row.acceptedDoctorId && row.doctorName
        ? {
            id: row.acceptedDoctorId,
            name: row.doctorName,
            qualification: row.doctorQualification ?? '',
            specialty: row.specialtyName,
            specialtyHi: row.specialtyNameHi,
            registrationNumber: row.doctorRegistration ?? '',
          }
        : null,
    appointmentId: row.appointmentId,
    callId: row.callId,
    endedAt: iso(row.endedAt),
    endReason: row.endReason,
  };
}

export function mapOffer(row: ConsultRequestRow, photoIds: string[], offerMs: number): ConsultOffer {
  const expires = row.offerExpiresAt ?? new Date();
  return {
    requestId: row.id,
    reference: row.reference,
    specialty: row.specialtyName,
    specialtyHi: row.specialtyNameHi,
    patientAge: row.patientAge,
    patientSex: (row.patientGender as ConsultOffer['patientSex']) ?? null,
    problem: row.problem,
    photoIds,
    offeredAt: new Date(expires.getTime() - offerMs).toISOString(),
    expiresAt: expires.toISOString(),
  };
}
