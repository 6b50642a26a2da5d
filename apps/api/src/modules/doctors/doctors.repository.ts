// The only place that reads doctors, specialties and clinics for the public pages (listing, search,
// details, specialties); the doctor's desk writes live in doctor-desk.repository.ts.
import { TIME_ZONE } from '@arogya/contracts/constants';
import {
  and,
  arrayContains,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  lte,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { instantFees } from '../../db/schema/consult-now.ts';
import {
  appointments,
  clinics,
  departments,
  doctorCounts,
  doctorLeaves,
  doctorSchedules,
  doctors,
  favouriteDoctors,
  searchTerms,
  specialties,
} from '../../db/schema/doctors.ts';
import { users } from '../../db/schema/users.ts';
import { cappedTotal, countLimit } from '../../lib/capped-total.ts';
import { ACTIVE_STATUSES } from '../slots/slots.repository.ts';

export type ListFilters = {
  specialty?: string;
  city?: string;
  clinicId?: string;
  gender?: string;
  minFeePaise?: number;
  maxFeePaise?: number;
  consultationType?: string;
  language?: string;
  /** Has a slot a patient can still book today (IST): not on leave, outside the advance window, not taken. */
  availableToday?: { weekday: number; now: Date };
  sort: 'relevance' | 'experience' | 'fee' | 'fee-desc' | 'rating';
};

const onLeaveOn = (date: string) =>
  sql<boolean>`exists (select 1 from ${doctorLeaves} l where l.doctor_id = ${doctors.id} and ${date}::date between l.start_date and l.end_date)`;

/**
 * Whether a doctor still has a bookable slot today: the same rule as slots/generate-slots.ts (slots laid from the
 * start of each working period, a slot ending after the period is not offered; a slot must start after now
 * and outside the doctor's advance window, and overlap no active appointment), done in SQL so the filter
 * pages and counts correctly.
 */
function bookableToday(today: string, weekday: number, now: Date): SQL {
  const nowIso = now.toISOString();
  return sql`exists (
    select 1
    from ${doctorSchedules} s
    cross join lateral generate_series(s.start_minute::int, (s.end_minute - s.slot_minutes)::int, s.slot_minutes::int) as g(m)
    cross join lateral (
      select (${today}::date + make_interval(mins => g.m)) at time zone ${TIME_ZONE} as starts_at,
             (${today}::date + make_interval(mins => g.m + s.slot_minutes)) at time zone ${TIME_ZONE} as ends_at
    ) slot
    where s.doctor_id = ${doctors.id} and s.weekday = ${weekday}
      and slot.starts_at > ${nowIso}::timestamptz
      and slot.starts_at >= ${nowIso}::timestamptz + make_interval(hours => ${doctors.bookingBeforeHours})
      and not exists (
        select 1 from ${appointments} a
        where a.doctor_id = ${doctors.id}
          and a.status in (${sql.join(
            ACTIVE_STATUSES.map((st) => sql`${st}`),
            sql`, `,
          )})
          and a.starts_at < slot.ends_at and a.ends_at > slot.starts_at
      )
  )`;
}

/** Listing totals are counted up to this, then reported as an estimate. */
const LIST_TOTAL_CAP = 1000;
/** The filters' values (cities, languages, fee range) change rarely: read once a minute at most. */
const FACETS_TTL_MS = 60_000;

function cardFields(today: string) {
  return {
    id: doctors.id,
    name: doctors.name,
    gender: doctors.gender,
    qualification: doctors.qualification,
    experienceYears: doctors.experienceYears,
    feePaise: doctors.feePaise,
    languages: doctors.languages,
    consultationTypes: doctors.consultationTypes,
    ratingAvg: doctors.ratingAvg,
    reviewCount: doctors.reviewCount,
    bookingBeforeHours: doctors.bookingBeforeHours,
    specialtyId: specialties.id,
    specialtyName: specialties.name,
    specialtyNameHi: specialties.nameHi,
    specialtyIcon: specialties.icon,
    departmentId: departments.id,
    departmentName: departments.name,
    departmentNameHi: departments.nameHi,
    clinicId: clinics.id,
    clinicName: clinics.name,
    clinicArea: clinics.area,
    clinicCity: clinics.city,
    onLeave: onLeaveOn(today),
  };
}
export type DoctorCardRow = Awaited<
  ReturnType<ReturnType<typeof createDoctorsRepository>['list']>
>['rows'][number];

const ORDER: Record<ListFilters['sort'], (today: string) => SQL[]> = {
  relevance: (today) => [
    sql`${onLeaveOn(today)} asc`,
    sql`${doctors.ratingAvg} desc nulls last`,
    desc(doctors.reviewCount),
    desc(doctors.experienceYears),
    asc(doctors.id),
  ],
  experience: () => [desc(doctors.experienceYears), asc(doctors.id)],
  fee: () => [asc(doctors.feePaise), asc(doctors.id)],
  'fee-desc': () => [desc(doctors.feePaise), asc(doctors.id)],
  rating: () => [sql`${doctors.ratingAvg} desc nulls last`, desc(doctors.reviewCount), asc(doctors.id)],
};

/** Only doctors whose registration an admin has checked are shown or booked (docs/product-rules.md#doctor-onboarding). */
export const listed = isNotNull(doctors.registrationVerifiedAt);

/** The specialty (an id or a slug) as its id. */
const specialtyIdOf = (specialty: string) =>
  sql`(select s.id from ${specialties} s where s.id = ${specialty} or s.slug = ${specialty} order by s.id limit 1)`;

/**
 * The listing's conditions: `place` (listed, the city and the specialty), whose totals doctor_counts keeps,
 * and `rest`, every other filter.
 */
function filterConditions(f: ListFilters, today: string): { place: SQL[]; rest: SQL[] } {
  const place: (SQL | undefined)[] = [
    listed,
    // The specialty (an id or a slug) is resolved to an id first, so it is an index condition on doctors
    // and the (city, specialty_id, sort) indexes give the page in order (docs/bench.md#india-size).
    f.specialty ? sql`${doctors.specialtyId} = ${specialtyIdOf(f.specialty)}` : undefined,
    // doctors.city is kept equal to the clinic's city by triggers (migration doctor-city-triggers).
    f.city ? eq(doctors.city, f.city) : undefined,
  ];
  const rest: (SQL | undefined)[] = [
    f.clinicId ? eq(doctors.clinicId, f.clinicId) : undefined,
    f.gender ? eq(doctors.gender, f.gender) : undefined,
    f.minFeePaise !== undefined ? gte(doctors.feePaise, f.minFeePaise) : undefined,
    f.maxFeePaise !== undefined ? lte(doctors.feePaise, f.maxFeePaise) : undefined,
    f.consultationType ? arrayContains(doctors.consultationTypes, [f.consultationType]) : undefined,
    f.language ? arrayContains(doctors.languages, [f.language]) : undefined,
  ];
  if (f.availableToday) {
    rest.push(
      bookableToday(today, f.availableToday.weekday, f.availableToday.now),
      sql`not ${onLeaveOn(today)}`,
    );
  }
  const defined = (list: (SQL | undefined)[]) => list.filter((w): w is SQL => w !== undefined);
  return { place: defined(place), rest: defined(rest) };
}

/** The exact number of listed doctors in a city, a specialty, both or neither, kept on write. */
function placeTotal(f: ListFilters): SQL {
  return sql`select coalesce(sum(${doctorCounts.n}), 0)::int as n from ${doctorCounts}
    where ${and(
      sql`true`,
      f.city ? eq(doctorCounts.city, f.city) : undefined,
      f.specialty ? sql`${doctorCounts.specialtyId} = ${specialtyIdOf(f.specialty)}` : undefined,
    )}`;
}

export function createDoctorsRepository(db: Db) {
  const cards = (today: string) =>
    db
      .select(cardFields(today))
      .from(doctors)
      .innerJoin(specialties, eq(specialties.id, doctors.specialtyId))
      .innerJoin(departments, eq(departments.id, specialties.departmentId))
      .innerJoin(clinics, eq(clinics.id, doctors.clinicId));

  /**
   * Relevance puts doctors on leave today last. Ordering every match by that would compute it for all of
   * them; instead the page is read from the doctors not on leave in rating order (doctors_relevance_idx,
   * stopping at the page), and only a page running past them reads the few on leave.
   */
  async function relevancePage(
    where: SQL | undefined,
    today: string,
    page: { limit: number; offset: number },
  ) {
    const order = ORDER.relevance(today).slice(1);
    const present = await cards(today)
      .where(and(where, sql`not ${onLeaveOn(today)}`))
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset);
    if (present.length === page.limit) return present;
    let presentTotal = page.offset + present.length;
    if (present.length === 0 && page.offset > 0) {
      const [row] = await db
        .select({ n: count() })
        .from(doctors)
        .where(and(where, sql`not ${onLeaveOn(today)}`));
      presentTotal = row?.n ?? 0;
    }
    const away = await cards(today)
      .where(and(where, onLeaveOn(today)))
      .orderBy(...order)
      .limit(page.limit - present.length)
      .offset(Math.max(0, page.offset - presentTotal));
    return [...present, ...away];
  }

  const listPage = (
    where: SQL | undefined,
    f: ListFilters,
    today: string,
    page: { limit: number; offset: number },
  ) =>
    f.sort === 'relevance'
      ? relevancePage(where, today, page)
      : cards(today)
          .where(where)
          .orderBy(...ORDER[f.sort](today))
          .limit(page.limit)
          .offset(page.offset);

  let facetsCache: { value: Awaited<ReturnType<typeof readFacets>>; expires: number } | undefined;
  return {
    async list(f: ListFilters, today: string, page: { limit: number; offset: number }) {
      const { place, rest } = filterConditions(f, today);
      const where = and(...place, ...rest);
      // Only the city and the specialty filter: their totals are kept on write (doctor_counts), exact.
      if (rest.length === 0) {
        const [rows, kept] = await Promise.all([
          listPage(where, f, today, page),
          db.execute(placeTotal(f)) as unknown as Promise<{ rows: { n: number }[] }>,
        ]);
        return { total: Number(kept.rows[0]?.n ?? 0), totalIsEstimate: false, rows };
      }
      // Otherwise the total is counted up to the cap past this page only (lib/capped-total.ts).
      const countTo = countLimit(page.offset, page.limit, LIST_TOTAL_CAP);
      const [rows, capped] = await Promise.all([
        listPage(where, f, today, page),
        db.execute(sql`select count(*)::int as n from (
          select 1 from ${doctors}
           where ${where ?? sql`true`} limit ${countTo + 1}) m`) as unknown as Promise<{
          rows: { n: number }[];
        }>,
      ]);
      return { rows, ...cappedTotal(Number(capped.rows[0]?.n ?? 0), countTo) };
    },

    async cardsByIds(ids: string[], today: string) {
      if (ids.length === 0) return [];
      return cards(today).where(and(inArray(doctors.id, ids), listed));
    },

    async topRated(today: string, limit: number) {
      return cards(today)
        .where(and(gt(doctors.reviewCount, 0), listed))
        .orderBy(...ORDER.rating(today))
        .limit(limit);
    },

    async favourites(userId: string, today: string) {
      return cards(today)
        .innerJoin(favouriteDoctors, eq(favouriteDoctors.doctorId, doctors.id))
        .where(eq(favouriteDoctors.userId, userId))
        .orderBy(desc(favouriteDoctors.createdAt));
    },

    async findDetail(id: string, today: string) {
      const [row] = await db
        .select({
          ...cardFields(today),
          email: doctors.email,
          mobile: doctors.mobile,
          dob: doctors.dob,
          education: doctors.education,
          experienceHistory: doctors.experienceHistory,
          registrationNumber: doctors.registrationNumber,
          registrationCouncil: doctors.registrationCouncil,
          registrationVerifiedAt: doctors.registrationVerifiedAt,
          about: doctors.about,
          clinic: clinics,
        })
        .from(doctors)
        .innerJoin(specialties, eq(specialties.id, doctors.specialtyId))
        .innerJoin(departments, eq(departments.id, specialties.departmentId))
        .innerJoin(clinics, eq(clinics.id, doctors.clinicId))
        .where(and(eq(doctors.id, id), listed))
        .limit(1);
      return row;
    },

    /**
     * What slot generation and booking need about a doctor: listed doctors only, unless the doctor's own
     * desk asks (`unlisted`), which works before an admin has checked the registration.
     */
    /** What a doctor's photo is drawn from: gender and age, and the picture their account uploaded. */
    async findPortrait(id: string) {
      const [row] = await db
        .select({
          id: doctors.id,
          name: doctors.name,
          gender: doctors.gender,
          dob: doctors.dob,
          avatarKey: users.avatarKey,
        })
        .from(doctors)
        .leftJoin(users, eq(users.id, doctors.userId))
        .where(and(eq(doctors.id, id), listed))
        .limit(1);
      return row;
    },

    async findForBooking(id: string, opts: { unlisted?: boolean } = {}) {
      const [row] = await db
        .select({
          id: doctors.id,
          name: doctors.name,
          clinicId: doctors.clinicId,
          feePaise: doctors.feePaise,
          bookingBeforeHours: doctors.bookingBeforeHours,
          consultationTypes: doctors.consultationTypes,
          userId: doctors.userId,
        })
        .from(doctors)
        .where(and(eq(doctors.id, id), opts.unlisted ? undefined : listed))
        .limit(1);
      return row;
    },

    async exists(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: doctors.id })
        .from(doctors)
        .where(and(eq(doctors.id, id), listed))
        .limit(1);
      return Boolean(row);
    },

    async schedule(doctorId: string) {
      return db
        .select({
          weekday: doctorSchedules.weekday,
          startMinute: doctorSchedules.startMinute,
          endMinute: doctorSchedules.endMinute,
          slotMinutes: doctorSchedules.slotMinutes,
        })
        .from(doctorSchedules)
        .where(eq(doctorSchedules.doctorId, doctorId))
        .orderBy(asc(doctorSchedules.weekday), asc(doctorSchedules.startMinute));
    },

    /** Leave periods that end on or after `fromDate`. */
    async leaves(doctorId: string, fromDate: string) {
      return db
        .select({
          id: doctorLeaves.id,
          startDate: doctorLeaves.startDate,
          endDate: doctorLeaves.endDate,
          reason: doctorLeaves.reason,
        })
        .from(doctorLeaves)
        .where(and(eq(doctorLeaves.doctorId, doctorId), gte(doctorLeaves.endDate, fromDate)))
        .orderBy(asc(doctorLeaves.startDate));
    },

    async specialties() {
      return db
        .select({
          id: specialties.id,
          slug: specialties.slug,
          name: specialties.name,
          nameHi: specialties.nameHi,
          icon: specialties.icon,
          description: specialties.description,
          descriptionHi: specialties.descriptionHi,
          departmentId: departments.id,
          departmentName: departments.name,
          departmentNameHi: departments.nameHi,
          // Kept on write, listed doctors only (docs/product-rules.md#catalogue-counts).
          doctorCount: specialties.doctorCount,
          // Consult now's fee, read by join (modules/consult-now owns it), so a specialty's page offers it
          // in its first HTML.
          instantFeePaise: instantFees.feePaise,
        })
        .from(specialties)
        .innerJoin(departments, eq(departments.id, specialties.departmentId))
        .leftJoin(instantFees, eq(instantFees.specialtyId, specialties.id))
        .orderBy(asc(specialties.sortOrder));
    },

    /** The first symptom listed for each specialty, in the specialties' order (search_terms is small). */
    async commonSymptoms(limit: number) {
      const firsts = db
        .selectDistinctOn([searchTerms.specialtyId], {
          term: searchTerms.term,
          nameHi: searchTerms.nameHi,
          specialtyId: searchTerms.specialtyId,
        })
        .from(searchTerms)
        .where(eq(searchTerms.kind, 'symptom'))
        .orderBy(searchTerms.specialtyId, searchTerms.id)
        .as('firsts');
      return db
        .select({
          name: firsts.term,
          nameHi: firsts.nameHi,
          specialtyId: specialties.id,
          slug: specialties.slug,
          specialtyName: specialties.name,
          specialtyNameHi: specialties.nameHi,
        })
        .from(firsts)
        .innerJoin(specialties, eq(specialties.id, firsts.specialtyId))
        .orderBy(asc(specialties.sortOrder))
        .limit(limit);
    },

    /** The canonical city for a name or alias ('bangalore' -> 'Bengaluru'), if known. */
    async resolveCity(name: string): Promise<string | undefined> {
      const [row] = await db
        .select({ city: searchTerms.city })
        .from(searchTerms)
        .where(and(eq(searchTerms.kind, 'city'), eq(searchTerms.term, name.trim().toLowerCase())))
        .limit(1);
      return row?.city ?? undefined;
    },

    async facets() {
      if (facetsCache && facetsCache.expires > Date.now()) return facetsCache.value;
      const value = await readFacets();
      facetsCache = { value, expires: Date.now() + FACETS_TTL_MS };
      return value;
    },
  };

  async function readFacets() {
    const [cities, languages, fees] = await Promise.all([
      db.selectDistinct({ city: clinics.city }).from(clinics).orderBy(asc(clinics.city)),
      db
        .selectDistinct({ language: sql<string>`unnest(${doctors.languages})` })
        .from(doctors)
        .where(listed)
        .orderBy(sql`1`),
      db
        .select({
          min: sql<number>`min(${doctors.feePaise})::int`,
          max: sql<number>`max(${doctors.feePaise})::int`,
        })
        .from(doctors)
        .where(listed),
    ]);
    return {
      cities: cities.map((c) => c.city),
      languages: languages.map((r) => r.language),
      feePaise: { min: fees[0]?.min ?? 0, max: fees[0]?.max ?? 0 },
    };
  }
}
export type DoctorsRepository = ReturnType<typeof createDoctorsRepository>;
