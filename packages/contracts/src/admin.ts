// The admin console (docs/product-rules.md#the-admin-console): finding users, changing roles, reading the
// audit log. Lists page by keyset cursor (opaque strings the API hands out), never by page number.
import { z } from 'zod';
// Plain words for a check without its own message (plain-messages.ts).
import './plain-messages.ts';
import { BirthDate, CalendarDate } from './dates.ts';
import { ConsultationType, Gender, IsoDate, UpdateScheduleRequest } from './doctors.ts';
import { BANNER_ARTWORKS } from './pharmacy-values.ts';
import { ROLES } from './roles.ts';
import { Email, IndianMobile, PersonName } from './users.ts';

const day = CalendarDate;

export const ADMIN_PAGE_SIZE = 25;

export const AdminUsersQuery = z.strictObject({
  /** Part of a name, an e-mail or a mobile number. */
  q: z.string().trim().max(100).optional(),
  role: z.enum(ROLES).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(ADMIN_PAGE_SIZE),
});
export type AdminUsersQuery = z.input<typeof AdminUsersQuery>;

export const AdminUser = z.object({
  id: z.string(),
  name: z.string(),
  /** Null for an account made by signing in with a mobile number, which has no e-mail. */
  email: z.string().nullable(),
  phone: z.string(),
  roles: z.array(z.enum(ROLES)),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof AdminUser>;

/** A keyset page: `nextCursor` asks for the rows after the last one shown; null on the last page. */
export type CursorPage<T> = { success: true; result: T[]; nextCursor: string | null };

/** The audit action of a role change; its meta holds `before` and `after`. */
export const ROLE_CHANGE_ACTION = 'user.roles.change';

export const AuditLogQuery = z
  .strictObject({
    /** Who acted, by user id or e-mail. */
    actor: z.string().trim().min(1).max(254).optional(),
    /** Whose data, by user id or e-mail. */
    patient: z.string().trim().min(1).max(254).optional(),
    action: z.string().trim().min(1).max(80).optional(),
    /** First and last day, inclusive, in Asia/Kolkata. */
    from: day.optional(),
    to: day.optional(),
    cursor: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(50),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'The first day comes before the last',
    path: ['to'],
  });
export type AuditLogQuery = z.input<typeof AuditLogQuery>;

export const AuditEntry = z.object({
  id: z.string(),
  at: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string().nullable(),
  actorRole: z.string().nullable(),
  action: z.string(),
  subjectUserId: z.string().nullable(),
  subjectName: z.string().nullable(),
  resourceType: z.string(),
  resourceId: z.string().nullable(),
  meta: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

// Doctor onboarding (docs/product-rules.md#doctor-onboarding).

export const OnboardDoctorRequest = z.strictObject({
  name: PersonName,
  email: Email,
  mobile: IndianMobile,
  gender: Gender,
  dob: BirthDate,
  specialtyId: z.string().min(1).max(64),
  clinicId: z.string().min(1).max(64),
  qualification: z.string().trim().min(2).max(200),
  experienceYears: z.number().int().min(0).max(70),
  /** The consultation fee in paise. */
  feePaise: z.number().int().min(0).max(10_000_000),
  languages: z.array(z.string().trim().min(2).max(40)).min(1).max(10),
  consultationTypes: z.array(ConsultationType).min(1).max(3),
  registrationNumber: z
    .string()
    .trim()
    .min(3)
    .max(40)
    .regex(/^[A-Za-z0-9/.-]+$/, 'Letters, digits, / . and - only'),
  registrationCouncil: z.string().trim().min(3).max(120),
  registrationYear: z.number().int().min(1950).max(new Date().getFullYear()),
  about: z.string().trim().min(20).max(2000),
  hours: UpdateScheduleRequest,
});
export type OnboardDoctorRequest = z.input<typeof OnboardDoctorRequest>;

export const OnboardedDoctor = z.object({
  doctorId: z.string(),
  userId: z.string(),
  /** Shown once to the admin, to hand to the doctor; the doctor changes it after the first sign-in. */
  temporaryPassword: z.string(),
});
export type OnboardedDoctor = z.infer<typeof OnboardedDoctor>;

export const AdminDoctor = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  specialty: z.string(),
  clinic: z.string(),
  city: z.string(),
  registrationNumber: z.string(),
  registrationCouncil: z.string(),
  registrationYear: z.number().nullable(),
  verifiedAt: z.string().nullable(),
  verifiedByName: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminDoctor = z.infer<typeof AdminDoctor>;

export const AdminDoctorsQuery = z.strictObject({
  status: z.enum(['unverified', 'verified']).default('unverified'),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(ADMIN_PAGE_SIZE),
});
export type AdminDoctorsQuery = z.input<typeof AdminDoctorsQuery>;

export const DoctorFormOptions = z.object({
  specialties: z.array(z.object({ id: z.string(), name: z.string() })),
  clinics: z.array(z.object({ id: z.string(), name: z.string(), city: z.string() })),
});
export type DoctorFormOptions = z.infer<typeof DoctorFormOptions>;

/**
 * An optional Hindi version of a patient-facing text (docs/product-rules.md#languages): left empty, it is null
 * and Hindi pages show the English. Devanagari's vowel signs are characters of their own, so the bound is
 * looser than the English one.
 */
const OptionalHindi = (min: number, max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .refine((v) => v === '' || v.length >= min, `At least ${min} characters`)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .default(null);

// Banners (docs/product-rules.md#banners): shown from `startsOn` to `endsOn`, inclusive, Asia/Kolkata days.

export const BannerInput = z
  .strictObject({
    title: z.string().trim().min(3).max(80),
    subtitle: z.string().trim().min(3).max(160),
    link: z
      .string()
      .trim()
      .regex(/^\/[A-Za-z0-9\-._~/?=&%]*$/, 'A path on Arogya, starting with /')
      .max(200),
    cta: z.string().trim().min(2).max(30),
    titleHi: OptionalHindi(3, 120),
    subtitleHi: OptionalHindi(3, 240),
    ctaHi: OptionalHindi(2, 45),
    colour: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'A colour as #RRGGBB'),
    /** The designed picture, drawn in the colour; the words above are the page's text, never in it. */
    artwork: z.enum(BANNER_ARTWORKS).default('health'),
    sortOrder: z.number().int().min(0).max(1000).default(0),
    startsOn: IsoDate.nullable().default(null),
    endsOn: IsoDate.nullable().default(null),
  })
  .refine((b) => !b.startsOn || !b.endsOn || b.startsOn <= b.endsOn, {
    message: 'The last day comes on or after the first',
    path: ['endsOn'],
  });
export type BannerInput = z.input<typeof BannerInput>;

export const BANNER_STATUSES = ['scheduled', 'live', 'ended', 'retired'] as const;
export type BannerStatus = (typeof BANNER_STATUSES)[number];

export const AdminBanner = z.object({
  id: z.string(),
  title: z.string(),
  subtitle: z.string(),
  link: z.string(),
  cta: z.string(),
  titleHi: z.string().nullable(),
  subtitleHi: z.string().nullable(),
  ctaHi: z.string().nullable(),
  colour: z.string(),
  artwork: z.enum(BANNER_ARTWORKS),
  sortOrder: z.number(),
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  status: z.enum(BANNER_STATUSES),
});
export type AdminBanner = z.infer<typeof AdminBanner>;

export const BannerIdParams = z.strictObject({ id: z.string().min(1).max(64) });

// Catalogue (docs/product-rules.md#catalogue-imports).

export const PRODUCT_SCHEDULES = ['OTC', 'H', 'H1', 'X'] as const;

export const AdminProductsQuery = z.strictObject({
  q: z.string().trim().max(100).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(ADMIN_PAGE_SIZE),
});
export type AdminProductsQuery = z.input<typeof AdminProductsQuery>;

export const AdminProduct = z.object({
  id: z.string(),
  name: z.string(),
  brand: z.string(),
  unit: z.string(),
  mrpPaise: z.number(),
  pricePaise: z.number(),
  schedule: z.enum(PRODUCT_SCHEDULES),
  stock: z.number(),
});
export type AdminProduct = z.infer<typeof AdminProduct>;

export const UpdateProductRequest = z
  .strictObject({
    mrpPaise: z.number().int().min(1).max(100_000_000),
    pricePaise: z.number().int().min(1).max(100_000_000),
    schedule: z.enum(PRODUCT_SCHEDULES),
  })
  .refine((p) => p.pricePaise <= p.mrpPaise, {
    message: 'The price may not be above the MRP',
    path: ['pricePaise'],
  });
export type UpdateProductRequest = z.input<typeof UpdateProductRequest>;

export const RestockRequest = z.strictObject({ quantity: z.number().int().min(1).max(1_000_000) });
export type RestockRequest = z.input<typeof RestockRequest>;

export const ProductIdParams = z.strictObject({ id: z.string().min(1).max(80) });

/**
 * At most 5,000 rows or 2 MB of CSV a request. The text's size, its being text at all and its rows are the
 * import's to judge, so that each refusal has its code (catalogue-import-problems.ts FileRefusal); the body
 * limit (3 MB) bounds it first.
 */
export const CatalogueImportRequest = z.strictObject({
  csv: z.string().max(3 * 1024 * 1024),
  /** Check every row and report, applying nothing. */
  dryRun: z.boolean().default(false),
});
export type CatalogueImportRequest = z.input<typeof CatalogueImportRequest>;

export const ImportReport = z.object({
  total: z.number(),
  applied: z.number(),
  rejected: z.array(z.object({ line: z.number(), name: z.string(), errors: z.array(z.string()) })),
});
export type ImportReport = z.infer<typeof ImportReport>;

export const MEDICINE_CSV_COLUMNS = [
  'name',
  'brand',
  'category',
  'subcategory',
  'salt_composition',
  'strength',
  'form',
  'manufacturer',
  'pack_size',
  'pack_unit',
  'unit',
  'mrp',
  'price',
  'schedule',
  'stock',
  'description',
  'description_hi',
] as const;

/** Columns a medicine file may leave out (or a row leave empty). */
export const MEDICINE_CSV_OPTIONAL: readonly (typeof MEDICINE_CSV_COLUMNS)[number][] = [
  'salt_composition',
  'strength',
  'form',
  'description_hi',
];

export const LAB_TEST_CSV_COLUMNS = [
  'code',
  'name',
  'category',
  'summary',
  'description',
  'why_taken',
  'sample_types',
  'fasting_hours',
  'preparation',
  'turnaround_hours',
  'mrp',
  'aliases',
  'name_hi',
  'aliases_hi',
] as const;

/** The lab test columns a file may leave out. */
export const LAB_TEST_CSV_OPTIONAL: readonly (typeof LAB_TEST_CSV_COLUMNS)[number][] = [
  'fasting_hours',
  'aliases',
  'name_hi',
  'aliases_hi',
];

const DEVANAGARI = /[\u0900-\u097F]/;
/** An abbreviation as lab reports print it, kept in Latin letters among the Hindi names ('CBC', 'HbA1c'). */
const ABBREVIATION = /^[A-Za-z0-9.+/-]{1,12}$/;

/**
 * A medicine row's Hindi (docs/product-rules.md#catalogue-imports): `description_hi`, the description a Hindi page
 * shows (the English `description` elsewhere and where it is empty). The import parses each row's cell with it.
 */
export const MedicineImportHindi = z.object({
  description_hi: z
    .string()
    .trim()
    .max(4000, 'At most 4,000 characters')
    .refine((v) => v === '' || DEVANAGARI.test(v), 'Write the Hindi description in Devanagari')
    .transform((v) => (v === '' ? null : v)),
});
export type MedicineImportHindi = z.infer<typeof MedicineImportHindi>;

/** A cell of names separated by ';' (empty: none), each once. */
const NameList = (name: z.ZodString) =>
  z
    .string()
    .transform((cell) => [
      ...new Set(
        cell
          .split(';')
          .map((n) => n.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(name).max(12, 'At most 12 names, separated by ;'));

/**
 * A lab test row's other names and its Hindi (docs/product-rules.md#catalogue-imports): `aliases`, the names
 * people search by; `name_hi`, the name on Hindi pages; `aliases_hi`, the other names as Hindi pages show
 * them ('शुगर टेस्ट'; abbreviations such as CBC as printed). The import parses each row's cells with it.
 */
export const LabTestImportNames = z.object({
  aliases: NameList(z.string().min(2, 'At least 2 characters').max(60, 'At most 60 characters')),
  name_hi: z
    .string()
    .trim()
    .max(160, 'At most 160 characters')
    .refine((v) => v === '' || DEVANAGARI.test(v), 'Write the Hindi name in Devanagari')
    .transform((v) => (v === '' ? null : v)),
  aliases_hi: NameList(
    z
      .string()
      .max(60, 'At most 60 characters')
      .refine(
        (v) => DEVANAGARI.test(v) || ABBREVIATION.test(v),
        'Write each Hindi name in Devanagari (abbreviations such as CBC may stay as printed)',
      ),
  ).transform((names) => (names.length > 0 ? names : null)),
});
export type LabTestImportNames = z.output<typeof LabTestImportNames>;

// Platform dashboard (docs/product-rules.md#platform-dashboard).

export const DASHBOARD_DAYS = 30;

export const PlatformDay = z.object({
  /** An Asia/Kolkata day, YYYY-MM-DD. */
  date: z.string(),
  bookings: z.number(),
  orders: z.number(),
  revenuePaise: z.number(),
  consultations: z.number(),
});
export type PlatformDay = z.infer<typeof PlatformDay>;

// Offers (docs/product-rules.md#offers): a percentage off MRP on a category or a brand, from `startsOn` to
// `endsOn` inclusive (Asia/Kolkata days). While live, every product it covers sells at no more than its MRP
// less the percentage: the server writes the prices, so cards, filters, the cart and receipts agree.

export const OfferInput = z
  .strictObject({
    title: z.string().trim().min(3).max(80),
    description: z.string().trim().min(3).max(200),
    titleHi: OptionalHindi(3, 120),
    descriptionHi: OptionalHindi(3, 300),
    discountPercent: z
      .number({ message: 'Enter a whole percentage from 1 to 90' })
      .int('Enter a whole percentage from 1 to 90')
      .min(1, 'Enter a whole percentage from 1 to 90')
      .max(90, 'Enter a whole percentage from 1 to 90'),
    categoryId: z.string().trim().min(1).max(64).nullable().default(null),
    brandId: z.string().trim().min(1).max(64).nullable().default(null),
    colour: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'A colour as #RRGGBB'),
    /** The designed picture, drawn in the colour; the words above are the page's text, never in it. */
    artwork: z.enum(BANNER_ARTWORKS).default('health'),
    sortOrder: z.number().int().min(0).max(1000).default(0),
    startsOn: IsoDate,
    endsOn: IsoDate,
  })
  .refine((o) => (o.categoryId === null) !== (o.brandId === null), {
    message: 'Choose a category or a brand (one of them)',
    path: ['categoryId'],
  })
  .refine((o) => o.startsOn <= o.endsOn, {
    message: 'The last day comes on or after the first',
    path: ['endsOn'],
  });
export type OfferInput = z.input<typeof OfferInput>;

export const OFFER_STATUSES = ['scheduled', 'live', 'ended', 'retired'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

export const AdminOffer = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  titleHi: z.string().nullable(),
  descriptionHi: z.string().nullable(),
  discountPercent: z.number().int(),
  category: z.object({ id: z.string(), name: z.string() }).nullable(),
  brand: z.object({ id: z.string(), name: z.string() }).nullable(),
  colour: z.string(),
  sortOrder: z.number().int(),
  startsOn: z.string(),
  endsOn: z.string(),
  status: z.enum(OFFER_STATUSES),
});
export type AdminOffer = z.infer<typeof AdminOffer>;

export const OfferIdParams = z.strictObject({ id: z.string().min(1).max(64) });

/** GET /api/v1/admin/offers/targets?q=: categories, and brands whose name starts with q (20 at most). */
export const OfferTargetsQuery = z.strictObject({ q: z.string().trim().max(60).optional() });
export const OfferTargets = z.object({
  categories: z.array(z.object({ id: z.string(), name: z.string() })),
  brands: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type OfferTargets = z.infer<typeof OfferTargets>;

/** PUT /api/v1/admin/grievance-officer: the person named as Grievance Officer and how to reach them. */
export const GrievanceOfficerInput = z.strictObject({
  name: PersonName,
  designation: z
    .string()
    .trim()
    .min(3, 'Designation must be at least 3 characters')
    .max(120, 'Designation must be at most 120 characters'),
  email: Email,
  /** Empty or left out: no phone number is published. */
  phone: z.union([z.literal(''), IndianMobile]).optional(),
});
export type GrievanceOfficerInput = z.input<typeof GrievanceOfficerInput>;
