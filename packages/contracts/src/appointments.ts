// Appointments, reviews, vitals and the receptionist's desk: shapes shared by the API and web.
// Stored statuses: booked, completed, cancelled, no-show. `displayStatus` adds 'today' / 'upcoming' / 'past'
// for booked appointments, derived in Asia/Kolkata.
import { z } from 'zod';
// Plain words for a check without its own message (plain-messages.ts).
import './plain-messages.ts';
import { Instant } from './dates.ts';
import { ConsultationType, Gender, IsoDate, NameHi } from './doctors.ts';
import { OneTimeCode } from './one-time-codes.ts';
import { PaymentSummary } from './payments.ts';
import { Email, IndianMobile, PersonName } from './users.ts';

export const APPOINTMENT_STATUSES = ['booked', 'completed', 'cancelled', 'no-show'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

export const DISPLAY_STATUSES = ['today', 'upcoming', 'past', 'completed', 'cancelled', 'no-show'] as const;
export type DisplayStatus = (typeof DISPLAY_STATUSES)[number];

export const APPOINTMENT_FILTERS = ['all', 'today', 'upcoming', 'completed', 'cancelled'] as const;
export const AppointmentFilter = z.enum(APPOINTMENT_FILTERS);

export const SLOT_TAKEN_MESSAGE = 'This slot was just booked. Please pick another time.';

const Id = z.string().trim().min(1).max(64);

const PatientFields = {
  patientName: PersonName.optional(),
  patientPhone: IndianMobile.optional(),
  patientAge: z.number().int().min(0).max(120).optional(),
  patientGender: Gender.optional(),
  reason: z.string().trim().max(500).optional(),
};

/** POST /api/v1/bookings/book/appointment. Patient name and phone default to the account's. */
export const BookAppointmentRequest = z.strictObject({
  doctorId: Id,
  startsAt: Instant,
  consultationType: ConsultationType,
  ...PatientFields,
  /** A completed appointment of the same patient this one follows up. */
  followUpOf: Id.optional(),
  /** For whom: 'self' (default) or one of the account's family members by id. */
  forWhom: Id.optional(),
  /**
   * A clinic visit is paid online or at the clinic (default); video and audio consultations are paid online
   * before the call wherever online payment is offered (docs/product-rules.md#payments).
   */
  paymentMethod: z.enum(['online', 'at_clinic']).optional(),
});
export type BookAppointmentRequest = z.input<typeof BookAppointmentRequest>;

/**
 * POST /api/v1/bookings/instant: "consult now" with a doctor available at this moment, without a slot. It
 * books a video or audio consultation from now for INSTANT_CONSULTATION_MINUTES, paid before the call where
 * online payment is offered (docs/product-rules.md#payments). Asked again while that consultation is open,
 * it answers the same one.
 */
export const InstantConsultationRequest = z.strictObject({
  doctorId: Id,
  consultationType: z.enum(['video', 'audio'], { message: 'Choose a video or an audio consultation' }),
  /** For whom: 'self' (default) or one of the account's family members by id. */
  forWhom: Id.optional(),
  reason: z.string().trim().max(500).optional(),
});
export type InstantConsultationRequest = z.input<typeof InstantConsultationRequest>;

/**
 * POST /api/v1/bookings/quote: what a booking would cost before it is confirmed, for the person it is for:
 * the doctor's fee, the health card's line (a free video consultation the person has left) and what is left
 * to pay. Booking decides again (the card's ledger), so a benefit spent meanwhile is not given twice.
 */
export const AppointmentQuoteRequest = z.strictObject({
  doctorId: Id,
  consultationType: ConsultationType,
  forWhom: Id.optional(),
  /** The patient's name as typed: someone else booked by name has none of the holder's card. */
  patientName: z.string().trim().max(100).optional(),
});
export type AppointmentQuoteRequest = z.input<typeof AppointmentQuoteRequest>;

export const AppointmentQuote = z.object({
  feePaise: z.number().int(),
  cardBenefit: z.object({ label: z.string(), paise: z.number().int() }).nullable(),
  payablePaise: z.number().int(),
});
export type AppointmentQuote = z.infer<typeof AppointmentQuote>;

/** POST /api/v1/bookings/book/appointment/receptionist: for a patient found by phone or registered at the desk. */
export const ReceptionistBookingRequest = z.strictObject({
  patientId: Id,
  doctorId: Id,
  startsAt: Instant,
  consultationType: ConsultationType,
  ...PatientFields,
  /** For whom: 'self' (the patient) or one of the patient account's family members (their name, age, sex). */
  forWhom: Id.optional(),
});
export type ReceptionistBookingRequest = z.input<typeof ReceptionistBookingRequest>;

export const RescheduleRequest = z.strictObject({ appointmentId: Id, startsAt: Instant });
export type RescheduleRequest = z.input<typeof RescheduleRequest>;

export const CancelRequest = z.strictObject({
  appointmentId: Id,
  reason: z.string().trim().max(300).optional(),
});
export type CancelRequest = z.input<typeof CancelRequest>;

export const CompleteAppointmentRequest = z.strictObject({
  notes: z.string().trim().min(1, 'Write the consultation notes').max(5000),
});
export type CompleteAppointmentRequest = z.input<typeof CompleteAppointmentRequest>;

export const AppointmentIdParams = z.strictObject({ id: Id });

export const AppointmentListQuery = z.object({
  filter: AppointmentFilter.default('all'),
  /** Only appointments on this IST date (desks). */
  date: IsoDate.optional(),
  /** Only those for this person: 'self' or a family member's id (My Appointments). */
  member: Id.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type AppointmentListQuery = z.input<typeof AppointmentListQuery>;

export const APPOINTMENT_PAYMENT_STATUSES = [
  'not_required',
  'pay_at_clinic',
  'awaiting_payment',
  'paid',
  'not_paid',
  'refund_pending',
  'refunded',
  'refund_failed',
] as const;

export const Appointment = z.object({
  id: z.string(),
  _id: z.string(),
  /** APT-<year>-<number>: the reference the patient and the desks quote. */
  bookingNumber: z.string(),
  title: z.string(),
  doctor: z.object({
    id: z.string(),
    name: z.string(),
    image: z.string(),
    specialty: z.string(),
    /** The specialty's Hindi name (null where it has none), shown on Hindi pages. */
    specialtyHi: NameHi,
    qualification: z.string(),
  }),
  clinic: z.object({
    id: z.string(),
    name: z.string(),
    address: z.string(),
    city: z.string(),
    phone: z.string(),
  }),
  patient: z.object({
    id: z.string(),
    name: z.string(),
    phone: z.string(),
    age: z.number().int().nullable(),
    gender: Gender.nullable(),
  }),
  startsAt: z.string(),
  endsAt: z.string(),
  /** IST calendar date and times. */
  date: z.string(),
  time: z.string(),
  endTime: z.string(),
  duration: z.number().int(),
  timeZone: z.string(),
  consultationType: ConsultationType,
  status: z.enum(APPOINTMENT_STATUSES),
  displayStatus: z.enum(DISPLAY_STATUSES),
  fee: z.number(),
  feePaise: z.number().int(),
  /** The family member it is for; null when for the account holder. */
  familyMemberId: z.string().nullable(),
  /** The health card's line: a free consultation pays the whole fee. */
  cardBenefit: z.object({ label: z.string(), paise: z.number().int() }).nullable(),
  /** What the patient pays: the fee less the card's line. */
  payablePaise: z.number().int(),
  /** not_required (nothing to pay online), pay_at_clinic, or the online payment's status. */
  paymentStatus: z.enum(APPOINTMENT_PAYMENT_STATUSES),
  /** The online payment: status, reference, hold and refund; null when not paid online. */
  payment: PaymentSummary.nullable(),
  reason: z.string().nullable(),
  rescheduleCount: z.number().int(),
  /** instant: a "consult now" call booked from the call screen, from the moment it was asked for. */
  bookedVia: z.enum(['online', 'desk', 'instant']),
  followUpOf: z.string().nullable(),
  hasSummary: z.boolean(),
  reviewed: z.boolean(),
  canCancel: z.boolean(),
  canReschedule: z.boolean(),
  canReview: z.boolean(),
  /**
   * For its doctor: completed by its call (a call answered and ended) without notes, within the hours after
   * it that the doctor may still add them ('Mark completed' then saves the notes).
   */
  canAddNotes: z.boolean(),
  createdAt: z.string(),
});
export type Appointment = z.infer<typeof Appointment>;

/** GET /api/v1/bookings/booking/:id. `summary` (doctor's notes) is shown to the patient and the doctor only. */
export const AppointmentDetail = Appointment.extend({
  summary: z.object({ notes: z.string(), completedAt: z.string() }).nullable(),
  review: z
    .object({ rating: z.number().int(), comment: z.string().nullable(), createdAt: z.string() })
    .nullable(),
  cancelReason: z.string().nullable(),
});
export type AppointmentDetail = z.infer<typeof AppointmentDetail>;

// Vitals (receptionist's desk). Ranges are what a human body can show; anything outside is a typing error.
export const VITAL_RANGES = {
  systolic: { min: 50, max: 260 },
  diastolic: { min: 30, max: 160 },
  pulse: { min: 25, max: 250 },
  temperatureC: { min: 30, max: 45 },
  temperatureF: { min: 86, max: 113 },
  spo2: { min: 50, max: 100 },
  respiratoryRate: { min: 4, max: 60 },
  weightKg: { min: 0.5, max: 350 },
  heightCm: { min: 30, max: 250 },
} as const;

const R = VITAL_RANGES;
const between = (r: { min: number; max: number }, unit: string, int = true) =>
  (int ? z.number().int() : z.number())
    .min(r.min, `Must be at least ${r.min} ${unit}`)
    .max(r.max, `Must be at most ${r.max} ${unit}`);

export const VitalsRequest = z
  .strictObject({
    patientId: Id,
    appointmentId: Id.optional(),
    systolic: between(R.systolic, 'mmHg').optional(),
    diastolic: between(R.diastolic, 'mmHg').optional(),
    pulse: between(R.pulse, 'beats/min').optional(),
    temperature: z.number().optional(),
    temperatureUnit: z.enum(['C', 'F']).default('C'),
    spo2: between(R.spo2, '%').optional(),
    respiratoryRate: between(R.respiratoryRate, 'breaths/min').optional(),
    weightKg: between(R.weightKg, 'kg', false).optional(),
    heightCm: between(R.heightCm, 'cm', false).optional(),
    notes: z.string().trim().max(500).optional(),
  })
  .superRefine((v, ctx) => {
    if ((v.systolic === undefined) !== (v.diastolic === undefined)) {
      const field = v.systolic === undefined ? 'systolic' : 'diastolic';
      ctx.addIssue({ code: 'custom', path: [field], message: 'Enter both systolic and diastolic pressure' });
    } else if (v.systolic !== undefined && v.diastolic !== undefined && v.systolic <= v.diastolic) {
      ctx.addIssue({ code: 'custom', path: ['systolic'], message: 'Systolic must be higher than diastolic' });
    }
    if (v.temperature !== undefined) {
      const r = v.temperatureUnit === 'F' ? R.temperatureF : R.temperatureC;
      if (v.temperature < r.min || v.temperature > r.max)
        ctx.addIssue({
          code: 'custom',
          path: ['temperature'],
          message: `Must be between ${r.min} and ${r.max} °${v.temperatureUnit}`,
        });
    }
    const measured = [
      'systolic',
      'pulse',
      'temperature',
      'spo2',
      'respiratoryRate',
      'weightKg',
      'heightCm',
    ] as const;
    if (!measured.some((k) => v[k] !== undefined))
      ctx.addIssue({ code: 'custom', path: ['pulse'], message: 'Record at least one measurement' });
  });
export type VitalsRequest = z.input<typeof VitalsRequest>;

export const Vitals = z.object({
  id: z.string(),
  patientId: z.string(),
  appointmentId: z.string().nullable(),
  /** The family member they were taken of (their appointment's member); null for the account holder. */
  familyMemberId: z.string().nullable(),
  /** 'self': the account holder's; 'other': a family member's, or someone else's named at the appointment. */
  patientFor: z.enum(['self', 'other']),
  clinic: z.object({ id: z.string(), name: z.string() }).nullable(),
  recordedAt: z.string(),
  recordedBy: z.string().nullable(),
  systolic: z.number().nullable(),
  diastolic: z.number().nullable(),
  pulse: z.number().nullable(),
  temperatureC: z.number().nullable(),
  spo2: z.number().nullable(),
  respiratoryRate: z.number().nullable(),
  weightKg: z.number().nullable(),
  heightCm: z.number().nullable(),
  notes: z.string().nullable(),
});
export type Vitals = z.infer<typeof Vitals>;

export const PatientIdParams = z.strictObject({ patientId: Id });
/**
 * Whose vitals (docs/product-rules.md#personal-health-data-and-the-audit-log): `member` 'self' (the account
 * holder) or a family member's id, or `appointmentId`, the person that appointment is for (the way to name
 * someone else booked by name). Neither: the account holder reads everyone's, staff the people they see.
 */
export const VitalsListQuery = z.object({ member: Id.optional(), appointmentId: Id.optional() });
export const PatientLookupQuery = z.object({ phone: IndianMobile });

/**
 * GET /api/v1/receptionist/patients?phone=: what a front desk needs to book for a walk-in, nothing more: the
 * account's name and its family members (name, relation, age), whom the desk may book for too.
 */
export const PatientMatch = z.object({
  id: z.string(),
  name: z.string(),
  /** Whether the patient's number is verified (messages go only to verified numbers); the desk can verify it. */
  phoneVerified: z.boolean(),
  members: z.array(
    z.object({ id: z.string(), name: z.string(), relationLabel: z.string(), age: z.number().int() }),
  ),
});
export type PatientMatch = z.infer<typeof PatientMatch>;

export const PatientSummary = PatientMatch.omit({ members: true }).extend({
  phone: z.string(),
  email: z.string().nullable(),
});
export type PatientSummary = z.infer<typeof PatientSummary>;

/** POST /api/v1/receptionist/patients: a walk-in registered at the desk, consent given in person. */
export const RegisterWalkInRequest = z.strictObject({
  name: PersonName,
  phone: IndianMobile,
  email: Email.optional(),
  consent: z.literal(true, { error: 'The patient must agree to the privacy notice' }),
});
export type RegisterWalkInRequest = z.input<typeof RegisterWalkInRequest>;

/** POST /api/v1/receptionist/patients/:patientId/phone/verify: the code the patient reads out at the desk. */
export const VerifyDeskPatientPhoneRequest = z.strictObject({ code: OneTimeCode });
export type VerifyDeskPatientPhoneRequest = z.input<typeof VerifyDeskPatientPhoneRequest>;
export const DeskPhoneVerified = z.object({ phoneVerified: z.literal(true) });
