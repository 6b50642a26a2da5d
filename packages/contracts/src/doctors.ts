// Doctors, specialties, slots, reviews and the doctor's desk: shapes shared by the API and the web app.
// Money: `feePaise` is integer paise; `fee` is the same amount in rupees, ready to display
// (docs/screens.md#shapes-the-pages-read). Times: `startsAt`/`endsAt` are UTC ISO instants; `date`
// ('YYYY-MM-DD') and `start`/`end` ('HH:MM') are Asia/Kolkata wall-clock values (TIME_ZONE in
// ./constants.ts).
import { z } from 'zod';
// Plain words for a check without its own message (plain-messages.ts).
import './plain-messages.ts';
import { CalendarDate } from './dates.ts';
import {
  CONSULTATION_TYPES,
  DOCTOR_PAGE_LIMIT,
  DOCTOR_PAGE_MAX,
  DOCTOR_QUERY_BOUNDS,
  DOCTOR_SORTS,
  GENDERS,
  SLOTS_MAX_DAYS,
} from './doctors-values.ts';

export {
  CONSULTATION_TYPES,
  DOCTOR_PAGE_LIMIT,
  DOCTOR_PAGE_MAX,
  DOCTOR_QUERY_BOUNDS,
  DOCTOR_SORTS,
  GENDERS,
  SLOTS_DEFAULT_DAYS,
  SLOTS_MAX_DAYS,
  WEEKDAYS,
} from './doctors-values.ts';

export const ConsultationType = z.enum(CONSULTATION_TYPES);
export type ConsultationType = z.infer<typeof ConsultationType>;
export const Gender = z.enum(GENDERS);
export type Gender = z.infer<typeof Gender>;
export const DoctorSort = z.enum(DOCTOR_SORTS);

/** A calendar date 'YYYY-MM-DD' that exists, within the range every date input shares (dates.ts). */
export const IsoDate = CalendarDate;

/** Wall-clock 'HH:MM' (24-hour); '24:00' closes a day at midnight. */
export const ClockTime = z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'Use the format HH:MM');

const Page = z.coerce.number().int().min(1).max(DOCTOR_QUERY_BOUNDS.maxPage).default(1);
const Limit = z.coerce.number().int().min(1).max(DOCTOR_PAGE_MAX).default(DOCTOR_PAGE_LIMIT);
const Rupees = z.coerce.number().int().min(0).max(DOCTOR_QUERY_BOUNDS.maxFeeRupees);

/** GET /api/v1/doctors query. `specialty` takes a specialty id or slug; fees are in rupees. */
export const DoctorListQuery = z
  .object({
    page: Page,
    limit: Limit,
    specialty: z.string().trim().min(1).max(DOCTOR_QUERY_BOUNDS.maxTextLength).optional(),
    city: z.string().trim().min(1).max(DOCTOR_QUERY_BOUNDS.maxTextLength).optional(),
    clinicId: z.string().trim().min(1).max(DOCTOR_QUERY_BOUNDS.maxTextLength).optional(),
    gender: Gender.optional(),
    minFee: Rupees.optional(),
    maxFee: Rupees.optional(),
    consultationType: ConsultationType.optional(),
    language: z.string().trim().min(1).max(DOCTOR_QUERY_BOUNDS.maxLanguageLength).optional(),
    availableToday: z.stringbool().optional(),
    sort: DoctorSort.default('relevance'),
  })
  .refine((q) => q.minFee === undefined || q.maxFee === undefined || q.minFee <= q.maxFee, {
    message: 'maxFee must be at least minFee',
    path: ['maxFee'],
  });
export type DoctorListQuery = z.input<typeof DoctorListQuery>;

/** GET /api/v1/doctors/search: name, specialty, symptom or condition words, city; typo-tolerant. */
export const DoctorSearchQuery = z.object({
  q: z.string().trim().min(1, 'Type something to search for').max(100),
  city: z.string().trim().min(1).max(64).optional(),
  page: Page,
  limit: Limit,
});
export type DoctorSearchQuery = z.input<typeof DoctorSearchQuery>;

export const DoctorIdParams = z.strictObject({ id: z.string().min(1).max(64) });
export const TopRatedQuery = z.object({ limit: z.coerce.number().int().min(1).max(20).default(8) });

/** The name on Hindi pages (docs/product-rules.md#languages); null where Hindi writes the English name. */
export const NameHi = z.string().nullable();

/** GET /api/v1/doctors/symptoms: common symptoms, one per specialty in the specialties' order. */
export const CommonSymptomsQuery = z.object({ limit: z.coerce.number().int().min(1).max(40).default(12) });
export const CommonSymptom = z.object({
  name: z.string(),
  nameHi: NameHi,
  specialty: z.object({ id: z.string(), slug: z.string(), name: z.string(), nameHi: NameHi }),
});
export type CommonSymptom = z.infer<typeof CommonSymptom>;
export const ReviewListQuery = z.object({ page: Page, limit: Limit });

/** GET /api/v1/doctors/:id/slots: IST dates, at most 14 days; default today and the next 7 days. */
export const SlotsQuery = z
  .object({ from: IsoDate.optional(), to: IsoDate.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'to must not be before from', path: ['to'] })
  .refine(
    (q) =>
      !q.from ||
      !q.to ||
      (Date.parse(`${q.to}T00:00:00Z`) - Date.parse(`${q.from}T00:00:00Z`)) / 86_400_000 < SLOTS_MAX_DAYS,
    { message: `At most ${SLOTS_MAX_DAYS} days at a time`, path: ['to'] },
  );
export type SlotsQuery = z.input<typeof SlotsQuery>;

export const NamedRef = z.object({ id: z.string(), name: z.string() });
/** A department, with its Hindi name (docs/product-rules.md#languages). */
export const Department = NamedRef.extend({ nameHi: NameHi });

export const Specialty = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  nameHi: NameHi,
  /** A lucide-react icon name, e.g. 'heart-pulse'. */
  icon: z.string(),
  description: z.string(),
  /** The description on Hindi pages; null: the English one is shown. */
  descriptionHi: NameHi,
  department: Department,
  doctorCount: z.number().int(),
  /** Consult now's fee for the specialty (docs/product-rules.md#consult-now); null when not offered. */
  instantFeePaise: z.number().int().nullable(),
});
export type Specialty = z.infer<typeof Specialty>;

export const Clinic = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  area: z.string(),
  city: z.string(),
  state: z.string(),
  pinCode: z.string(),
  phone: z.string(),
});
export type Clinic = z.infer<typeof Clinic>;

/** Listing and search card (flatter than the details shape). */
export const DoctorCard = z.object({
  id: z.string(),
  _id: z.string(),
  name: z.string(),
  image: z.string(),
  gender: Gender,
  specialization: NamedRef.extend({ nameHi: NameHi, icon: z.string() }),
  department: Department,
  qualification: z.string(),
  experience: z.number().int(),
  fee: z.number(),
  feePaise: z.number().int(),
  languages: z.array(z.string()),
  consultationTypes: z.array(ConsultationType),
  clinic: z.object({ id: z.string(), name: z.string(), area: z.string(), city: z.string() }),
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  onLeave: z.boolean(),
  bookingBeforeTime: z.number().int(),
});
export type DoctorCard = z.infer<typeof DoctorCard>;

export const ScheduleEntry = z.object({
  weekday: z.number().int().min(0).max(6),
  day: z.string(),
  start: z.string(),
  end: z.string(),
  slotMinutes: z.number().int(),
});
export type ScheduleEntry = z.infer<typeof ScheduleEntry>;

export const Leave = z.object({
  id: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  reason: z.string().nullable(),
});
export type Leave = z.infer<typeof Leave>;

export const EducationEntry = z.object({
  degree: z.string(),
  institution: z.string(),
  year: z.number().int(),
});
export const ExperienceEntry = z.object({
  role: z.string(),
  organisation: z.string(),
  from: z.number().int(),
  to: z.number().int().nullable(),
});

/**
 * GET /api/v1/doctors/:id `result`. The original shape (docs/screens.md#shapes-the-pages-read: _id, name, image, mobile, email, address
 * and the nested `doctorId` profile) plus the real fields at the top level.
 */
export const DoctorDetail = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  image: z.string(),
  mobile: z.string(),
  email: z.string(),
  address: z.string(),
  doctorId: z.object({
    _id: z.string(),
    specialization: z.object({ id: z.string(), name: z.string(), nameHi: NameHi, icon: z.string() }),
    experience: z.number().int(),
    fee: z.number(),
    image: z.string(),
    contactNumber: z.string(),
    clinicAddress: z.string(),
    department: Department,
    gender: Gender,
    dob: z.string(),
    /** Earliest start and latest end of the weekly hours, 'HH:MM' IST. */
    startTime: z.string(),
    endTime: z.string(),
    clinicContactNumber: z.string(),
    bookingBeforeTime: z.number().int(),
    onLeave: z.boolean(),
  }),
  feePaise: z.number().int(),
  fee: z.number(),
  qualification: z.string(),
  education: z.array(EducationEntry),
  experienceHistory: z.array(ExperienceEntry),
  languages: z.array(z.string()),
  registrationNumber: z.string(),
  registrationCouncil: z.string(),
  /** When an admin checked the registration with the council (docs/product-rules.md#doctor-onboarding). */
  registrationVerifiedAt: z.string().nullable(),
  consultationTypes: z.array(ConsultationType),
  clinic: Clinic,
  schedule: z.array(ScheduleEntry),
  /** Current and future leave periods (IST dates, inclusive). */
  leaves: z.array(Leave),
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  about: z.string(),
});
export type DoctorDetail = z.infer<typeof DoctorDetail>;

export const Slot = z.object({
  date: z.string(),
  start: z.string(),
  end: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(['available', 'booked']),
});
export type Slot = z.infer<typeof Slot>;

export const SlotDay = z.object({
  date: z.string(),
  weekday: z.number().int(),
  day: z.string(),
  onLeave: z.boolean(),
  slots: z.array(Slot),
});
export type SlotDay = z.infer<typeof SlotDay>;

export const DoctorSlots = z.object({
  doctorId: z.string(),
  timeZone: z.string(),
  bookingBeforeTime: z.number().int(),
  consultationTypes: z.array(ConsultationType),
  days: z.array(SlotDay),
});
export type DoctorSlots = z.infer<typeof DoctorSlots>;

export const DoctorReview = z.object({
  id: z.string(),
  /** Display name: first name and initial of the last name. */
  user: z.string(),
  /** Always true: a review can only be left on a completed appointment. */
  verified: z.literal(true),
  rating: z.number().int(),
  comment: z.string().nullable(),
  date: z.string(),
});
export type DoctorReview = z.infer<typeof DoctorReview>;

export const ReviewRequest = z.strictObject({
  rating: z.number().int('Rating must be a whole number of stars').min(1).max(5),
  comment: z.string().trim().max(1000).optional(),
});
export type ReviewRequest = z.input<typeof ReviewRequest>;

export const DoctorFacets = z.object({
  cities: z.array(z.string()),
  languages: z.array(z.string()),
  genders: z.array(Gender),
  consultationTypes: z.array(ConsultationType),
  fee: z.object({ min: z.number(), max: z.number() }),
  sorts: z.array(DoctorSort),
});
export type DoctorFacets = z.infer<typeof DoctorFacets>;

/** How the search read the query: the specialties its words point to, and the city it names. */
export const SearchInterpretation = z.object({
  query: z.string(),
  specialties: z.array(z.object({ id: z.string(), name: z.string(), nameHi: NameHi })),
  city: z.string().nullable(),
});
export type SearchInterpretation = z.infer<typeof SearchInterpretation>;

// Doctor's desk.

export const ScheduleInput = z.strictObject({
  weekday: z.number().int().min(0).max(6),
  start: ClockTime,
  end: ClockTime,
  slotMinutes: z.number().int().min(10).max(240).optional(),
});

export const UpdateScheduleRequest = z
  .strictObject({
    schedule: z.array(ScheduleInput).max(21),
    bookingBeforeTime: z.number().int().min(0).max(72).optional(),
  })
  .superRefine((body, ctx) => {
    const minutes = (c: string) => Number(c.slice(0, 2)) * 60 + Number(c.slice(3, 5));
    body.schedule.forEach((row, i) => {
      const len = minutes(row.end) - minutes(row.start);
      if (len <= 0)
        ctx.addIssue({ code: 'custom', path: ['schedule', i, 'end'], message: 'End must be after start' });
      else if (len < (row.slotMinutes ?? 60))
        ctx.addIssue({
          code: 'custom',
          path: ['schedule', i, 'slotMinutes'],
          message: 'Hours are shorter than one slot',
        });
      body.schedule.forEach((other, j) => {
        if (j <= i || other.weekday !== row.weekday) return;
        if (minutes(other.start) < minutes(row.end) && minutes(row.start) < minutes(other.end))
          ctx.addIssue({
            code: 'custom',
            path: ['schedule', j, 'start'],
            message: 'Overlaps other hours that day',
          });
      });
    });
  });
export type UpdateScheduleRequest = z.input<typeof UpdateScheduleRequest>;

export const LeaveRequest = z
  .strictObject({ startDate: IsoDate, endDate: IsoDate, reason: z.string().trim().max(200).optional() })
  .refine((l) => l.startDate <= l.endDate, {
    message: 'End date must not be before start date',
    path: ['endDate'],
  });
export type LeaveRequest = z.input<typeof LeaveRequest>;

export const LeaveIdParams = z.strictObject({ leaveId: z.string().min(1).max(64) });
