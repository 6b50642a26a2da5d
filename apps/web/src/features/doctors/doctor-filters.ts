// The doctor listing's filters, sort and page live in the URL (shareable; Back and Forward work). This
// module maps between the search params and the API query; the API's own schema checks each value. The
// URL is read with plain checks of the same bounds (contracts/doctors-values.ts), not the zod schema: this
// module is on the public doctor pages, which load no zod (docs/bench.md#lighthouse).
import { formatIndianNumber } from '@arogya/contracts/constants';
import type { DoctorListQuery } from '@arogya/contracts/doctors';
import {
  type ConsultationType,
  DOCTOR_QUERY_BOUNDS,
  DOCTOR_SORTS,
  type DoctorSort,
  GENDERS,
  type Gender,
} from '@arogya/contracts/doctors-values';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { isConsultationType } from '../../lib/consultation-types.ts';
import { displayI18n } from '../../lib/i18n/display-locale.ts';

export type { DoctorSort };

export type DoctorFilters = {
  specialty?: string;
  city?: string;
  gender?: Gender;
  minFee?: number;
  maxFee?: number;
  /** URL key 'type', as the home page links it (?type=video). */
  type?: ConsultationType;
  language?: string;
  availableToday?: boolean;
  sort: DoctorSort;
  page: number;
};

export const DEFAULT_FILTERS: DoctorFilters = { sort: 'relevance', page: 1 };

export const SORT_LABELS: Record<DoctorSort, MessageDescriptor> = {
  relevance: msg`Relevance`,
  experience: msg`Experience: most first`,
  fee: msg`Fee: low to high`,
  'fee-desc': msg`Fee: high to low`,
  rating: msg`Rating: highest first`,
};

/** Fee ranges offered as choices, in rupees (the URL takes any minFee/maxFee). */
export const FEE_RANGES = [
  { id: 'under-500', label: msg`Up to ₹500`, maxFee: 500 },
  { id: '500-1000', label: msg`₹500 – ₹1,000`, minFee: 500, maxFee: 1000 },
  { id: '1000-1500', label: msg`₹1,000 – ₹1,500`, minFee: 1000, maxFee: 1500 },
  { id: 'over-1500', label: msg`Above ₹1,500`, minFee: 1500 },
] as const satisfies readonly { id: string; label: MessageDescriptor; minFee?: number; maxFee?: number }[];

/** A trimmed text filter within `max` characters, or undefined. */
function text(raw: string | null, max: number = DOCTOR_QUERY_BOUNDS.maxTextLength): string | undefined {
  const value = raw?.trim();
  return value && value.length <= max ? value : undefined;
}

/** A whole number in [min, max] written in decimal digits, or undefined. */
function whole(raw: string | null, min: number, max: number): number | undefined {
  const value = raw?.trim();
  if (!value || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return n >= min && n <= max ? n : undefined;
}

/** Reads the filters from the URL; a value the API would refuse is ignored rather than breaking the page. */
export function filtersFromSearch(params: URLSearchParams): DoctorFilters {
  const type = params.get('type') ?? params.get('consultationType');
  const today = params.get('availableToday');
  let minFee = whole(params.get('minFee'), 0, DOCTOR_QUERY_BOUNDS.maxFeeRupees);
  let maxFee = whole(params.get('maxFee'), 0, DOCTOR_QUERY_BOUNDS.maxFeeRupees);
  if (minFee !== undefined && maxFee !== undefined && minFee > maxFee) [minFee, maxFee] = [maxFee, minFee];
  const sort = params.get('sort');
  const gender = params.get('gender');
  return {
    specialty: text(params.get('specialty')),
    city: text(params.get('city')),
    gender: GENDERS.includes(gender as Gender) ? (gender as Gender) : undefined,
    minFee,
    maxFee,
    type: isConsultationType(type) ? type : undefined,
    language: text(params.get('language'), DOCTOR_QUERY_BOUNDS.maxLanguageLength),
    availableToday: today === 'true' || today === '1' ? true : undefined,
    sort: DOCTOR_SORTS.includes(sort as DoctorSort) ? (sort as DoctorSort) : 'relevance',
    page: whole(params.get('page'), 1, DOCTOR_QUERY_BOUNDS.maxPage) ?? 1,
  };
}

/** The URL for these filters: defaults are left out, keys in a fixed order. */
export function filtersToSearch(filters: DoctorFilters): URLSearchParams {
  const params = new URLSearchParams();
  const set = (key: string, value: string | number | undefined) => {
    if (value !== undefined && value !== '') params.set(key, String(value));
  };
  set('specialty', filters.specialty);
  set('city', filters.city);
  set('gender', filters.gender);
  set('minFee', filters.minFee);
  set('maxFee', filters.maxFee);
  set('type', filters.type);
  set('language', filters.language);
  if (filters.availableToday) params.set('availableToday', 'true');
  if (filters.sort !== 'relevance') params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** Changes some filters; any change but the page itself goes back to page 1. */
export function withFilters(filters: DoctorFilters, patch: Partial<DoctorFilters>): DoctorFilters {
  return { ...filters, ...patch, page: patch.page ?? 1 };
}

/** Keeps only the sort: every filter off. */
export function clearedFilters(filters: DoctorFilters): DoctorFilters {
  return { ...DEFAULT_FILTERS, sort: filters.sort };
}

export function activeFilterCount(f: DoctorFilters): number {
  const fee = f.minFee !== undefined || f.maxFee !== undefined;
  return (
    [f.specialty, f.city, f.gender, f.type, f.language, f.availableToday].filter(Boolean).length +
    (fee ? 1 : 0)
  );
}

/** The API query for these filters. */
export function toListQuery(f: DoctorFilters): DoctorListQuery {
  return {
    page: f.page,
    specialty: f.specialty,
    city: f.city,
    gender: f.gender,
    minFee: f.minFee,
    maxFee: f.maxFee,
    consultationType: f.type,
    language: f.language,
    availableToday: f.availableToday ? 'true' : undefined,
    sort: f.sort,
  };
}

/** The offered fee range these bounds match, 'custom' for other bounds, undefined for none. */
export function feeRangeOf(f: Pick<DoctorFilters, 'minFee' | 'maxFee'>): string | undefined {
  if (f.minFee === undefined && f.maxFee === undefined) return undefined;
  const match = FEE_RANGES.find(
    (r) =>
      ('minFee' in r ? r.minFee : undefined) === f.minFee &&
      ('maxFee' in r ? r.maxFee : undefined) === f.maxFee,
  );
  return match?.id ?? 'custom';
}

/**
 * The listing's count line: '1 doctor', '12 doctors match your filters', '1 doctor matches your filters'.
 * Filtered past the city and the specialty, the server counts to 1,000 and no further ('1,000+ doctors');
 * their own totals are kept exact, 6,536 in Mumbai at India size (docs/product-rules.md#catalogue-counts).
 */
export function doctorCountText(total: number, estimate: boolean, filtered: boolean): string {
  const i18n = displayI18n();
  const shown = formatIndianNumber(total);
  if (estimate) {
    return filtered ? i18n._(msg`${shown}+ doctors match your filters`) : i18n._(msg`${shown}+ doctors`);
  }
  return filtered
    ? i18n._(
        msg`${plural(total, { one: `${shown} doctor matches your filters`, other: `${shown} doctors match your filters` })}`,
      )
    : i18n._(msg`${plural(total, { one: `${shown} doctor`, other: `${shown} doctors` })}`);
}
