// Lab tests and health packages with home sample collection, partner labs, collection slots, bookings,
// the lab partner's desk, results and reports (PRODUCT.md sections 1-3 and 7; docs/product-rules.md).
// Money: `discountPrice`/`originalPrice`/`price`/`total` are rupees (spec names, ready to display); the
// same amounts in integer paise carry a `Paise` suffix. Compute with paise, format with formatInr.
// Times: `...At` fields are UTC ISO instants; `date`/`scheduledDate` ('YYYY-MM-DD') and `start`/`end`
// ('HH:MM') are Asia/Kolkata wall-clock values.
import { z } from 'zod';
// Plain words for a check without its own message (plain-messages.ts).
import './plain-messages.ts';
import { LAB_BOOKING_MAX_ITEMS } from './constants.ts';
import { ClockTime, IsoDate, NameHi } from './doctors.ts';
import {
  type LAB_CATEGORIES,
  LAB_CATEGORY_SLUGS,
  LAB_ITEM_TYPES,
  LAB_PAGE_LIMIT,
  LAB_PRICE_BUCKET_IDS,
  LAB_SORTS,
  SAMPLE_TYPES,
} from './labs-values.ts';
import { LANGUAGES } from './languages.ts';
import { AddressInput, PinCode } from './orders.ts';
import { PaymentSummary } from './payments.ts';
import { IndianMobile, PersonName } from './users.ts';

const Id = z.string().trim().min(1).max(64);
const Page = z.coerce.number().int().min(1).max(10_000).default(1);
const limit = (fallback: number, max = 50) => z.coerce.number().int().min(1).max(max).default(fallback);
const Pagination = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  /** A search ranks at most 200 candidates: past them `total` is a floor ('200+ tests'). */
  totalIsEstimate: z.boolean().optional(),
});
const ok = <T extends z.ZodType>(result: T) =>
  z.object({ success: z.literal(true), result, message: z.string().optional() });
const paged = <T extends z.ZodType>(item: T) =>
  z.object({ success: z.literal(true), result: z.array(item), pagination: Pagination });
/** `a,b` or repeated `?x=a&x=b`: a list of ids. */
const IdList = z
  .union([z.string(), z.array(z.string())])
  .transform((v) =>
    (Array.isArray(v) ? v : [v])
      .flatMap((s) => s.split(','))
      .map((s) => s.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().max(64)).min(1, 'Choose at least one test').max(LAB_BOOKING_MAX_ITEMS));

// Catalogue.

export {
  isLabCategorySlug,
  isLabPriceBucket,
  isLabSort,
  LAB_CATEGORIES,
  LAB_CATEGORY_LABELS,
  LAB_CATEGORY_SLUGS,
  LAB_ITEM_TYPES,
  LAB_PAGE_LIMIT,
  LAB_PRICE_BUCKET_IDS,
  LAB_PRICE_BUCKETS,
  LAB_SORT_LABELS,
  LAB_SORTS,
  SAMPLE_TYPE_LABELS,
  SAMPLE_TYPES,
} from './labs-values.ts';

export const LabItemType = z.enum(LAB_ITEM_TYPES);
export type LabItemType = z.infer<typeof LabItemType>;
export type LabCategorySlug = (typeof LAB_CATEGORIES)[number]['slug'];
export const LabCategorySlug = z.enum(LAB_CATEGORY_SLUGS);
export const SampleType = z.enum(SAMPLE_TYPES);
export type SampleType = z.infer<typeof SampleType>;
export const LabPriceBucket = z.enum(LAB_PRICE_BUCKET_IDS);
export type LabPriceBucket = z.infer<typeof LabPriceBucket>;
export const LabSort = z.enum(LAB_SORTS);
export type LabSort = z.infer<typeof LabSort>;

/**
 * GET /api/v1/labs/testList: tests and packages, filtered, sorted and paged by the server. `q` searches
 * names, the names people search by ("sugar", "vit d", "T3 T4 TSH") and parameters, typo-tolerant; with
 * `q` the default order is relevance. `fasting=true` keeps items needing fasting, `false` those that do not.
 */
export const LabTestListQuery = z.object({
  q: z.string().trim().min(1).max(100).optional(),
  type: LabItemType.optional(),
  category: LabCategorySlug.optional(),
  price: LabPriceBucket.optional(),
  fasting: z.stringbool().optional(),
  sort: LabSort.optional(),
  /** The visitor's pin code: prices, price filters and sorts, and lab counts are those of the labs
   * collecting there. */
  pinCode: PinCode.optional(),
  page: Page,
  limit: limit(LAB_PAGE_LIMIT),
});
export type LabTestListQuery = z.input<typeof LabTestListQuery>;

/** GET /api/v1/labs/testList/:idOrSlug?pinCode=: prices of the labs collecting at the pin code. */
export const LabItemQuery = z.object({ pinCode: PinCode.optional() });
export type LabItemQuery = z.input<typeof LabItemQuery>;

export const LabCategoryRef = z.object({ slug: LabCategorySlug, label: z.string() });

/** A test or package card (listing, search, cart). */
export const LabItemSummary = z.object({
  id: z.string(),
  slug: z.string(),
  code: z.string(),
  type: LabItemType,
  name: z.string(),
  nameHi: NameHi,
  /** Other names people search by, e.g. 'T3 T4 TSH', 'glycated haemoglobin'. */
  aliases: z.array(z.string()),
  /** The same names as Hindi pages show them ('शुगर टेस्ट'; abbreviations such as 'CBC' as printed); null: the
   * English shows (docs/product-rules.md#languages). */
  aliasesHi: z.array(z.string()).nullable(),
  category: LabCategoryRef,
  /** One line: what it checks. */
  summary: z.string(),
  /** The same line in Hindi, shown on Hindi pages; null: the English shows (docs/product-rules.md#languages). */
  summaryHi: NameHi,
  sampleTypes: z.array(SampleType),
  /** Hours of fasting needed before collection; 0 = none. */
  fastingHours: z.number().int(),
  fastingRequired: z.boolean(),
  preparation: z.string(),
  /** Hours from collection to report. */
  turnaroundHours: z.number().int(),
  /** Lowest price among partner labs that run it ('from'), rupees; `price` is the same. */
  discountPrice: z.number(),
  price: z.number(),
  /** MRP, rupees. Equal to discountPrice when there is no discount: then show no struck price. */
  originalPrice: z.number(),
  discountPricePaise: z.number().int(),
  originalPricePaise: z.number().int(),
  /** Whole percent off MRP; 0 = no discount. */
  discount: z.number().int(),
  /** Parameters measured (a package: across its tests). */
  parameterCount: z.number().int(),
  /** Tests it holds: 1 for a test. The spec's order item `tests` count. */
  testCount: z.number().int(),
  /** Partner labs that run it; 0 = cannot be booked now (at `pinCode`, when given). */
  labCount: z.number().int(),
  /** The pin code the price and labCount are for (the labs collecting there); null: every partner lab. */
  pinCode: z.string().nullable(),
  popular: z.boolean(),
});
export type LabItemSummary = z.infer<typeof LabItemSummary>;

export const LAB_SEXES = ['male', 'female'] as const;
export const LabSex = z.enum(LAB_SEXES);

/** One reference interval; null bounds are open. Age band: ageMinYears <= age < ageMaxYears. */
export const ReferenceRange = z.object({
  /** null = applies to everyone. */
  sex: LabSex.nullable(),
  ageMinYears: z.number().int(),
  ageMaxYears: z.number().int().nullable(),
  low: z.number().nullable(),
  high: z.number().nullable(),
  /** Below criticalLow or above criticalHigh is a critical value. */
  criticalLow: z.number().nullable(),
  criticalHigh: z.number().nullable(),
  /** e.g. '4.0 - 5.6 %', '< 100 mg/dL', 'Negative'. */
  text: z.string(),
  /** The text on Hindi pages, its words in Hindi ('< 125 pg/mL (75 साल से कम)'); null: the English shows, as
   * it does where the text is numbers and units alone. */
  textHi: z.string().nullable(),
});
export type ReferenceRange = z.infer<typeof ReferenceRange>;

export const PARAMETER_VALUE_TYPES = ['numeric', 'text'] as const;
export const LabParameter = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  /** The name on Hindi pages ('हीमोग्लोबिन'; abbreviations such as HbA1c kept); null: the name shows. */
  nameHi: NameHi,
  unit: z.string(),
  valueType: z.enum(PARAMETER_VALUE_TYPES),
  /** For text values: the normal answer, e.g. 'Negative'. */
  normalText: z.string().nullable(),
  /** The normal answer on Hindi pages ('नेगेटिव'); null: the English shows. */
  normalTextHi: z.string().nullable(),
  referenceRanges: z.array(ReferenceRange),
});
export type LabParameter = z.infer<typeof LabParameter>;

export const LabFaq = z.object({ question: z.string(), answer: z.string() });

/** GET /api/v1/labs/testList/:id (id or slug). */
export const LabItemDetail = LabItemSummary.extend({
  description: z.string(),
  /** Why doctors ask for it. */
  whyTaken: z.string(),
  /**
   * The description, why doctors ask for it, the preparation and the FAQs in Hindi, shown on Hindi pages; null:
   * the English shows (docs/product-rules.md#languages).
   */
  descriptionHi: NameHi,
  whyTakenHi: NameHi,
  preparationHi: NameHi,
  faqsHi: z.array(LabFaq).nullable(),
  /** A test: its parameters. A package: empty (see `tests`). */
  parameters: z.array(LabParameter),
  /** A package: its tests with their parameters. A test: empty. */
  tests: z.array(
    z.object({
      id: z.string(),
      slug: z.string(),
      code: z.string(),
      name: z.string(),
      nameHi: NameHi,
      parameters: z.array(LabParameter),
    }),
  ),
  /** A test: packages that include it, cheapest first. */
  includedIn: z.array(LabItemSummary),
  faqs: z.array(LabFaq),
});
export type LabItemDetail = z.infer<typeof LabItemDetail>;

/** GET /api/v1/labs/categories: the categories with how many tests and packages each holds. */
export const LabCategory = LabCategoryRef.extend({
  testCount: z.number().int(),
  packageCount: z.number().int(),
});
export type LabCategory = z.infer<typeof LabCategory>;

// Partner labs.

export const Lab = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  /** NABL accreditation certificate number, e.g. 'MC-2345'. */
  nablNumber: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  pinCode: z.string(),
  phone: z.string(),
  /** Tests and packages on its menu. */
  testCount: z.number().int(),
  /** Pin codes it collects samples from. */
  pinCodeCount: z.number().int(),
  /** Reports it has delivered through Arogya. */
  reportsDelivered: z.number().int(),
});
export type Lab = z.infer<typeof Lab>;

/** GET /api/v1/labs/topMustLab: partner labs, most reports delivered first; optionally in one city. */
export const TopLabsQuery = z.object({
  city: z.string().trim().min(2).max(60).optional(),
  limit: limit(6, 20),
});

/** GET /api/v1/labs/offers?pinCode=&itemIds=: labs that collect at the pin code and run every item. */
export const LabOffersQuery = z.object({ pinCode: PinCode, itemIds: IdList });
export type LabOffersQuery = z.input<typeof LabOffersQuery>;

export const LabOfferLine = z.object({
  itemId: z.string(),
  name: z.string(),
  type: LabItemType,
  pricePaise: z.number().int(),
  mrpPaise: z.number().int(),
});
/** One lab's price for the items asked about; the list is cheapest first. */
export const LabOffer = z.object({
  lab: Lab,
  lines: z.array(LabOfferLine),
  subtotalPaise: z.number().int(),
  mrpTotalPaise: z.number().int(),
  savingsPaise: z.number().int(),
  totalPaise: z.number().int(),
});
export type LabOffer = z.infer<typeof LabOffer>;

// Collection slots.

/** GET /api/v1/labs/slots?labId=&date=&itemIds=: the lab's bookable home-collection slots on a date. */
/**
 * Without `date`, the first bookable date with a free slot suiting every item (fasting: a morning one), or
 * today when no bookable date has one: what a checkout offers first.
 */
export const LabSlotsQuery = z.object({ labId: Id, date: IsoDate.optional(), itemIds: IdList });
export type LabSlotsQuery = z.input<typeof LabSlotsQuery>;

export const LabSlot = z.object({
  start: z.string(),
  end: z.string(),
  startsAt: z.string(),
  /** Collections still free in this slot; 0 = full. */
  capacityLeft: z.number().int(),
  available: z.boolean(),
});
export type LabSlot = z.infer<typeof LabSlot>;

/**
 * Slots from 06:00 to 20:00 Asia/Kolkata, hourly. Slots too close to now (LAB_BOOKING_LEAD_MINUTES) are
 * left out; with a test that needs fasting only slots before LAB_FASTING_SLOT_CUTOFF are offered.
 */
export const LabSlotDay = z.object({
  labId: z.string(),
  date: z.string(),
  fastingHours: z.number().int(),
  /** True when fasting limits the day to morning slots. */
  morningOnly: z.boolean(),
  /** Preparation to show before confirming (one per item that asks for any). */
  preparation: z.array(z.string()),
  /** The same lines for Hindi pages: each item's Hindi name and preparation where it has them. */
  preparationHi: z.array(z.string()),
  slots: z.array(LabSlot),
  /** Dates that can be booked (today and the next LAB_BOOKING_ADVANCE_DAYS days). */
  bookableDates: z.array(z.string()),
});
export type LabSlotDay = z.infer<typeof LabSlotDay>;

// Bookings.

/**
 * Payment at collection (cash or UPI on the spot), or online through Razorpay before the collection where
 * this deployment takes online payment (docs/product-rules.md#payments).
 */
export const LAB_PAYMENT_METHODS = ['pay_at_collection', 'online'] as const;
export const LabPaymentMethod = z.enum(LAB_PAYMENT_METHODS);
export type LabPaymentMethod = z.infer<typeof LabPaymentMethod>;
export const LAB_PAYMENT_METHOD_LABELS: Record<LabPaymentMethod, string> = {
  pay_at_collection: 'Pay at collection (cash or UPI)',
  online: 'Pay online now (UPI, cards, net banking, wallets)',
};
/**
 * pending: to pay at collection; void: cancelled before paying at collection. A booking paid online goes
 * awaiting_payment -> paid (or not_paid when its hold ends) -> refund_pending -> refunded or refund_failed.
 */
export const LAB_PAYMENT_STATUSES = [
  'pending',
  'awaiting_payment',
  'paid',
  'not_paid',
  'refund_pending',
  'refunded',
  'refund_failed',
  'void',
] as const;
export const LabPaymentStatus = z.enum(LAB_PAYMENT_STATUSES);

/** Who the sample is from: the account holder, or a person named with age and sex. */
export const LabPatientInput = z.discriminatedUnion('for', [
  z.strictObject({
    for: z.literal('self'),
    age: z.number().int('Age must be a whole number').min(1, 'Enter the age').max(120),
    sex: LabSex,
  }),
  z.strictObject({
    for: z.literal('other'),
    name: PersonName,
    age: z.number().int('Age must be a whole number').min(0).max(120),
    sex: LabSex,
  }),
]);
export type LabPatientInput = z.input<typeof LabPatientInput>;

/** The collection address: a saved one, or one typed at checkout (not saved to the address book). */
export const LabAddressInput = AddressInput.omit({ label: true, isDefault: true });

/**
 * POST /api/v1/labs/bookings (Idempotency-Key accepted). The server prices every item at the chosen lab's
 * price; a price sent by the browser is not read. Refusals: 404 unknown item or lab; 422 the lab does not
 * collect at the address's pin code or does not run an item, the slot is not offered (past, too soon,
 * after the fasting cutoff, out of hours); 409 the slot is full.
 */
export const CreateLabBookingRequest = z
  .strictObject({
    itemIds: z
      .array(Id)
      .min(1, 'The lab test cart is empty')
      .max(LAB_BOOKING_MAX_ITEMS)
      .refine((ids) => new Set(ids).size === ids.length, 'Each test may appear once'),
    patient: LabPatientInput,
    addressId: Id.optional(),
    address: LabAddressInput.optional(),
    labId: Id,
    date: IsoDate,
    slot: ClockTime,
    paymentMethod: LabPaymentMethod,
    /** For whom: 'self' or one of the account's family members (their name, age and sex are used). */
    forWhom: Id.optional(),
  })
  .refine((b) => Boolean(b.addressId) !== Boolean(b.address), {
    message: 'Choose a saved address or enter one',
    path: ['addressId'],
  });
export type CreateLabBookingRequest = z.input<typeof CreateLabBookingRequest>;

/**
 * POST /api/v1/labs/bookings/quote: what the booking would cost at a lab for a person, before confirming,
 * computed by the server with the booking's own arithmetic. The health card's free full-body checkup and
 * its percentage are lines of their own; nothing is spent until the booking is made.
 */
export const LabQuoteRequest = z.strictObject({
  itemIds: z
    .array(Id)
    .min(1, 'The lab test cart is empty')
    .max(LAB_BOOKING_MAX_ITEMS)
    .refine((ids) => new Set(ids).size === ids.length, 'Each test may appear once'),
  labId: Id,
  forWhom: Id.optional(),
  /**
   * The booking will be for someone else named at checkout (`patient.for: 'other'` without a family member):
   * no health card lines, as the booking will apply none.
   */
  someoneElse: z.boolean().optional(),
});
export type LabQuoteRequest = z.input<typeof LabQuoteRequest>;

export const LabQuote = z.object({
  labId: z.string(),
  subtotalPaise: z.number().int(),
  /** The health card's lines: 'Free full-body checkup' and the plan's percentage, each in paise. */
  cardBenefits: z.array(z.object({ label: z.string(), paise: z.number().int() })),
  totalPaise: z.number().int(),
});
export type LabQuote = z.infer<typeof LabQuote>;
export const LabQuoteResponse = ok(LabQuote);

export const LAB_BOOKING_STATUSES = [
  'booked',
  'phlebotomist_assigned',
  'sample_collected',
  'processing',
  'report_ready',
  'cancelled',
] as const;
export const LabBookingStatus = z.enum(LAB_BOOKING_STATUSES);
export type LabBookingStatus = z.infer<typeof LabBookingStatus>;
export const LAB_BOOKING_STATUS_LABELS: Record<LabBookingStatus, string> = {
  booked: 'Booked',
  phlebotomist_assigned: 'Phlebotomist assigned',
  sample_collected: 'Sample collected',
  processing: 'Processing',
  report_ready: 'Report ready',
  cancelled: 'Cancelled',
};
/** The spec's order-item report states. */
export const REPORT_STATUSES = ['available', 'pending', 'cancelled'] as const;
export const ReportStatus = z.enum(REPORT_STATUSES);
export type ReportStatus = z.infer<typeof ReportStatus>;

/** My Orders groups (spec: delivered and completed green, processing blue, cancelled red). */
export const LAB_DISPLAY_STATUSES = ['processing', 'completed', 'cancelled'] as const;
export const LAB_BOOKING_FILTERS = ['all', 'upcoming', 'completed', 'cancelled'] as const;
export const LabBookingListQuery = z.object({
  filter: z.enum(LAB_BOOKING_FILTERS).default('all'),
  page: Page,
  limit: limit(10),
  /** Only bookings for this person: 'self' or a family member's id. */
  member: Id.optional(),
});
export type LabBookingListQuery = z.input<typeof LabBookingListQuery>;

export const LabBookingIdParams = z.strictObject({ id: Id });

/** An order item as the spec's order sample names its fields. */
export const LabOrderItem = z.object({
  id: z.string(),
  itemId: z.string(),
  slug: z.string(),
  code: z.string(),
  name: z.string(),
  /** Its Hindi name (the catalogue's), shown on Hindi pages; null: the name shows. */
  nameHi: NameHi,
  type: z.literal('labtest'),
  kind: LabItemType,
  /** Rupees; pricePaise is the same. */
  price: z.number(),
  pricePaise: z.number().int(),
  mrpPaise: z.number().int(),
  /** Tests it holds (1 for a test). */
  tests: z.number().int(),
  reportStatus: ReportStatus,
  scheduledDate: z.string(),
});
export type LabOrderItem = z.infer<typeof LabOrderItem>;

export const LabBookingEvent = z.object({
  status: LabBookingStatus,
  label: z.string(),
  at: z.string(),
  /** e.g. the cancel reason, the phlebotomist's name, the sample barcode. */
  note: z.string().nullable(),
});

export const CollectionAddress = z.object({
  name: z.string(),
  phone: z.string(),
  line1: z.string(),
  line2: z.string().nullable(),
  landmark: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  pinCode: z.string(),
});

export const LabReportFile = z.object({
  /** Authenticated download URL (send the bearer token). */
  url: z.string(),
  fileName: z.string(),
  sizeBytes: z.number().int(),
  uploadedAt: z.string(),
});
export type LabReportFile = z.infer<typeof LabReportFile>;

/** A lab booking as its patient sees it (My Orders, booking page) and as its lab sees it (desk). */
export const LabBooking = z.object({
  id: z.string(),
  /** LAB-<year>-<number>. */
  orderNumber: z.string(),
  status: LabBookingStatus,
  statusLabel: z.string(),
  displayStatus: z.enum(LAB_DISPLAY_STATUSES),
  createdAt: z.string(),
  /** IST date of booking. */
  date: z.string(),
  patient: z.object({
    for: z.enum(['self', 'other']),
    name: z.string(),
    age: z.number().int(),
    sex: LabSex,
  }),
  lab: z.object({
    id: z.string(),
    name: z.string(),
    nablNumber: z.string(),
    phone: z.string(),
    address: z.string(),
  }),
  address: CollectionAddress,
  /** IST date and time of the collection slot; `slotStartsAt` is the same instant. */
  scheduledDate: z.string(),
  slot: z.object({ start: z.string(), end: z.string() }),
  slotStartsAt: z.string(),
  items: z.array(LabOrderItem),
  itemCount: z.number().int(),
  subtotalPaise: z.number().int(),
  mrpTotalPaise: z.number().int(),
  savingsPaise: z.number().int(),
  /** The health card's lines (a free full-body checkup, % off), already taken off totalPaise. */
  cardBenefits: z.array(z.object({ label: z.string(), paise: z.number().int() })),
  familyMemberId: z.string().nullable(),
  totalPaise: z.number().int(),
  /** Rupees, as the spec's order sample reads it. */
  total: z.number(),
  paymentMethod: LabPaymentMethod,
  paymentStatus: LabPaymentStatus,
  /** The online payment: its status, reference, hold and refund; null when paid at collection. */
  payment: PaymentSummary.nullable(),
  fastingHours: z.number().int(),
  preparation: z.array(z.string()),
  /** The same lines for Hindi pages (as LabSlotDay's); null: the English shows. */
  preparationHi: z.array(z.string()).nullable(),
  phlebotomist: z.object({ name: z.string(), phone: z.string() }).nullable(),
  sampleBarcode: z.string().nullable(),
  sampleCollectedAt: z.string().nullable(),
  /** Why it was cancelled, shown to the patient; who cancelled it. */
  cancelReason: z.string().nullable(),
  /** system: its online payment did not come within the hold. */
  cancelledBy: z.enum(['patient', 'lab', 'system']).nullable(),
  /** Free cancel and reschedule end here (LAB_CHANGE_CUTOFF_HOURS before the slot). */
  changeDeadline: z.string(),
  canCancel: z.boolean(),
  canReschedule: z.boolean(),
  rescheduleCount: z.number().int(),
  reportStatus: ReportStatus,
  reportReadyAt: z.string().nullable(),
  reportFile: LabReportFile.nullable(),
  timeline: z.array(LabBookingEvent),
});
export type LabBooking = z.infer<typeof LabBooking>;

export const CancelLabBookingRequest = z.strictObject({ reason: z.string().trim().max(300).optional() });
export type CancelLabBookingRequest = z.input<typeof CancelLabBookingRequest>;

/** POST /api/v1/labs/bookings/:id/reschedule: another bookable slot of the same lab (409 when full). */
export const RescheduleLabBookingRequest = z.strictObject({ date: IsoDate, slot: ClockTime });
export type RescheduleLabBookingRequest = z.input<typeof RescheduleLabBookingRequest>;

// Results and reports (personal health data: the patient, the lab that produced them, and a doctor the
// patient has an appointment with; anyone else gets 404).

export const LAB_RESULT_FLAGS = [
  'normal',
  'low',
  'high',
  'critical_low',
  'critical_high',
  'abnormal',
] as const;
export const LabResultFlag = z.enum(LAB_RESULT_FLAGS);
export type LabResultFlag = z.infer<typeof LabResultFlag>;
/** Flags are shown in words beside their colour, never colour alone. */
export const LAB_RESULT_FLAG_LABELS: Record<LabResultFlag, string> = {
  normal: 'Normal',
  low: 'Low',
  high: 'High',
  critical_low: 'Critically low',
  critical_high: 'Critically high',
  abnormal: 'Abnormal',
};

export const ParameterResult = z.object({
  parameterId: z.string(),
  code: z.string(),
  name: z.string(),
  /** The name on Hindi pages; null: the name shows. */
  nameHi: NameHi,
  unit: z.string(),
  /** As entered by the lab; numericValue is the same as a number for numeric parameters. */
  value: z.string(),
  numericValue: z.number().nullable(),
  /** The range that applies to this patient's sex and age; null when none does. */
  referenceRange: ReferenceRange.nullable(),
  flag: LabResultFlag.nullable(),
  flagLabel: z.string().nullable(),
  /** Measured in more than one report of this patient: a trend can be drawn. */
  trendAvailable: z.boolean(),
});
export type ParameterResult = z.infer<typeof ParameterResult>;

/** GET /api/v1/labs/bookings/:id/report: the results of a booking whose report is ready. */
export const LabReport = z.object({
  bookingId: z.string(),
  orderNumber: z.string(),
  status: LabBookingStatus,
  patient: z.object({ name: z.string(), age: z.number().int(), sex: LabSex }),
  lab: z.object({ id: z.string(), name: z.string(), nablNumber: z.string() }),
  sampleBarcode: z.string().nullable(),
  sampleCollectedAt: z.string().nullable(),
  reportReadyAt: z.string().nullable(),
  tests: z.array(
    z.object({
      itemId: z.string(),
      name: z.string(),
      /** The package it came in, if any. */
      packageName: z.string().nullable(),
      /** The test's and the package's Hindi names, shown on Hindi pages; null: the name shows. */
      nameHi: NameHi,
      packageNameHi: NameHi,
      parameters: z.array(ParameterResult),
    }),
  ),
  /** Parameters outside their range. */
  flaggedCount: z.number().int(),
  file: LabReportFile.nullable(),
});
export type LabReport = z.infer<typeof LabReport>;

export const LabTrendParams = z.strictObject({ id: Id, parameterId: Id });

/** GET /api/v1/labs/bookings/:id/trend/:parameterId: this patient's values of a parameter, oldest first. */
export const LabTrend = z.object({
  parameter: z.object({
    id: z.string(),
    code: z.string(),
    name: z.string(),
    /** The name on Hindi pages; null: the name shows. */
    nameHi: NameHi,
    unit: z.string(),
  }),
  referenceRange: ReferenceRange.nullable(),
  points: z.array(
    z.object({
      bookingId: z.string(),
      orderNumber: z.string(),
      /** When the sample was collected (ISO) and its IST date. */
      at: z.string(),
      date: z.string(),
      value: z.number(),
      flag: LabResultFlag.nullable(),
    }),
  ),
});
export type LabTrend = z.infer<typeof LabTrend>;

// The lab partner's desk (role `lab`; a lab sees only its own bookings).

/** GET /api/v1/users/lab?date=: the signed-in lab user's lab and that day's collections by slot. */
export const LabDeskQuery = z.object({
  /** IST date; default today. */
  date: IsoDate.optional(),
  status: LabBookingStatus.optional(),
});
export type LabDeskQuery = z.input<typeof LabDeskQuery>;

export const LabDeskLab = Lab.extend({
  collectionCapacityPerSlot: z.number().int(),
  pinCodes: z.array(z.string()),
});
export type LabDeskLab = z.infer<typeof LabDeskLab>;

export const LabDesk = z.object({
  lab: LabDeskLab,
  date: z.string(),
  slots: z.array(
    z.object({
      start: z.string(),
      end: z.string(),
      capacity: z.number().int(),
      booked: z.number().int(),
      bookings: z.array(LabBooking),
    }),
  ),
  /** Bookings of the day per status. */
  // One named property per status (the same type as z.record over the enum, documented property by property).
  counts: z.object(
    Object.fromEntries(LAB_BOOKING_STATUSES.map((status) => [status, z.number().int()])) as Record<
      LabBookingStatus,
      z.ZodNumber
    >,
  ),
});
export type LabDesk = z.infer<typeof LabDesk>;

/** POST /api/v1/labs/desk/bookings/:id/assign: the phlebotomist who will collect. */
export const AssignPhlebotomistRequest = z.strictObject({ name: PersonName, phone: IndianMobile });
export type AssignPhlebotomistRequest = z.input<typeof AssignPhlebotomistRequest>;

/** The sample tube's barcode id as printed on it. */
export const SampleBarcode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9-]{6,32}$/, 'Enter the barcode on the sample tube (6 to 32 letters, digits or -)');

/**
 * POST /api/v1/labs/desk/bookings/:id/status: the next step. booked -> phlebotomist_assigned (use /assign)
 * -> sample_collected (barcode) -> processing -> report_ready (every parameter entered and the PDF
 * uploaded), or cancelled with a reason the patient sees (never after report_ready). Else 422.
 */
export const LabStatusRequest = z.discriminatedUnion('status', [
  z.strictObject({ status: z.literal('sample_collected'), barcode: SampleBarcode }),
  z.strictObject({ status: z.literal('processing') }),
  z.strictObject({ status: z.literal('report_ready') }),
  z.strictObject({
    status: z.literal('cancelled'),
    reason: z.string().trim().min(5, 'Tell the patient why').max(300),
  }),
]);
export type LabStatusRequest = z.input<typeof LabStatusRequest>;

/**
 * PUT /api/v1/labs/desk/bookings/:id/results: values per parameter (after collection, before the report is
 * ready); a repeat replaces a value. Numeric parameters take a number ('5.6'); else 400 naming the field.
 */
export const LabResultsRequest = z.strictObject({
  results: z
    .array(z.strictObject({ parameterId: Id, value: z.string().trim().min(1, 'Enter a value').max(60) }))
    .min(1, 'Enter at least one value')
    .max(300)
    .refine((r) => new Set(r.map((x) => x.parameterId)).size === r.length, 'Each parameter may appear once'),
});
export type LabResultsRequest = z.input<typeof LabResultsRequest>;

/** GET /api/v1/labs/desk/bookings/:id: the booking with what to enter, this patient's ranges and values. */
export const LabDeskBooking = LabBooking.extend({
  results: z.array(
    z.object({
      itemId: z.string(),
      name: z.string(),
      packageName: z.string().nullable(),
      /** The test's and its package's Hindi names (the catalogue's), shown on a Hindi desk; null: the name
       * shows. */
      nameHi: NameHi,
      packageNameHi: NameHi,
      parameters: z.array(
        LabParameter.omit({ referenceRanges: true }).extend({
          referenceRange: ReferenceRange.nullable(),
          value: z.string().nullable(),
          flag: LabResultFlag.nullable(),
          /**
           * A calculated parameter (./lab-derived-values.ts): never typed, the server computes it from
           * `from` (parameter codes of the same test) when they have values. null: the lab enters it.
           */
          calculated: z
            .object({
              from: z.array(z.string()),
              /** 'Calculated from HbA1c'. */
              hint: z.string(),
              /** 'eAG = 28.7 × HbA1c − 46.7'. */
              formula: z.string(),
            })
            .nullable(),
        }),
      ),
    }),
  ),
  /** Parameters still without a value, calculated ones aside (they follow from the others). */
  missingResults: z.number().int(),
});
export type LabDeskBooking = z.infer<typeof LabDeskBooking>;

/** Multipart field of POST /api/v1/labs/uploadReport/:id (one PDF, checked by its bytes). */
export const LAB_REPORT_FIELD = 'report';
export const LAB_REPORT_MIME_TYPES = ['application/pdf'] as const;

// The lab's test menu and prices.

export const LabMenuQuery = z.object({
  /** A test's name, a name people search by or a parameter; on a Hindi desk (lang=hi) also its Hindi name and
   * Hindi names people search by ('हीमो', 'खाने के बाद शुगर'). */
  q: z.string().trim().min(1).max(100).optional(),
  /** The desk's language: Hindi sorts by the Hindi name (the English one where there is none) in Hindi
   * order, as Intl.Collator('hi') does; English by the name. */
  lang: z.enum(LANGUAGES).default('en'),
  /** Only items on the menu (true), only those not on it (false), or all. */
  offered: z.stringbool().optional(),
  page: Page,
  limit: limit(20),
});
export type LabMenuQuery = z.input<typeof LabMenuQuery>;

export const LabMenuItem = z.object({
  itemId: z.string(),
  code: z.string(),
  slug: z.string(),
  name: z.string(),
  /** Its Hindi name (the catalogue's), shown on a Hindi lab desk; null: the name shows. */
  nameHi: NameHi,
  type: LabItemType,
  category: LabCategoryRef,
  mrpPaise: z.number().int(),
  /** This lab's price; null when not on its menu. */
  pricePaise: z.number().int().nullable(),
  /** On the menu and offered to patients. */
  active: z.boolean(),
});
export type LabMenuItem = z.infer<typeof LabMenuItem>;

const LabPrice = z
  .number()
  .int('Price is in paise, a whole number')
  .min(5_000, 'The price must be at least ₹50')
  .max(10_000_000);

/** POST /api/v1/labs/add: put a catalogue test or package on the lab's menu at its price (not above MRP). */
export const AddLabMenuItemRequest = z.strictObject({ itemId: Id, pricePaise: LabPrice });
export type AddLabMenuItemRequest = z.input<typeof AddLabMenuItemRequest>;

/** PUT /api/v1/labs/update: change the price, or take an item off (active false) or back on. */
export const UpdateLabMenuItemRequest = z
  .strictObject({ itemId: Id, pricePaise: LabPrice.optional(), active: z.boolean().optional() })
  .refine((u) => u.pricePaise !== undefined || u.active !== undefined, {
    message: 'Change the price or whether it is offered',
    path: ['pricePaise'],
  });
export type UpdateLabMenuItemRequest = z.input<typeof UpdateLabMenuItemRequest>;

// Answers, as the routes declare them.
export const LabTestListAnswer = paged(LabItemSummary);
export const LabItemAnswer = ok(LabItemDetail);
export const LabCategoriesAnswer = ok(z.array(LabCategory));
export const TopLabsAnswer = ok(z.array(Lab));
export const LabOffersAnswer = ok(z.array(LabOffer));
export const LabSlotDayAnswer = ok(LabSlotDay);
export const LabBookingAnswer = ok(LabBooking);
export const LabBookingListAnswer = paged(LabBooking);
export const LabReportAnswer = ok(LabReport);
export const LabTrendAnswer = ok(LabTrend);
export const LabDeskAnswer = ok(LabDesk);
export const LabDeskBookingAnswer = ok(LabDeskBooking);
export const LabReportFileAnswer = ok(LabReportFile);
export const LabMenuAnswer = paged(LabMenuItem);
export const LabMenuItemAnswer = ok(LabMenuItem);
