// The values the listing's filters can take, from the data: cities, languages, fee range (rupees).
import { CONSULTATION_TYPES, DOCTOR_SORTS, type DoctorFacets, GENDERS } from '@arogya/contracts/doctors';
import { toRupees } from './doctor-mapper.ts';
import type { DoctorDeps } from './doctors-deps.ts';

export async function getDoctorFilters(deps: DoctorDeps): Promise<DoctorFacets> {
  const f = await deps.doctors.facets();
  return {
    cities: f.cities,
    languages: f.languages,
    genders: [...GENDERS],
    consultationTypes: [...CONSULTATION_TYPES],
    fee: { min: toRupees(f.feePaise.min), max: toRupees(f.feePaise.max) },
    sorts: [...DOCTOR_SORTS],
  };
}
