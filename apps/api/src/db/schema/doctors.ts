// Doctors, clinics, schedules, appointments, reviews, favourites, receptionists and vitals.
// Exclusion constraints (no overlapping appointments per doctor and per patient, no overlapping hours or
// leave) and the rating trigger live in the custom migration "appointments-exclusion-and-rating".
import { DEFAULT_BOOKING_BEFORE_HOURS, DEFAULT_SLOT_MINUTES } from '@arogya/contracts/constants';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { familyMembers } from './health-card.ts';
import { users } from './users.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const departments = pgTable('departments', {
  id: text('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** The name on Hindi pages (docs/product-rules.md#languages); null where Hindi writes it as English does. */
  nameHi: text('name_hi'),
});

export const specialties = pgTable(
  'specialties',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull().unique(),
    /** The name on Hindi pages (docs/product-rules.md#languages); null where Hindi writes it as English does. */
    nameHi: text('name_hi'),
    icon: text('icon').notNull(),
    description: text('description').notNull(),
    /** The description on Hindi pages (docs/product-rules.md#languages); null: the English one is shown. */
    descriptionHi: text('description_hi'),
    departmentId: text('department_id')
      .notNull()
      .references(() => departments.id),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Doctors in this specialty, kept on write by statement triggers on doctors (docs/product-rules.md#catalogue-counts). */
    doctorCount: integer('doctor_count').notNull().default(0),
  },
  (t) => [index('specialties_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`)],
);

/** Words a patient may type (specialty names, 'cardiologist', 'fever', 'chest pain', city aliases). */
export const searchTerms = pgTable(
  'search_terms',
  {
    id: serial('id').primaryKey(),
    term: text('term').notNull(),
    kind: text('kind').notNull(),
    /** A symptom's Hindi name, shown among the common symptoms of Hindi pages (docs/product-rules.md#languages). */
    nameHi: text('name_hi'),
    specialtyId: text('specialty_id').references(() => specialties.id, { onDelete: 'cascade' }),
    city: text('city'),
  },
  (t) => [
    index('search_terms_term_trgm').using('gin', sql`${t.term} gin_trgm_ops`),
    check('search_terms_kind', sql`${t.kind} IN ('specialty', 'symptom', 'city')`),
    check('search_terms_target', sql`(${t.specialtyId} IS NULL) <> (${t.city} IS NULL)`),
  ],
);

export const clinics = pgTable(
  'clinics',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    area: text('area').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pinCode: text('pin_code').notNull(),
    phone: text('phone').notNull(),
  },
  (t) => [
    index('clinics_city_idx').on(t.city),
    check('clinics_pin_code', sql`${t.pinCode} ~ '^[1-9][0-9]{5}$'`),
    check('clinics_phone', sql`${t.phone} ~ '^[6-9][0-9]{9}$'`),
  ],
);

export const doctors = pgTable(
  'doctors',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    gender: text('gender').notNull(),
    dob: date('dob', { mode: 'string' }).notNull(),
    specialtyId: text('specialty_id')
      .notNull()
      .references(() => specialties.id),
    clinicId: text('clinic_id')
      .notNull()
      .references(() => clinics.id),
    /**
     * The clinic's city, kept equal to it by triggers on doctors and clinics (migration doctor-city), so a
     * listing by city and specialty is one index range (docs/bench.md#india-size). Never written directly.
     */
    city: text('city').notNull().default(''),
    experienceYears: integer('experience_years').notNull(),
    feePaise: integer('fee_paise').notNull(),
    qualification: text('qualification').notNull(),
    education: jsonb('education').notNull().default(sql`'[]'::jsonb`),
    experienceHistory: jsonb('experience_history').notNull().default(sql`'[]'::jsonb`),
    languages: text('languages').array().notNull(),
    registrationNumber: text('registration_number').notNull(),
    registrationCouncil: text('registration_council').notNull(),
    registrationYear: smallint('registration_year'),
    /**
     * When an admin checked the registration with the council, and who (docs/product-rules.md#doctor-onboarding).
     * Null: not checked yet, so not listed publicly. Rows inserted any other way than the admin's onboarding
     * (the seeded doctors) count as checked when inserted.
     */
    registrationVerifiedAt: timestamp('registration_verified_at', { withTimezone: true }).defaultNow(),
    registrationVerifiedBy: text('registration_verified_by').references(() => users.id, {
      onDelete: 'set null',
    }),
    consultationTypes: text('consultation_types').array().notNull(),
    about: text('about').notNull(),
    bookingBeforeHours: integer('booking_before_hours').notNull().default(DEFAULT_BOOKING_BEFORE_HOURS),
    /** Kept by a trigger on reviews: the real average, null when there is none. */
    ratingAvg: numeric('rating_avg', { precision: 3, scale: 2, mode: 'number' }),
    reviewCount: integer('review_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('doctors_user_unique').on(t.userId),
    uniqueIndex('doctors_registration_unique').on(t.registrationCouncil, t.registrationNumber),
    index('doctors_specialty_idx').on(t.specialtyId),
    index('doctors_clinic_idx').on(t.clinicId),
    index('doctors_gender_idx').on(t.gender),
    index('doctors_fee_idx').on(t.feePaise),
    index('doctors_experience_idx').on(t.experienceYears),
    index('doctors_rating_idx').on(sql`${t.ratingAvg} DESC NULLS LAST`),
    index('doctors_consultation_types_gin').using('gin', t.consultationTypes),
    index('doctors_languages_gin').using('gin', t.languages),
    index('doctors_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
    index('doctors_unverified_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.registrationVerifiedAt} IS NULL`),
    // India size (docs/bench.md#india-size): a specialty's doctors in each sort's order, read a page at a time.
    index('doctors_specialty_rating_idx').on(
      t.specialtyId,
      sql`${t.ratingAvg} DESC NULLS LAST`,
      sql`${t.reviewCount} DESC`,
      t.id,
    ),
    index('doctors_relevance_idx').on(
      sql`${t.ratingAvg} DESC NULLS LAST`,
      sql`${t.reviewCount} DESC`,
      sql`${t.experienceYears} DESC`,
      t.id,
    ),
    // Each sort's full order (ties by id), so a filtered page stops early instead of sorting a tie group.
    index('doctors_fee_order_idx').on(t.feePaise, t.id),
    index('doctors_fee_desc_order_idx').on(sql`${t.feePaise} DESC`, t.id),
    index('doctors_experience_order_idx').on(sql`${t.experienceYears} DESC`, t.id),
    index('doctors_rating_order_idx').on(
      sql`${t.ratingAvg} DESC NULLS LAST`,
      sql`${t.reviewCount} DESC`,
      t.id,
    ),
    index('doctors_specialty_fee_idx').on(t.specialtyId, t.feePaise, t.id),
    index('doctors_specialty_experience_idx').on(t.specialtyId, sql`${t.experienceYears} DESC`, t.id),
    // The listing's capped total (up to 1,001 rows, lib/capped-total.ts) for a city, a specialty or both:
    // listed doctors only, so counting is an index-only scan instead of a walk over the table checking each
    // row's registration (Mumbai: 27 ms -> 1 ms at India size, modules/doctors/QUERY-PLANS.md).
    index('doctors_listed_city_specialty_idx')
      .on(t.city, t.specialtyId)
      .where(sql`${t.registrationVerifiedAt} IS NOT NULL`),
    index('doctors_listed_specialty_idx')
      .on(t.specialtyId)
      .where(sql`${t.registrationVerifiedAt} IS NOT NULL`),
    // A city's doctors, and a city's doctors of one specialty, in each sort's full order.
    index('doctors_city_fee_idx').on(t.city, t.feePaise, t.id),
    index('doctors_city_fee_desc_idx').on(t.city, sql`${t.feePaise} DESC`, t.id),
    index('doctors_city_experience_idx').on(t.city, sql`${t.experienceYears} DESC`, t.id),
    index('doctors_city_rating_idx').on(
      t.city,
      sql`${t.ratingAvg} DESC NULLS LAST`,
      sql`${t.reviewCount} DESC`,
      t.id,
    ),
    index('doctors_city_relevance_idx').on(
      t.city,
      sql`${t.ratingAvg} DESC NULLS LAST`,
      sql`${t.reviewCount} DESC`,
      sql`${t.experienceYears} DESC`,
      t.id,
    ),
    index('doctors_city_specialty_fee_idx').on(t.city, t.specialtyId, t.feePaise, t.id),
    index('doctors_city_specialty_fee_desc_idx').on(t.city, t.specialtyId, sql`${t.feePaise} DESC`, t.id),
    index('doctors_city_specialty_experience_idx').on(
      t.city,
      t.specialtyId,
      sql`${t.experienceYears} DESC`,
      t.id,
    ),
    index('doctors_city_specialty_rating_idx').on(
      t.city,
      t.specialtyId,
      sql`${t.ratingAvg} DESC NULLS LAST`,
      sql`${t.reviewCount} DESC`,
      t.id,
    ),
    index('doctors_city_specialty_relevance_idx').on(
      t.city,
      t.specialtyId,
      sql`${t.ratingAvg} DESC NULLS LAST`,
      sql`${t.reviewCount} DESC`,
      sql`${t.experienceYears} DESC`,
      t.id,
    ),
    check('doctors_gender', sql`${t.gender} IN ('male', 'female', 'other')`),
    check('doctors_fee', sql`${t.feePaise} >= 0`),
    check('doctors_experience', sql`${t.experienceYears} >= 0`),
    check('doctors_booking_before', sql`${t.bookingBeforeHours} BETWEEN 0 AND 168`),
    check(
      'doctors_consultation_types',
      sql`cardinality(${t.consultationTypes}) > 0 AND ${t.consultationTypes} <@ ARRAY['in-person', 'video', 'audio']::text[]`,
    ),
  ],
);

/** Weekly hours: minutes after local (IST) midnight; 0 = Sunday. Overlaps are excluded by constraint. */
/**
 * Listed doctors by city and specialty, kept on write by the doctors' count triggers (migration
 * doctor-listing-counts): a listing filtered by city, specialty, both or neither takes its exact total from
 * here instead of counting index entries (docs/product-rules.md#catalogue-counts).
 */
export const doctorCounts = pgTable(
  'doctor_counts',
  {
    city: text('city').notNull(),
    specialtyId: text('specialty_id')
      .notNull()
      .references(() => specialties.id),
    n: integer('n').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.city, t.specialtyId] }),
    index('doctor_counts_specialty_idx').on(t.specialtyId),
    check('doctor_counts_n', sql`${t.n} >= 0`),
  ],
);

export const doctorSchedules = pgTable(
  'doctor_schedules',
  {
    id: serial('id').primaryKey(),
    doctorId: text('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    startMinute: smallint('start_minute').notNull(),
    endMinute: smallint('end_minute').notNull(),
    slotMinutes: smallint('slot_minutes').notNull().default(DEFAULT_SLOT_MINUTES),
  },
  (t) => [
    index('doctor_schedules_doctor_idx').on(t.doctorId, t.weekday),
    check('doctor_schedules_weekday', sql`${t.weekday} BETWEEN 0 AND 6`),
    check(
      'doctor_schedules_hours',
      sql`0 <= ${t.startMinute} AND ${t.startMinute} < ${t.endMinute} AND ${t.endMinute} <= 1440`,
    ),
    check('doctor_schedules_slot', sql`${t.slotMinutes} BETWEEN 5 AND 240`),
  ],
);

/** Leave periods as IST calendar dates, both ends inclusive. */
export const doctorLeaves = pgTable(
  'doctor_leaves',
  {
    id: text('id').primaryKey(),
    doctorId: text('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('doctor_leaves_doctor_idx').on(t.doctorId, t.endDate),
    check('doctor_leaves_range', sql`${t.startDate} <= ${t.endDate}`),
  ],
);

/** The number part of an appointment's booking number (APT-<year>-<number>). */
export const appointmentNumberSeq = pgSequence('appointment_number_seq', { startWith: 1001, increment: 1 });

export const appointments = pgTable(
  'appointments',
  {
    id: text('id').primaryKey(),
    /**
     * APT-<year>-<number>, the reference a patient quotes (the confirmation, My Appointments, the desks):
     * the year of booking (IST) and the sequence, six digits at least, given by the database on insert.
     */
    bookingNumber: text('booking_number')
      .notNull()
      .unique()
      // The function (migration appointment-booking-number) draws the number from appointment_number_seq.
      .default(sql`next_appointment_number()`),
    doctorId: text('doctor_id')
      .notNull()
      .references(() => doctors.id),
    patientId: text('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    consultationType: text('consultation_type').notNull(),
    status: text('status').notNull().default('booked'),
    patientName: text('patient_name').notNull(),
    patientPhone: text('patient_phone').notNull(),
    patientAge: smallint('patient_age'),
    patientGender: text('patient_gender'),
    /** The family member it is for; null when for the account holder (docs/product-rules.md#family-members-and-the-health-card). */
    familyMemberId: text('family_member_id').references(() => familyMembers.id),
    /**
     * 'self' for the account holder; 'other' for a family member or someone else booked by name, who is not
     * the holder and spends none of the holder's card benefits (as lab_bookings.patient_for; lib/person.ts).
     */
    patientFor: text('patient_for').notNull().default('self'),
    reason: text('reason'),
    feePaise: integer('fee_paise').notNull(),
    /** The part of the fee the health card pays (a free consultation): the patient owes fee minus this. */
    cardBenefitPaise: integer('card_benefit_paise').notNull().default(0),
    /**
     * docs/product-rules.md#payments: not_required (nothing to pay online: free, or no online payment here),
     * pay_at_clinic, or paid online: awaiting_payment -> paid (not_paid when the hold ends) -> refund_*.
     */
    paymentStatus: text('payment_status').notNull().default('not_required'),
    paymentId: text('payment_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    rescheduleCount: smallint('reschedule_count').notNull().default(0),
    bookedById: text('booked_by_id'),
    bookedVia: text('booked_via').notNull().default('online'),
    followUpOf: text('follow_up_of'),
    notes: text('notes'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledById: text('cancelled_by_id'),
    cancelReason: text('cancel_reason'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('appointments_doctor_starts_idx').on(t.doctorId, t.startsAt),
    index('appointments_patient_starts_idx').on(t.patientId, t.startsAt),
    index('appointments_family_member_idx').on(t.familyMemberId).where(sql`${t.familyMemberId} IS NOT NULL`),
    // The admin dashboard's bookings per day.
    index('appointments_created_idx').on(t.createdAt),
    check('appointments_range', sql`${t.startsAt} < ${t.endsAt}`),
    check('appointments_status', sql`${t.status} IN ('booked', 'completed', 'cancelled', 'no-show')`),
    check('appointments_type', sql`${t.consultationType} IN ('in-person', 'video', 'audio')`),
    check('appointments_via', sql`${t.bookedVia} IN ('online', 'desk', 'instant')`),
    check('appointments_patient_for', sql`${t.patientFor} IN ('self', 'other')`),
    check(
      'appointments_payment_status',
      sql`${t.paymentStatus} IN ('not_required', 'pay_at_clinic', 'awaiting_payment', 'paid', 'not_paid', 'refund_pending', 'refunded', 'refund_failed')`,
    ),
    check(
      'appointments_awaiting_payment_holds',
      sql`${t.paymentStatus} <> 'awaiting_payment' OR ${t.holdExpiresAt} IS NOT NULL`,
    ),
    index('appointments_hold_idx').on(t.holdExpiresAt).where(sql`${t.paymentStatus} = 'awaiting_payment'`),
    check('appointments_reschedules', sql`${t.rescheduleCount} >= 0`),
    check('appointments_fee', sql`${t.feePaise} >= 0`),
    check(
      'appointments_gender',
      sql`${t.patientGender} IS NULL OR ${t.patientGender} IN ('male', 'female', 'other')`,
    ),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: text('id').primaryKey(),
    appointmentId: text('appointment_id')
      .notNull()
      .references(() => appointments.id, { onDelete: 'cascade' }),
    doctorId: text('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    patientId: text('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reviews_appointment_unique').on(t.appointmentId),
    index('reviews_doctor_idx').on(t.doctorId, t.createdAt),
    check('reviews_rating', sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);

export const favouriteDoctors = pgTable(
  'favourite_doctors',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    doctorId: text('doctor_id')
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.doctorId] })],
);

/** A receptionist works at one clinic. */
export const receptionists = pgTable('receptionists', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  clinicId: text('clinic_id')
    .notNull()
    .references(() => clinics.id),
  createdAt: createdAt(),
});

export const vitals = pgTable(
  'vitals',
  {
    id: text('id').primaryKey(),
    patientId: text('patient_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clinicId: text('clinic_id').references(() => clinics.id),
    appointmentId: text('appointment_id').references(() => appointments.id, { onDelete: 'set null' }),
    /** The family member they were taken of (their appointment's member); null for the account holder. */
    familyMemberId: text('family_member_id').references(() => familyMembers.id),
    /** 'self' for the account holder; 'other' when taken at an appointment for someone else (lib/person.ts). */
    patientFor: text('patient_for').notNull().default('self'),
    recordedById: text('recorded_by_id'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    systolic: smallint('systolic'),
    diastolic: smallint('diastolic'),
    pulse: smallint('pulse'),
    temperatureC: numeric('temperature_c', { precision: 4, scale: 1, mode: 'number' }),
    spo2: smallint('spo2'),
    respiratoryRate: smallint('respiratory_rate'),
    weightKg: numeric('weight_kg', { precision: 5, scale: 2, mode: 'number' }),
    heightCm: numeric('height_cm', { precision: 4, scale: 1, mode: 'number' }),
    notes: text('notes'),
  },
  (t) => [
    index('vitals_patient_idx').on(t.patientId, t.recordedAt),
    check(
      'vitals_bp',
      sql`(${t.systolic} IS NULL) = (${t.diastolic} IS NULL) AND (${t.systolic} IS NULL OR ${t.systolic} > ${t.diastolic})`,
    ),
    check('vitals_patient_for', sql`${t.patientFor} IN ('self', 'other')`),
    check('vitals_systolic', sql`${t.systolic} BETWEEN 50 AND 260`),
    check('vitals_diastolic', sql`${t.diastolic} BETWEEN 30 AND 160`),
    check('vitals_pulse', sql`${t.pulse} BETWEEN 25 AND 250`),
    check('vitals_temperature', sql`${t.temperatureC} BETWEEN 30 AND 45`),
    check('vitals_spo2', sql`${t.spo2} BETWEEN 50 AND 100`),
    check('vitals_respiratory', sql`${t.respiratoryRate} BETWEEN 4 AND 60`),
    check('vitals_weight', sql`${t.weightKg} BETWEEN 0.5 AND 350`),
    check('vitals_height', sql`${t.heightCm} BETWEEN 30 AND 250`),
  ],
);
