// Consult now (docs/product-rules.md#consult-now): the instant fee of each specialty, doctors' online presence,
// the patients' requests and the offers that ring doctors' desks. The database holds the matching's rules:
// a request is offered to at most one doctor and a doctor is offered at most one request at a time (partial
// unique indexes on the open offers), a request carries its state's fields (checks), and one open request
// per person.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgSequence,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { appointments, doctors, specialties } from './doctors.ts';
import { familyMembers } from './health-card.ts';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** The fee a specialty's consult-now consultation costs, set by an admin (audited). A specialty without one
 * is not offered for consult now. Its row is also the lock that serializes the specialty's matching. */
export const instantFees = pgTable(
  'instant_fees',
  {
    specialtyId: text('specialty_id')
      .primaryKey()
      .references(() => specialties.id, { onDelete: 'cascade' }),
    feePaise: integer('fee_paise').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('instant_fees_fee', sql`${t.feePaise} BETWEEN 100 AND 1000000`)],
);

/**
 * A doctor's 'Available for instant consultations' switch. Online means the switch on, the desk heard from
 * within CONSULT_PRESENCE_TIMEOUT_SECONDS, inside today's hours and not on leave; the sweep turns the switch
 * off (with its reason) when one of these lapses. Free means online, on no live call and offered nothing.
 */
export const doctorPresence = pgTable(
  'doctor_presence',
  {
    doctorId: text('doctor_id')
      .primaryKey()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    /** The doctor's specialty, copied when the switch is turned on, so a specialty's doctors are one range. */
    specialtyId: text('specialty_id')
      .notNull()
      .references(() => specialties.id),
    available: boolean('available').notNull().default(false),
    /** Since when the doctor has had nothing to do: turned on, or an offer ended. A call's end counts too
     * (read from calls); the doctor free longest is offered the next request. */
    freeSince: at('free_since').notNull().defaultNow(),
    /** The desk's last sign of life (its notification socket's listen and pings). */
    lastSeenAt: at('last_seen_at'),
    /** Why the switch went off: manual, socket (desk gone), hours (ended), leave, missed (offers). */
    offlineReason: text('offline_reason'),
    offlineAt: at('offline_at'),
    /** Offers let run out one after another; reset by an accepted one. */
    missedOffers: smallint('missed_offers').notNull().default(0),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('doctor_presence_available_idx').on(t.specialtyId, t.freeSince).where(sql`${t.available}`),
    check(
      'doctor_presence_offline_reason',
      sql`${t.offlineReason} IS NULL OR ${t.offlineReason} IN ('manual', 'socket', 'hours', 'leave', 'missed')`,
    ),
  ],
);

/** The number part of a request's reference (CN-<year>-<number>). */
export const consultRequestNumberSeq = pgSequence('consult_request_number_seq', {
  startWith: 1001,
  increment: 1,
});

export const consultRequests = pgTable(
  'consult_requests',
  {
    id: text('id').primaryKey(),
    /** CN-<year>-<number>, given by the database (migration consult-now). */
    reference: text('reference').notNull().unique().default(sql`next_consult_reference()`),
    patientId: text('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyMemberId: text('family_member_id').references(() => familyMembers.id),
    patientFor: text('patient_for').notNull().default('self'),
    patientName: text('patient_name').notNull(),
    patientPhone: text('patient_phone').notNull(),
    patientAge: smallint('patient_age'),
    patientGender: text('patient_gender'),
    specialtyId: text('specialty_id')
      .notNull()
      .references(() => specialties.id),
    problem: text('problem').notNull(),
    feePaise: integer('fee_paise').notNull(),
    /** The health card's free video consultation (the whole fee), spent for this request. */
    cardBenefitPaise: integer('card_benefit_paise').notNull().default(0),
    status: text('status').notNull(),
    /** not_required (nothing to pay), awaiting_payment -> paid -> refund_*, or not_paid (hold ended). */
    paymentStatus: text('payment_status').notNull(),
    paymentId: text('payment_id'),
    paidAt: at('paid_at'),
    holdExpiresAt: at('hold_expires_at'),
    /** When it joined the queue (paid, or asked for with nothing to pay): patients are served in this order. */
    queuedAt: at('queued_at'),
    offeredDoctorId: text('offered_doctor_id').references(() => doctors.id),
    offerExpiresAt: at('offer_expires_at'),
    acceptedDoctorId: text('accepted_doctor_id').references(() => doctors.id),
    acceptedAt: at('accepted_at'),
    appointmentId: text('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    callId: text('call_id'),
    endedAt: at('ended_at'),
    endReason: text('end_reason'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // A doctor is offered one request at a time.
    uniqueIndex('consult_requests_one_offer_per_doctor')
      .on(t.offeredDoctorId)
      .where(sql`${t.status} = 'offered'`),
    // One open request per person (the account holder, or one family member).
    uniqueIndex('consult_requests_one_open_per_person')
      .on(t.patientId, sql`coalesce(${t.familyMemberId}, '')`)
      .where(sql`${t.status} IN ('awaiting_payment', 'waiting', 'offered')`),
    // The queue: a specialty's waiting requests in the order they were paid.
    index('consult_requests_queue_idx')
      .on(t.specialtyId, t.queuedAt, t.id)
      .where(sql`${t.status} IN ('waiting', 'offered')`),
    index('consult_requests_offer_expiry_idx').on(t.offerExpiresAt).where(sql`${t.status} = 'offered'`),
    index('consult_requests_hold_idx')
      .on(t.holdExpiresAt)
      .where(sql`${t.paymentStatus} = 'awaiting_payment'`),
    index('consult_requests_patient_idx').on(t.patientId, t.createdAt),
    // The admin's figures of the day.
    index('consult_requests_accepted_idx').on(t.acceptedAt).where(sql`${t.acceptedAt} IS NOT NULL`),
    index('consult_requests_ended_idx').on(t.endedAt).where(sql`${t.endedAt} IS NOT NULL`),
    check(
      'consult_requests_status',
      sql`${t.status} IN ('awaiting_payment', 'waiting', 'offered', 'accepted', 'cancelled', 'unanswered', 'not_paid')`,
    ),
    check(
      'consult_requests_payment_status',
      sql`${t.paymentStatus} IN ('not_required', 'awaiting_payment', 'paid', 'not_paid', 'refund_pending', 'refunded', 'refund_failed')`,
    ),
    check(
      'consult_requests_offered',
      sql`(${t.status} = 'offered') = (${t.offeredDoctorId} IS NOT NULL AND ${t.offerExpiresAt} IS NOT NULL)`,
    ),
    check(
      'consult_requests_queued',
      sql`${t.status} NOT IN ('waiting', 'offered', 'accepted') OR ${t.queuedAt} IS NOT NULL`,
    ),
    check(
      'consult_requests_accepted',
      sql`${t.status} <> 'accepted' OR (${t.acceptedDoctorId} IS NOT NULL AND ${t.acceptedAt} IS NOT NULL)`,
    ),
    check(
      'consult_requests_fee',
      sql`${t.feePaise} >= 0 AND ${t.cardBenefitPaise} BETWEEN 0 AND ${t.feePaise}`,
    ),
    check('consult_requests_patient_for', sql`${t.patientFor} IN ('self', 'other')`),
    check(
      'consult_requests_gender',
      sql`${t.patientGender} IS NULL OR ${t.patientGender} IN ('male', 'female', 'other')`,
    ),
  ],
);

/** Every offer of a request to a doctor, open (ringing) or ended, with how it ended. */
export const consultOffers = pgTable(
  'consult_offers',
  {
    id: text('id').primaryKey(),
    requestId: text('request_id')
      .notNull()
      .references(() => consultRequests.id, { onDelete: 'cascade' }),
    doctorId: text('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    offeredAt: at('offered_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    endedAt: at('ended_at'),
    outcome: text('outcome'),
  },
  (t) => [
    // One request never rings two doctors; one doctor is never rung by two requests.
    uniqueIndex('consult_offers_one_open_per_request').on(t.requestId).where(sql`${t.endedAt} IS NULL`),
    uniqueIndex('consult_offers_one_open_per_doctor').on(t.doctorId).where(sql`${t.endedAt} IS NULL`),
    index('consult_offers_request_idx').on(t.requestId, t.offeredAt),
    index('consult_offers_doctor_idx').on(t.doctorId, t.offeredAt),
    check(
      'consult_offers_outcome',
      sql`(${t.endedAt} IS NULL) = (${t.outcome} IS NULL) AND (${t.outcome} IS NULL OR ${t.outcome} IN ('accepted', 'passed', 'expired', 'withdrawn'))`,
    ),
  ],
);

/** A photo the patient attached to the problem (the upload rules of prescriptions), before and after it is
 * named in a request. */
export const consultPhotos = pgTable(
  'consult_photos',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    requestId: text('request_id').references(() => consultRequests.id, { onDelete: 'cascade' }),
    fileKey: text('file_key').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('consult_photos_request_idx').on(t.requestId).where(sql`${t.requestId} IS NOT NULL`),
    index('consult_photos_user_idx').on(t.userId, t.createdAt),
  ],
);
