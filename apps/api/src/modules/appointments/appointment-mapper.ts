// The shapes appointments leave the API in (contracts/appointments.ts), with the display status and the
// actions allowed now derived in Asia/Kolkata. Consultation notes appear only in `summary`, only when the
// caller may read them.
import type {
  Appointment,
  AppointmentDetail,
  AppointmentStatus,
  DisplayStatus,
} from '@arogya/contracts/appointments';
import { E_PRESCRIPTION_WINDOW_HOURS } from '@arogya/contracts/calls';
import { APPOINTMENT_CHANGE_CUTOFF_HOURS, MAX_RESCHEDULES, TIME_ZONE } from '@arogya/contracts/constants';
import type { ConsultationType, Gender } from '@arogya/contracts/doctors';
import type { PaymentSummary } from '@arogya/contracts/payments';
import { minutesToClock, todayIn, zonedParts } from '../../lib/zoned-time.ts';
import { doctorPhotoUrl, toRupees } from '../doctors/doctor-mapper.ts';
import type { AppointmentRow } from './appointments.repository.ts';

export type ViewerRole = 'patient' | 'doctor' | 'receptionist';

/** The health card's line on a video consultation it pays for. */
export const FREE_CONSULTATION_LABEL = 'Health card: free video consultation';

const CUTOFF_MS = APPOINTMENT_CHANGE_CUTOFF_HOURS * 3_600_000;
/** A consultation its call completed takes its doctor's notes for as long as the e-prescription's window. */
const NOTES_WINDOW_MS = E_PRESCRIPTION_WINDOW_HOURS * 3_600_000;

export function displayStatusOf(status: string, startsAt: Date, now: Date): DisplayStatus {
  if (status !== 'booked') return status as DisplayStatus;
  const date = zonedParts(startsAt).date;
  const today = todayIn(now);
  if (date === today) return 'today';
  return date > today ? 'upcoming' : 'past';
}

/** Cancel and reschedule are allowed up to the cutoff before the start. */
export function changeAllowed(status: string, startsAt: Date, now: Date): boolean {
  return status === 'booked' && now.getTime() <= startsAt.getTime() - CUTOFF_MS;
}

const TYPE_LABEL: Record<string, string> = {
  'in-person': 'Clinic visit',
  video: 'Video consultation',
  audio: 'Audio consultation',
};

export function mapAppointment(
  row: AppointmentRow,
  now: Date,
  viewer: ViewerRole,
  payment: PaymentSummary | null = null,
): Appointment {
  const start = zonedParts(row.startsAt);
  const end = zonedParts(row.endsAt);
  const minutes = Math.round((row.endsAt.getTime() - row.startsAt.getTime()) / 60_000);
  const instant = row.bookedVia === 'instant';
  const changeable = !instant && changeAllowed(row.status, row.startsAt, now);
  // An instant consultation has no slot to move; its patient may cancel it until the doctor answers a call.
  const cancellable = instant
    ? viewer === 'patient' && row.status === 'booked' && !row.instantAnswered
    : changeable;
  const reviewed = row.reviewRating !== null;
  return {
    id: row.id,
    _id: row.id,
    bookingNumber: row.bookingNumber,
    title: `${TYPE_LABEL[row.consultationType] ?? 'Consultation'} with Dr. ${row.doctorName}`,
    doctor: {
      id: row.doctorId,
      name: row.doctorName,
      image: doctorPhotoUrl(row.doctorId),
      specialty: row.specialtyName,
      specialtyHi: row.specialtyNameHi,
      qualification: row.doctorQualification,
    },
    clinic: {
      id: row.clinicId,
      name: row.clinicName,
      address: `${row.clinicAddress}, ${row.clinicArea}, ${row.clinicCity} - ${row.clinicPinCode}`,
      city: row.clinicCity,
      phone: row.clinicPhone,
    },
    patient: {
      id: row.patientId,
      name: row.patientName,
      phone: row.patientPhone,
      age: row.patientAge,
      gender: row.patientGender as Gender | null,
    },
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    date: start.date,
    time: minutesToClock(start.minutes),
    endTime: minutesToClock(end.date === start.date ? end.minutes : 1440),
    duration: minutes,
    timeZone: TIME_ZONE,
    consultationType: row.consultationType as ConsultationType,
    status: row.status as AppointmentStatus,
    displayStatus: displayStatusOf(row.status, row.startsAt, now),
    fee: toRupees(row.feePaise),
    familyMemberId: row.familyMemberId,
    cardBenefit:
      row.cardBenefitPaise > 0 ? { label: FREE_CONSULTATION_LABEL, paise: row.cardBenefitPaise } : null,
    payablePaise: row.feePaise - row.cardBenefitPaise,
    paymentStatus: row.paymentStatus as Appointment['paymentStatus'],
    payment,
    feePaise: row.feePaise,
    reason: row.reason,
    rescheduleCount: row.rescheduleCount,
    bookedVia: row.bookedVia as Appointment['bookedVia'],
    followUpOf: row.followUpOf,
    hasSummary: row.status === 'completed' && row.notes !== null,
    reviewed,
    canCancel: cancellable,
    canReschedule: changeable && row.rescheduleCount < MAX_RESCHEDULES && viewer !== 'doctor',
    canReview: viewer === 'patient' && row.status === 'completed' && !reviewed,
    canAddNotes:
      viewer === 'doctor' &&
      row.status === 'completed' &&
      row.notes === null &&
      row.completedAt !== null &&
      now.getTime() - row.completedAt.getTime() < NOTES_WINDOW_MS,
    createdAt: row.createdAt.toISOString(),
  };
}

export function mapAppointmentDetail(
  row: AppointmentRow,
  now: Date,
  viewer: ViewerRole,
  payment: PaymentSummary | null = null,
): AppointmentDetail {
  const showNotes = viewer !== 'receptionist' && row.status === 'completed' && row.notes !== null;
  return {
    ...mapAppointment(row, now, viewer, payment),
    summary: showNotes
      ? { notes: row.notes ?? '', completedAt: (row.completedAt ?? row.endsAt).toISOString() }
      : null,
    review:
      row.reviewRating !== null
        ? {
            rating: row.reviewRating,
            comment: row.reviewComment,
            createdAt: (row.reviewCreatedAt ?? row.endsAt).toISOString(),
          }
        : null,
    cancelReason: row.cancelReason,
  };
}
