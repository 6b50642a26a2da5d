// The receptionist finds a walk-in's account by phone number.
import type { PatientSummary } from '@arogya/contracts/bookings';
import type { ReceptionistDeps } from './receptionist-deps.ts';

export async function findPatientsByPhone(deps: ReceptionistDeps, phone: string): Promise<PatientSummary[]> {
  const rows = await deps.desk.patientsByPhone(phone);
  return rows
    .filter((r) => r.roles.includes('patient'))
    .map((r) => ({ id: r.id, name: r.name, phone: r.phone, email: r.email }));
}
