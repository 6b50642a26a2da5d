// The doctor listing with its filters and sorts (specialty, city, clinic, gender, fee, consultation type,
// language, available today), one page at a time.
import { PAISE_PER_RUPEE } from '@arogya/contracts/constants';
import type { DoctorListQuery } from '@arogya/contracts/doctors';
import type { z } from 'zod';
import { todayIn, zonedParts } from '../../lib/zoned-time.ts';
import { mapDoctorCard } from './doctor-mapper.ts';
import { cityAsked, type DoctorDeps, paginationOf } from './doctors-deps.ts';

type Query = z.output<typeof DoctorListQuery>;

/** 'hindi' -> 'Hindi': languages are stored capitalised. */
const capitalise = (v: string) => v.charAt(0).toUpperCase() + v.slice(1).toLowerCase();

export async function listDoctors(deps: DoctorDeps, query: Query, now: Date) {
  const today = todayIn(now);
  const local = zonedParts(now);
  const city = query.city ? await cityAsked(deps, query.city) : undefined;
  const { rows, total, totalIsEstimate } = await deps.doctors.list(
    {
      specialty: query.specialty,
      city,
      clinicId: query.clinicId,
      gender: query.gender,
      minFeePaise: query.minFee === undefined ? undefined : query.minFee * PAISE_PER_RUPEE,
      maxFeePaise: query.maxFee === undefined ? undefined : query.maxFee * PAISE_PER_RUPEE,
      consultationType: query.consultationType,
      language: query.language ? capitalise(query.language) : undefined,
      availableToday: query.availableToday ? { weekday: local.weekday, now } : undefined,
      sort: query.sort,
    },
    today,
    { limit: query.limit, offset: (query.page - 1) * query.limit },
  );
  return {
    result: rows.map(mapDoctorCard),
    pagination: paginationOf(query.page, query.limit, total, totalIsEstimate),
  };
}
