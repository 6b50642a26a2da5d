// Specialties with their icon (a lucide-react name), department and how many doctors practise each.
import type { Specialty } from '@arogya/contracts/doctors';
import type { DoctorDeps } from './doctors-deps.ts';

export async function listSpecialties(deps: DoctorDeps): Promise<Specialty[]> {
  const rows = await deps.doctors.specialties();
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    name: r.name,
    nameHi: r.nameHi,
    icon: r.icon,
    description: r.description,
    descriptionHi: r.descriptionHi,
    department: { id: r.departmentId, name: r.departmentName, nameHi: r.departmentNameHi },
    doctorCount: Number(r.doctorCount),
    instantFeePaise: r.instantFeePaise,
  }));
}
