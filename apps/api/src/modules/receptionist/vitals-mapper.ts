// The shape vitals leave the API in (contracts/appointments.ts).
import type { Vitals } from '@arogya/contracts/appointments';
import type { VitalsRow } from './receptionist.repository.ts';

const num = (v: number | null) => (v === null ? null : Number(v));

export function mapVitals(row: VitalsRow): Vitals {
  return {
    id: row.id,
    patientId: row.patientId,
    appointmentId: row.appointmentId,
    familyMemberId: row.familyMemberId,
    patientFor: row.patientFor === 'other' ? 'other' : 'self',
    clinic: row.clinicId && row.clinicName ? { id: row.clinicId, name: row.clinicName } : null,
    recordedAt: row.recordedAt.toISOString(),
    recordedBy: row.recordedBy,
    systolic: num(row.systolic),
    diastolic: num(row.diastolic),
    pulse: num(row.pulse),
    temperatureC: num(row.temperatureC),
    spo2: num(row.spo2),
    respiratoryRate: num(row.respiratoryRate),
    weightKg: num(row.weightKg),
    heightCm: num(row.heightCm),
    notes: row.notes,
  };
}
