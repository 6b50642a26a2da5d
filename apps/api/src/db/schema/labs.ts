// Lab tests and health packages, their parameters and reference ranges, partner labs (pin codes they collect
// from, their menu and prices, collection capacity), home-collection bookings with their items, events,
// results and report file (docs/product-rules.md#lab-tests). Money is integer paise.
// A slot never takes more bookings than its capacity: each (lab, date, slot) has a counter row whose
// `booked` is raised in the booking transaction by a conditional upsert, and CHECK (booked <= capacity)
// is the database's last word whatever the timing of concurrent bookings.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
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
import { serviceablePinCodes } from './pharmacy.ts';
import { users } from './users.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true });

export const labBookingNumberSeq = pgSequence('lab_booking_number_seq', { startWith: 1001, increment: 1 });

/**
 * A test or a package (type). `search_text` holds the name, the names people search by and the parameter
 * names, lower-cased, for the trigram index. `from_price_paise` and `lab_count` are the cheapest active
 * partner price and how many labs offer it, kept in step with the menus (listing filters and sorts use them).
 */
export const labItems = pgTable(
  'lab_items',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    code: text('code').notNull().unique(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    /** The name on Hindi pages (docs/product-rules.md#languages); null where Hindi writes it as English does. */
    nameHi: text('name_hi'),
    aliases: text('aliases').array().notNull().default(sql`ARRAY[]::text[]`),
    /** The names people search by as a Hindi page shows them ('शुगर टेस्ट'; abbreviations such as 'CBC' kept);
     * null: the English shows. The search matches the English `aliases` (search_text) and reads Hindi words as
     * English through search_synonyms. */
    aliasesHi: text('aliases_hi').array(),
    searchText: text('search_text').notNull(),
    /** The Hindi name and the Hindi names people search by, lower-cased, for the Hindi lab desk's menu search
     * (its trigram index; modules/labs/QUERY-PLANS.md#the-lab-desks-menu); written by the database. */
    searchTextHi: text('search_text_hi').generatedAlwaysAs(sql`lab_hindi_search_text(name_hi, aliases_hi)`),
    category: text('category').notNull(),
    summary: text('summary').notNull(),
    /** The summary on Hindi pages (docs/product-rules.md#languages); null: the English shows. */
    summaryHi: text('summary_hi'),
    description: text('description').notNull(),
    /** The description on Hindi pages (docs/product-rules.md#languages); null: the English shows. */
    descriptionHi: text('description_hi'),
    whyTaken: text('why_taken').notNull(),
    /** Why doctors ask for it, on Hindi pages; null: the English shows. */
    whyTakenHi: text('why_taken_hi'),
    sampleTypes: text('sample_types').array().notNull(),
    fastingHours: smallint('fasting_hours').notNull().default(0),
    preparation: text('preparation').notNull(),
    /** The preparation on Hindi pages; null: the English shows. */
    preparationHi: text('preparation_hi'),
    turnaroundHours: smallint('turnaround_hours').notNull(),
    mrpPaise: integer('mrp_paise').notNull(),
    fromPricePaise: integer('from_price_paise'),
    labCount: integer('lab_count').notNull().default(0),
    parameterCount: integer('parameter_count').notNull().default(0),
    testCount: integer('test_count').notNull().default(1),
    popular: boolean('popular').notNull().default(false),
    popularity: integer('popularity').notNull().default(0),
    faqs: jsonb('faqs').$type<{ question: string; answer: string }[]>().notNull().default(sql`'[]'::jsonb`),
    /** The FAQs on Hindi pages, in the same order; null: the English shows. */
    faqsHi: jsonb('faqs_hi').$type<{ question: string; answer: string }[]>(),
    createdAt: createdAt(),
  },
  (t) => [
    // The listing without a type (GET /api/v1/labs/testList, most booked first): a page without a sort.
    // Plain DESC as the queries order: Drizzle's .desc() writes DESC NULLS LAST, which ORDER BY popularity
    // DESC cannot use (every popularity-ordered page sorted its rows).
    index('lab_items_popularity_idx').on(sql`${t.popularity} DESC`, t.id),
    index('lab_items_type_popularity_idx').on(t.type, sql`${t.popularity} DESC`, t.id),
    index('lab_items_category_popularity_idx').on(t.category, t.type, sql`${t.popularity} DESC`, t.id),
    index('lab_items_type_price_idx').on(t.type, t.fromPricePaise, t.id),
    index('lab_items_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // The lab desk's menu (modules/labs/QUERY-PLANS.md#the-lab-desks-menu): its search in Hindi, and its order
    // in English and in Hindi (the "hindi" ICU collation, Intl.Collator('hi') order).
    index('lab_items_search_hi_trgm').using('gin', sql`${t.searchTextHi} gin_trgm_ops`),
    index('lab_items_type_name_idx').on(t.type, t.name, t.id),
    index('lab_items_type_name_hi_idx').on(
      t.type,
      sql`(coalesce(${t.nameHi}, ${t.name}) collate "hindi")`,
      t.id,
    ),
    check('lab_items_type', sql`${t.type} IN ('test', 'package')`),
    check('lab_items_fasting', sql`${t.fastingHours} BETWEEN 0 AND 16`),
    check('lab_items_mrp', sql`${t.mrpPaise} > 0`),
    check('lab_items_from_price', sql`${t.fromPricePaise} IS NULL OR ${t.fromPricePaise} <= ${t.mrpPaise}`),
  ],
);

/** A parameter a test measures (a package measures its tests' parameters). */
export const labParameters = pgTable(
  'lab_parameters',
  {
    id: text('id').primaryKey(),
    testId: text('test_id')
      .notNull()
      .references(() => labItems.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** The name on Hindi pages and reports ('हीमोग्लोबिन'; abbreviations such as 'HbA1c' kept); null: Hindi
     * prints it as English does, and the English shows. */
    nameHi: text('name_hi'),
    unit: text('unit').notNull(),
    valueType: text('value_type').notNull().default('numeric'),
    normalText: text('normal_text'),
    /** The normal answer on Hindi pages ('नेगेटिव'); null: the English shows. */
    normalTextHi: text('normal_text_hi'),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [
    index('lab_parameters_test_idx').on(t.testId, t.sortOrder),
    index('lab_parameters_code_idx').on(t.code),
    check('lab_parameters_value_type', sql`${t.valueType} IN ('numeric', 'text')`),
  ],
);

/** Reference interval of a parameter by sex (null = everyone) and age band (min <= age < max). */
export const labReferenceRanges = pgTable(
  'lab_reference_ranges',
  {
    id: serial('id').primaryKey(),
    parameterId: text('parameter_id')
      .notNull()
      .references(() => labParameters.id, { onDelete: 'cascade' }),
    sex: text('sex'),
    ageMinYears: smallint('age_min_years').notNull().default(0),
    ageMaxYears: smallint('age_max_years'),
    low: doublePrecision('low'),
    high: doublePrecision('high'),
    criticalLow: doublePrecision('critical_low'),
    criticalHigh: doublePrecision('critical_high'),
    text: text('text').notNull(),
    /** The text on Hindi pages, its words in Hindi ('4.0 - 5.6 % (5.7 - 6.4 प्री-डायबिटीज)'); null: the English
     * shows (numbers and units alone read the same). */
    textHi: text('text_hi'),
  },
  (t) => [
    index('lab_reference_ranges_parameter_idx').on(t.parameterId),
    check('lab_reference_ranges_sex', sql`${t.sex} IS NULL OR ${t.sex} IN ('male', 'female')`),
    check('lab_reference_ranges_bounds', sql`${t.low} IS NULL OR ${t.high} IS NULL OR ${t.low} <= ${t.high}`),
  ],
);

/**
 * The search's terms (modules/labs/QUERY-PLANS.md#search): every distinct name, alias, parameter name and
 * package test name of the catalogue, short strings the trigram index matches a typed word against, kept
 * from lab_items.search_text (' | ' between terms) by a trigger (migration lab-search-terms).
 */
export const labSearchTerms = pgTable('lab_search_terms', { term: text('term').primaryKey() }, (t) => [
  index('lab_search_terms_trgm').using('gin', sql`${t.term} gin_trgm_ops`),
]);

/** Which items carry a term. */
export const labItemTerms = pgTable(
  'lab_item_terms',
  {
    term: text('term').notNull(),
    itemId: text('item_id')
      .notNull()
      .references(() => labItems.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.term, t.itemId] }), index('lab_item_terms_item_idx').on(t.itemId)],
);

export const labPackageTests = pgTable(
  'lab_package_tests',
  {
    packageId: text('package_id')
      .notNull()
      .references(() => labItems.id, { onDelete: 'cascade' }),
    testId: text('test_id')
      .notNull()
      .references(() => labItems.id),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.testId] }), index('lab_package_tests_test_idx').on(t.testId)],
);

/** A partner lab; `user_id` is its desk account (role lab). */
export const labs = pgTable(
  'labs',
  {
    id: text('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    nablNumber: text('nabl_number').notNull().unique(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pinCode: text('pin_code').notNull(),
    phone: text('phone').notNull(),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }),
    collectionCapacityPerSlot: smallint('collection_capacity_per_slot').notNull(),
    reportsDelivered: integer('reports_delivered').notNull().default(0),
    /** Active lines of the lab's menu and pin codes it collects at, kept by statement triggers on lab_menu and
     * lab_pin_codes (migration 0039): a lab card shows them without counting a menu of thousands per request. */
    menuCount: integer('menu_count').notNull().default(0),
    pinCount: integer('pin_count').notNull().default(0),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('labs_user_unique').on(t.userId),
    index('labs_city_reports_idx').on(t.city, sql`${t.reportsDelivered} DESC`),
    index('labs_reports_idx').on(sql`${t.reportsDelivered} DESC`, t.id),
    check('labs_capacity', sql`${t.collectionCapacityPerSlot} BETWEEN 1 AND 100`),
    check('labs_phone', sql`${t.phone} ~ '^[6-9][0-9]{9}$'`),
  ],
);

/** Pin codes a lab collects samples from (a subset of the serviceable pin codes). */
export const labPinCodes = pgTable(
  'lab_pin_codes',
  {
    labId: text('lab_id')
      .notNull()
      .references(() => labs.id, { onDelete: 'cascade' }),
    pinCode: text('pin_code')
      .notNull()
      .references(() => serviceablePinCodes.pinCode),
  },
  (t) => [primaryKey({ columns: [t.labId, t.pinCode] }), index('lab_pin_codes_pin_idx').on(t.pinCode)],
);

/** A lab's price for a test or package it runs; inactive = taken off its menu. */
export const labMenu = pgTable(
  'lab_menu',
  {
    labId: text('lab_id')
      .notNull()
      .references(() => labs.id, { onDelete: 'cascade' }),
    itemId: text('item_id')
      .notNull()
      .references(() => labItems.id, { onDelete: 'cascade' }),
    pricePaise: integer('price_paise').notNull(),
    active: boolean('active').notNull().default(true),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.labId, t.itemId] }),
    index('lab_menu_item_price_idx').on(t.itemId, t.pricePaise).where(sql`${t.active}`),
    check('lab_menu_price', sql`${t.pricePaise} > 0`),
  ],
);

/**
 * What a test or package costs at a pin code: the lowest price among the partner labs that collect there and
 * run it, and how many they are (docs/product-rules.md#lab-tests). Kept on write by statement triggers on
 * lab_menu and lab_pin_codes (migration lab-pin-prices): a listing priced for a visitor's pin code reads one
 * row per item, never the labs' menus (66 labs of ~1,000 lines each per pin code at India size). No row: no
 * lab collects it there.
 */
export const labPinPrices = pgTable(
  'lab_pin_prices',
  {
    pinCode: text('pin_code').notNull(),
    itemId: text('item_id')
      .notNull()
      .references(() => labItems.id, { onDelete: 'cascade' }),
    fromPricePaise: integer('from_price_paise').notNull(),
    labCount: integer('lab_count').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.pinCode, t.itemId] }),
    index('lab_pin_prices_price_idx').on(t.pinCode, t.fromPricePaise, t.itemId),
  ],
);

/** Collections booked in one slot of one lab; created by the first booking of the slot. */
export const labSlotCounters = pgTable(
  'lab_slot_counters',
  {
    labId: text('lab_id')
      .notNull()
      .references(() => labs.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    slot: text('slot').notNull(),
    capacity: smallint('capacity').notNull(),
    booked: smallint('booked').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.labId, t.date, t.slot] }),
    check('lab_slot_counters_capacity', sql`${t.booked} >= 0 AND ${t.booked} <= ${t.capacity}`),
  ],
);

export type CollectionAddressSnapshot = {
  name: string;
  phone: string;
  line1: string;
  line2: string | null;
  landmark: string | null;
  city: string;
  state: string;
  pinCode: string;
};

export const labBookings = pgTable(
  'lab_bookings',
  {
    id: text('id').primaryKey(),
    orderNumber: text('order_number').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    labId: text('lab_id')
      .notNull()
      .references(() => labs.id),
    status: text('status').notNull().default('booked'),
    patientFor: text('patient_for').notNull(),
    patientName: text('patient_name').notNull(),
    patientAge: smallint('patient_age').notNull(),
    patientSex: text('patient_sex').notNull(),
    /** The collection address as it was when booking. */
    address: jsonb('address').$type<CollectionAddressSnapshot>().notNull(),
    pinCode: text('pin_code').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    slot: text('slot').notNull(),
    slotStartsAt: at('slot_starts_at').notNull(),
    subtotalPaise: integer('subtotal_paise').notNull(),
    mrpTotalPaise: integer('mrp_total_paise').notNull(),
    /** Health card line: % off, or the whole package for a free checkup. */
    cardDiscountPaise: integer('card_discount_paise').notNull().default(0),
    /** The family member it is for; null when for the account holder. */
    familyMemberId: text('family_member_id').references(() => familyMembers.id),
    totalPaise: integer('total_paise').notNull(),
    paymentMethod: text('payment_method').notNull(),
    paymentStatus: text('payment_status').notNull().default('pending'),
    /** Paid online (docs/product-rules.md#payments): the payment that paid it, when, and the slot's hold. */
    paymentId: text('payment_id'),
    paidAt: at('paid_at'),
    holdExpiresAt: at('hold_expires_at'),
    fastingHours: smallint('fasting_hours').notNull().default(0),
    preparation: text('preparation').array().notNull().default(sql`ARRAY[]::text[]`),
    /** The same lines in Hindi (each item's Hindi name and preparation where it has them), shown on Hindi pages
     * and in Hindi messages; null: the English shows. */
    preparationHi: text('preparation_hi').array(),
    phlebotomistName: text('phlebotomist_name'),
    phlebotomistPhone: text('phlebotomist_phone'),
    sampleBarcode: text('sample_barcode'),
    sampleCollectedAt: at('sample_collected_at'),
    cancelReason: text('cancel_reason'),
    cancelledBy: text('cancelled_by'),
    cancelledAt: at('cancelled_at'),
    rescheduleCount: smallint('reschedule_count').notNull().default(0),
    reportReadyAt: at('report_ready_at'),
    reportFileKey: text('report_file_key'),
    reportFileName: text('report_file_name'),
    reportSizeBytes: integer('report_size_bytes'),
    reportUploadedAt: at('report_uploaded_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('lab_bookings_user_created_idx').on(t.userId, sql`${t.createdAt} DESC`, t.id),
    index('lab_bookings_lab_date_idx').on(t.labId, t.date, t.slot),
    uniqueIndex('lab_bookings_barcode_unique').on(t.labId, t.sampleBarcode),
    check(
      'lab_bookings_status',
      sql`${t.status} IN ('booked', 'phlebotomist_assigned', 'sample_collected', 'processing', 'report_ready', 'cancelled')`,
    ),
    // Removing a family member checks no booking names them (else they are archived).
    index('lab_bookings_family_member_idx').on(t.familyMemberId).where(sql`${t.familyMemberId} IS NOT NULL`),
    check('lab_bookings_patient_for', sql`${t.patientFor} IN ('self', 'other')`),
    check('lab_bookings_patient_sex', sql`${t.patientSex} IN ('male', 'female')`),
    check('lab_bookings_payment_method', sql`${t.paymentMethod} IN ('pay_at_collection', 'online')`),
    check(
      'lab_bookings_payment_status',
      sql`${t.paymentStatus} IN ('pending', 'awaiting_payment', 'paid', 'not_paid', 'refund_pending', 'refunded', 'refund_failed', 'void')`,
    ),
    check(
      'lab_bookings_awaiting_payment_holds',
      sql`${t.paymentStatus} <> 'awaiting_payment' OR ${t.holdExpiresAt} IS NOT NULL`,
    ),
    index('lab_bookings_hold_idx').on(t.holdExpiresAt).where(sql`${t.paymentStatus} = 'awaiting_payment'`),
    check(
      'lab_bookings_cancelled_by',
      sql`${t.cancelledBy} IS NULL OR ${t.cancelledBy} IN ('patient', 'lab', 'system')`,
    ),
    check(
      'lab_bookings_totals',
      sql`${t.subtotalPaise} > 0 AND ${t.mrpTotalPaise} >= ${t.subtotalPaise} AND ${t.cardDiscountPaise} BETWEEN 0 AND ${t.subtotalPaise} AND ${t.totalPaise} = ${t.subtotalPaise} - ${t.cardDiscountPaise}`,
    ),
    check(
      'lab_bookings_sample_barcode',
      sql`${t.status} NOT IN ('sample_collected', 'processing', 'report_ready') OR ${t.sampleBarcode} IS NOT NULL`,
    ),
  ],
);

/** A test or package in a booking, priced at the lab's price when booked. */
export const labBookingItems = pgTable(
  'lab_booking_items',
  {
    id: serial('id').primaryKey(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => labBookings.id, { onDelete: 'cascade' }),
    itemId: text('item_id')
      .notNull()
      .references(() => labItems.id),
    kind: text('kind').notNull(),
    code: text('code').notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    pricePaise: integer('price_paise').notNull(),
    mrpPaise: integer('mrp_paise').notNull(),
    testCount: smallint('test_count').notNull(),
  },
  (t) => [
    index('lab_booking_items_booking_idx').on(t.bookingId),
    index('lab_booking_items_item_idx').on(t.itemId),
    check('lab_booking_items_prices', sql`${t.pricePaise} > 0 AND ${t.pricePaise} <= ${t.mrpPaise}`),
  ],
);

export const labBookingEvents = pgTable(
  'lab_booking_events',
  {
    id: serial('id').primaryKey(),
    bookingId: text('booking_id')
      .notNull()
      .references(() => labBookings.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    actorId: text('actor_id'),
    note: text('note'),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('lab_booking_events_booking_idx').on(t.bookingId, t.at)],
);

/** One measured value of a booking; `test_id` is the test the parameter belongs to. */
export const labResults = pgTable(
  'lab_results',
  {
    bookingId: text('booking_id')
      .notNull()
      .references(() => labBookings.id, { onDelete: 'cascade' }),
    parameterId: text('parameter_id')
      .notNull()
      .references(() => labParameters.id),
    value: text('value').notNull(),
    numericValue: doublePrecision('numeric_value'),
    flag: text('flag'),
    enteredBy: text('entered_by'),
    enteredAt: at('entered_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.bookingId, t.parameterId] }),
    index('lab_results_parameter_idx').on(t.parameterId, t.bookingId),
    check(
      'lab_results_flag',
      sql`${t.flag} IS NULL OR ${t.flag} IN ('normal', 'low', 'high', 'critical_low', 'critical_high', 'abnormal')`,
    ),
  ],
);
