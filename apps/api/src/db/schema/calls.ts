// Teleconsultations: every video or audio call as a consultation record, the patient's one-time consent
// (Telemedicine Practice Guidelines 2020) and the e-prescription a doctor writes after a call. A doctor and a
// patient each have at most one live (ringing or active) call: partial unique indexes enforce it.
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { appointments, doctors } from './doctors.ts';
import { labItems } from './labs.ts';
import { products } from './pharmacy.ts';
import { prescriptions } from './pharmacy-orders.ts';
import { users } from './users.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const calls = pgTable(
  'calls',
  {
    id: text('id').primaryKey(),
    doctorId: text('doctor_id')
      .notNull()
      .references(() => doctors.id),
    /** The account that answers for the doctor when the call rang. */
    doctorUserId: text('doctor_user_id').references(() => users.id, { onDelete: 'set null' }),
    patientId: text('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    patientName: text('patient_name').notNull(),
    /** Who rang: the patient (a consultation now, or their appointment), or the doctor from the desk. */
    initiatedBy: text('initiated_by').notNull().default('patient'),
    appointmentId: text('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    callType: text('call_type').notNull(),
    status: text('status').notNull().default('ringing'),
    reason: text('reason'),
    createdAt: at('created_at').notNull().defaultNow(),
    ringExpiresAt: at('ring_expires_at').notNull(),
    answeredAt: at('answered_at'),
    endedAt: at('ended_at'),
    durationSeconds: integer('duration_seconds'),
    endedBy: text('ended_by'),
    /** Last sign of life from a participant; a live call silent for long is closed by the sweeper. */
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
  },
  (t) => [
    index('calls_patient_idx').on(t.patientId, t.createdAt),
    index('calls_doctor_idx').on(t.doctorId, t.createdAt),
    // Whether an appointment's call was answered (an instant consultation's refund), and the set null of
    // an appointment's deletion.
    index('calls_appointment_idx').on(t.appointmentId).where(sql`${t.appointmentId} IS NOT NULL`),
    // The admin dashboard's consultations per day.
    index('calls_answered_idx').on(t.answeredAt).where(sql`${t.answeredAt} IS NOT NULL`),
    index('calls_live_idx').on(t.status, t.ringExpiresAt).where(sql`${t.status} IN ('ringing', 'active')`),
    uniqueIndex('calls_one_live_per_doctor').on(t.doctorId).where(sql`${t.status} IN ('ringing', 'active')`),
    uniqueIndex('calls_one_live_per_patient')
      .on(t.patientId)
      .where(sql`${t.status} IN ('ringing', 'active')`),
    check('calls_type', sql`${t.callType} IN ('video', 'audio')`),
    check(
      'calls_status',
      sql`${t.status} IN ('ringing', 'active', 'completed', 'missed', 'declined', 'failed')`,
    ),
    check('calls_initiated_by', sql`${t.initiatedBy} IN ('patient', 'doctor')`),
    check('calls_ended_by', sql`${t.endedBy} IS NULL OR ${t.endedBy} IN ('patient', 'doctor', 'system')`),
    check('calls_live_not_ended', sql`(${t.status} IN ('ringing', 'active')) = (${t.endedAt} IS NULL)`),
    check('calls_answered', sql`${t.status} NOT IN ('active', 'completed') OR ${t.answeredAt} IS NOT NULL`),
    check(
      'calls_times',
      sql`(${t.answeredAt} IS NULL OR ${t.answeredAt} >= ${t.createdAt}) AND (${t.endedAt} IS NULL OR ${t.endedAt} >= ${t.createdAt})`,
    ),
    check('calls_duration', sql`${t.durationSeconds} IS NULL OR ${t.durationSeconds} >= 0`),
  ],
);

/** The teleconsultation consent a patient gives once (re-asked when the consent text's version changes). */
export const teleconsultationConsents = pgTable('teleconsultation_consents', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  version: text('version').notNull(),
  givenAt: at('given_at').notNull().defaultNow(),
  ip: text('ip'),
  userAgent: text('user_agent'),
});

/**
 * The prescription a doctor writes after a teleconsultation. It is also written to the pharmacy's
 * `prescriptions` table (source 'doctor', via teleconsultation), which lists it with the patient's other
 * prescriptions and lets an order of its medicines meet the prescription rule without an upload.
 */
export const ePrescriptions = pgTable(
  'e_prescriptions',
  {
    id: text('id').primaryKey(),
    callId: text('call_id')
      .notNull()
      .references(() => calls.id, { onDelete: 'cascade' }),
    prescriptionId: text('prescription_id')
      .notNull()
      .references(() => prescriptions.id, { onDelete: 'cascade' }),
    doctorId: text('doctor_id')
      .notNull()
      .references(() => doctors.id),
    patientId: text('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    doctorName: text('doctor_name').notNull(),
    doctorQualification: text('doctor_qualification').notNull(),
    doctorRegistration: text('doctor_registration').notNull(),
    doctorCouncil: text('doctor_council').notNull(),
    patientName: text('patient_name').notNull(),
    callType: text('call_type').notNull(),
    diagnosis: text('diagnosis'),
    advice: text('advice'),
    followUpDate: date('follow_up_date', { mode: 'string' }),
    issuedAt: at('issued_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('e_prescriptions_call_unique').on(t.callId),
    uniqueIndex('e_prescriptions_prescription_unique').on(t.prescriptionId),
    index('e_prescriptions_patient_idx').on(t.patientId, t.issuedAt),
    index('e_prescriptions_doctor_idx').on(t.doctorId, t.issuedAt),
    check('e_prescriptions_call_type', sql`${t.callType} IN ('video', 'audio')`),
  ],
);

export const ePrescriptionItems = pgTable(
  'e_prescription_items',
  {
    id: serial('id').primaryKey(),
    ePrescriptionId: text('e_prescription_id')
      .notNull()
      .references(() => ePrescriptions.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    /** The medicine as it was when prescribed (the catalogue may change later). */
    name: text('name').notNull(),
    saltComposition: text('salt_composition'),
    schedule: text('schedule').notNull(),
    dose: text('dose').notNull(),
    frequency: text('frequency').notNull(),
    durationDays: smallint('duration_days').notNull(),
    instructions: text('instructions'),
    /** Packs to order. */
    quantity: smallint('quantity').notNull(),
  },
  (t) => [
    uniqueIndex('e_prescription_items_position').on(t.ePrescriptionId, t.position),
    check('e_prescription_items_schedule', sql`${t.schedule} IN ('OTC', 'H', 'H1')`),
    check('e_prescription_items_duration', sql`${t.durationDays} BETWEEN 1 AND 365`),
    check('e_prescription_items_quantity', sql`${t.quantity} BETWEEN 1 AND 20`),
  ],
);

/** Lab tests or packages the doctor advised; 'Book these tests' fills the patient's lab-test cart. */
export const ePrescriptionLabTests = pgTable(
  'e_prescription_lab_tests',
  {
    ePrescriptionId: text('e_prescription_id')
      .notNull()
      .references(() => ePrescriptions.id, { onDelete: 'cascade' }),
    itemId: text('item_id')
      .notNull()
      .references(() => labItems.id),
    position: smallint('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.ePrescriptionId, t.itemId] })],
);
