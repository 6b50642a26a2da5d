// The receptionist's clinic and its doctors (whom the desk can book with).
import { AppError } from '../../lib/app-error.ts';
import { todayIn } from '../../lib/zoned-time.ts';
import { mapDoctorCard } from '../doctors/doctor-mapper.ts';
import type { ReceptionistDeps } from './receptionist-deps.ts';

export async function getMyClinic(deps: ReceptionistDeps, clinicId: string, now: Date) {
  const clinic = await deps.desk.clinic(clinicId);
  if (!clinic) throw AppError.notFound('Clinic not found');
  const { rows } = await deps.doctors.list({ clinicId, sort: 'relevance' }, todayIn(now), {
    limit: 100,
    offset: 0,
  });
  return {
    clinic: {
      id: clinic.id,
      name: clinic.name,
      address: clinic.address,
      area: clinic.area,
      city: clinic.city,
      state: clinic.state,
      pinCode: clinic.pinCode,
      phone: clinic.phone,
    },
    doctors: rows.map(mapDoctorCard),
  };
}
