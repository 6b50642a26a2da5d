// Consult now (docs/product-rules.md#consult-now): doctors' online presence, the patient's request to the
// first available doctor of a specialty, the offer that rings a doctor's desk, and the admin's instant fees.
import { z } from 'zod';
// Plain words for a check without its own message (plain-messages.ts).
import './plain-messages.ts';
import { CONSULT_MAX_PHOTOS } from './constants.ts';
import { Gender, NameHi } from './doctors.ts';
import { PaymentSummary } from './payments.ts';

const Id = z.string().trim().min(1).max(64);

/** awaiting_payment -> waiting <-> offered -> accepted; waiting/offered -> cancelled (by the patient) or
 * unanswered (nobody accepted in time, refunded); awaiting_payment -> not_paid (the hold ended). */
export const CONSULT_REQUEST_STATUSES = [
  'awaiting_payment',
  'waiting',
  'offered',
  'accepted',
  'cancelled',
  'unanswered',
  'not_paid',
] as const;
export const ConsultRequestStatus = z.enum(CONSULT_REQUEST_STATUSES);
export type ConsultRequestStatus = z.infer<typeof ConsultRequestStatus>;

/** Where a request to choose a specialty starts: the specialty itself, or a symptom that maps to one. */
export const ConsultSpecialtyQuery = z.strictObject({
  specialty: z.string().trim().min(1).max(80).optional(),
  symptom: z.string().trim().min(1).max(80).optional(),
});
export type ConsultSpecialtyQuery = z.input<typeof ConsultSpecialtyQuery>;

/** One specialty offered for consult now: its instant fee and the doctors free for a consultation now. */
export const ConsultSpecialty = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  /** Its Hindi name, shown on a Hindi page (null where none is known). */
  nameHi: NameHi,
  icon: z.string(),
  feePaise: z.number().int(),
  /** Doctors available for instant consultations and free now ('Online now'). */
  onlineNow: z.number().int(),
  /** Doctors available, free or in a consultation. */
  available: z.number().int(),
});
export type ConsultSpecialty = z.infer<typeof ConsultSpecialty>;

/** GET /api/v1/consult-now/specialties: every specialty with an instant fee; `matched` is the one asked for. */
export const ConsultSpecialtyList = z.object({
  specialties: z.array(ConsultSpecialty),
  /** The specialty the query named (a slug or id) or its symptom maps to; null when none matched. */
  matched: z.string().nullable(),
  /** The symptom asked for, as stored, when it matched one. */
  symptom: z.string().nullable(),
  /** Minutes after which a request nobody accepted is refunded (this deployment's CONSULT_REFUND_MINUTES). */
  refundMinutes: z.number().int(),
});
export type ConsultSpecialtyList = z.infer<typeof ConsultSpecialtyList>;

/** GET /api/v1/consult-now/online-doctors?ids=a,b,c: which of these doctors are 'Online now'. */
export const OnlineDoctorsQuery = z.strictObject({
  ids: z
    .string()
    .trim()
    .max(64 * 60)
    .transform((v) => [
      ...new Set(
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(Id).max(60, 'Ask for at most 60 doctors at once')),
});
export const OnlineDoctors = z.object({ online: z.array(z.string()) });
export type OnlineDoctors = z.infer<typeof OnlineDoctors>;

/** POST /api/v1/consult-now/quote: what a request would cost this person now. */
export const ConsultQuoteRequest = z.strictObject({
  specialtyId: Id,
  /** 'self' (default) or one of the account's family members by id. */
  forWhom: Id.optional(),
});
export type ConsultQuoteRequest = z.input<typeof ConsultQuoteRequest>;

export const ConsultQuote = z.object({
  specialty: ConsultSpecialty,
  feePaise: z.number().int(),
  /** The health card's free video consultation, when the person has one left. */
  cardBenefitPaise: z.number().int(),
  payablePaise: z.number().int(),
  /** Whether this deployment takes online payment (Razorpay); without it a fee cannot be paid. */
  online: z.boolean(),
  /** Requests of this specialty waiting for a doctor now. */
  waiting: z.number().int(),
});
export type ConsultQuote = z.infer<typeof ConsultQuote>;

/** POST /api/v1/consult-now/photos answers the uploaded photo's id, to name in the request. */
export const ConsultPhoto = z.object({
  id: z.string(),
  sizeBytes: z.number().int(),
  contentType: z.string(),
});
export type ConsultPhoto = z.infer<typeof ConsultPhoto>;

/** POST /api/v1/consult-now/requests. */
export const CreateConsultRequest = z.strictObject({
  specialtyId: Id,
  forWhom: Id.optional(),
  problem: z
    .string({ error: 'Describe the problem' })
    .trim()
    .min(10, 'Describe the problem in a few words (at least 10 characters)')
    .max(1000, 'At most 1,000 characters'),
  photoIds: z.array(Id).max(CONSULT_MAX_PHOTOS, `At most ${CONSULT_MAX_PHOTOS} photos`).default([]),
  /** The account holder's age and sex, told to the doctor (a family member's come from their record). */
  patientAge: z.number().int().min(0).max(120).optional(),
  patientGender: Gender.optional(),
});
export type CreateConsultRequest = z.input<typeof CreateConsultRequest>;

export const ConsultRequestParams = z.strictObject({ id: Id });
export const ConsultPhotoParams = z.strictObject({ id: Id, photoId: Id });

/** The doctor who accepted, as the patient sees them. */
export const ConsultDoctor = z.object({
  id: z.string(),
  name: z.string(),
  qualification: z.string(),
  specialty: z.string(),
  /** The specialty's name on Hindi pages (docs/product-rules.md#languages). */
  specialtyHi: NameHi,
  registrationNumber: z.string(),
});

/** A patient's request, with where it stands in the queue (the waiting screen). */
export const ConsultRequest = z.object({
  id: z.string(),
  reference: z.string(),
  status: ConsultRequestStatus,
  specialty: z.object({ id: z.string(), slug: z.string(), name: z.string(), nameHi: NameHi }),
  patientName: z.string(),
  problem: z.string(),
  photoCount: z.number().int(),
  feePaise: z.number().int(),
  cardBenefitPaise: z.number().int(),
  payablePaise: z.number().int(),
  paymentStatus: z.string(),
  payment: PaymentSummary.nullable(),
  createdAt: z.string(),
  /** When it joined the queue: paid, or asked for when there was nothing to pay. Null until then. */
  queuedAt: z.string().nullable(),
  /** Place in the specialty's queue (1: next), while waiting. */
  position: z.number().int().nullable(),
  /** Doctors of the specialty available now, and how many of them are free. */
  doctorsAvailable: z.number().int(),
  doctorsFree: z.number().int(),
  /** Minutes until a doctor is likely to accept, from this specialty's measured consultations; null when
   * there is nothing to estimate from (no doctor available, or no consultation measured yet). */
  estimateMinutes: z.number().int().nullable(),
  /** From then on the patient is asked whether to keep waiting. */
  promptAt: z.string().nullable(),
  /** Nobody accepted by then: cancelled and refunded in full. */
  refundAt: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  doctor: ConsultDoctor.nullable(),
  appointmentId: z.string().nullable(),
  callId: z.string().nullable(),
  endedAt: z.string().nullable(),
  endReason: z.string().nullable(),
});
export type ConsultRequest = z.infer<typeof ConsultRequest>;

/** POST /api/v1/consult-now/requests/:id/cancel. */
export const CancelConsultRequest = z.strictObject({ reason: z.string().trim().max(300).optional() });

// The doctor's side: presence and offers.

export const PRESENCE_OFFLINE_REASONS = ['manual', 'socket', 'hours', 'leave', 'missed'] as const;
export type PresenceOfflineReason = (typeof PRESENCE_OFFLINE_REASONS)[number];

/** PUT /api/v1/consult-now/presence: the desk's 'Available for instant consultations' switch. */
export const SetPresenceRequest = z.strictObject({ available: z.boolean() });

/** An offer ringing a doctor's desk: the patient's age, sex and problem (their name comes with the call). */
export const ConsultOffer = z.object({
  requestId: z.string(),
  reference: z.string(),
  specialty: z.string(),
  /** The specialty's name on Hindi pages (docs/product-rules.md#languages). */
  specialtyHi: NameHi,
  patientAge: z.number().int().nullable(),
  patientSex: Gender.nullable(),
  problem: z.string(),
  photoIds: z.array(z.string()),
  offeredAt: z.string(),
  expiresAt: z.string(),
});
export type ConsultOffer = z.infer<typeof ConsultOffer>;

/** GET /api/v1/consult-now/presence: the doctor's switch and what holds them. */
export const DoctorPresence = z.object({
  available: z.boolean(),
  /** free: waiting for a request; offered: a request rings; busy: in a call; offline. */
  state: z.enum(['offline', 'free', 'offered', 'busy']),
  offlineReason: z.enum(PRESENCE_OFFLINE_REASONS).nullable(),
  offlineAt: z.string().nullable(),
  /** Whether the doctor may turn it on now (inside today's hours, not on leave, offers video). */
  canTurnOn: z.boolean(),
  cannotTurnOnReason: z.string().nullable(),
  offer: ConsultOffer.nullable(),
  /** Requests of the doctor's specialty waiting for a doctor now. */
  waiting: z.number().int(),
});
export type DoctorPresence = z.infer<typeof DoctorPresence>;

/** POST /api/v1/consult-now/offers/:id/pass: the doctor lets the request go to the next doctor. */
export const ConsultOfferParams = z.strictObject({ id: Id });

/** What the notification socket carries about consult now: an offer to a doctor and its end, a patient's
 * request changing (offered to a doctor, accepted, refunded). */
export type ConsultSocketEvent =
  | { type: 'consult-offer'; offer: ConsultOffer }
  | {
      type: 'consult-offer-ended';
      requestId: string;
      outcome: 'accepted' | 'passed' | 'expired' | 'withdrawn';
    }
  | { type: 'consult-request'; requestId: string; status: ConsultRequestStatus; callId: string | null };

// Admin.

/** One specialty's row in the admin's consult-now page. */
export const ConsultAdminRow = z.object({
  specialtyId: z.string(),
  name: z.string(),
  feePaise: z.number().int().nullable(),
  doctorsOnline: z.number().int(),
  doctorsFree: z.number().int(),
  waiting: z.number().int(),
  /** Median seconds from joining the queue to a doctor accepting, of requests accepted today (IST). */
  medianWaitSecondsToday: z.number().int().nullable(),
  acceptedToday: z.number().int(),
  /** Requests nobody accepted, refunded today (IST), and what they refunded. */
  unansweredToday: z.number().int(),
  refundedPaiseToday: z.number().int(),
});
export type ConsultAdminRow = z.infer<typeof ConsultAdminRow>;

/** PUT /api/v1/admin/consult-now/fees/:specialtyId */
export const SetInstantFeeParams = z.strictObject({ specialtyId: Id });
export const SetInstantFeeRequest = z.strictObject({
  /** Rupees; at least ₹1 (Razorpay's smallest payment). */
  feeRupees: z.number({ error: 'Enter the fee in rupees' }).int('Whole rupees').min(1).max(10_000),
});
