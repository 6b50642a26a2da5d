// Common symptoms for the home page, each leading to the doctors who treat it: the first symptom the
// catalogue lists for each specialty (docs/screens.md#home-page).
import type { CommonSymptom } from '@arogya/contracts/doctors';
import type { DoctorDeps } from './doctors-deps.ts';

export async function listCommonSymptoms(deps: DoctorDeps, limit: number): Promise<CommonSymptom[]> {
  const rows = await deps.doctors.commonSymptoms(limit);
  return rows.map((r) => ({
    name: r.name,
    nameHi: r.nameHi,
    specialty: { id: r.specialtyId, slug: r.slug, name: r.specialtyName, nameHi: r.specialtyNameHi },
  }));
}
