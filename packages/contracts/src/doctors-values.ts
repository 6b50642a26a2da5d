// The doctors contract's plain values, without zod: the public doctor pages read them, and importing
// ./doctors.ts there would load zod (26 KB gzipped) and build every schema before the page can answer a tap
// (docs/bench.md#lighthouse). ./doctors.ts re-exports them and builds its schemas from them.

export const CONSULTATION_TYPES = ['in-person', 'video', 'audio'] as const;
export type ConsultationType = (typeof CONSULTATION_TYPES)[number];

export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

/** Index = weekday number used everywhere (0 = Sunday), as JavaScript's getDay(). */
export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

export const DOCTOR_SORTS = ['relevance', 'experience', 'fee', 'fee-desc', 'rating'] as const;
export type DoctorSort = (typeof DOCTOR_SORTS)[number];

export const DOCTOR_PAGE_LIMIT = 10;
export const DOCTOR_PAGE_MAX = 50;
export const SLOTS_DEFAULT_DAYS = 8; // today and the next 7 days
export const SLOTS_MAX_DAYS = 14;

/** Bounds of the doctor listing's query (GET /api/v1/doctors): pages, fees in rupees, text filters. */
export const DOCTOR_QUERY_BOUNDS = {
  maxPage: 10_000,
  maxFeeRupees: 1_000_000,
  /** specialty, city and clinic */
  maxTextLength: 64,
  maxLanguageLength: 40,
} as const;
