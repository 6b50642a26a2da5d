// The receptionist records a patient's vitals; the patient must have an appointment at the clinic.
// Temperatures in °F are stored in °C. Recording is written to the audit log.
import { randomUUID } from 'node:crypto';
import type { Vitals, VitalsRequest } from '@arogya/contracts/appointments';
import type { z } from 'zod';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ReceptionistDeps } from './receptionist-deps.ts';
import { mapVitals } from './vitals-mapper.ts';

const toCelsius = (t: number, unit: 'C' | 'F') =>
  Math.round((unit === 'F' ? ((t - 32) * 5) / 9 : t) * 10) / 10;

export async function recordVitals(
  deps: ReceptionistDeps,
  receptionist: Actor,
  clinicId: string,
  input: z.output<typeof VitalsRequest>,
): Promise<Vitals> {
  if (!(await deps.desk.clinicHasPatient(clinicId, input.patientId))) {
    throw AppError.forbidden('This patient has no appointment at your clinic');
  }
  // Vitals taken at a family member's appointment are that member's (docs/product-rules.md#family-members-and-the-health-card).
  let familyMemberId: string | null = null;
  if (input.appointmentId) {
    const appointment = await deps.desk.appointmentOf(input.appointmentId);
    if (!appointment || appointment.patientId !== input.patientId || appointment.clinicId !== clinicId) {
      throw AppError.invalid('The appointment is not this patient’s appointment at your clinic', [
        { field: 'appointmentId', message: 'Not this patient’s appointment at your clinic' },
      ]);
    }
    familyMemberId = appointment.familyMemberId;
  }
  const id = randomUUID();
  await deps.desk.insertVitals({
    id,
    patientId: input.patientId,
    clinicId,
    appointmentId: input.appointmentId ?? null,
    familyMemberId,
    recordedById: receptionist.id,
    systolic: input.systolic ?? null,
    diastolic: input.diastolic ?? null,
    pulse: input.pulse ?? null,
    temperatureC:
      input.temperature === undefined ? null : toCelsius(input.temperature, input.temperatureUnit),
    spo2: input.spo2 ?? null,
    respiratoryRate: input.respiratoryRate ?? null,
    weightKg: input.weightKg ?? null,
    heightCm: input.heightCm ?? null,
    notes: input.notes || null,
  });
  await deps.audit.record({
    actor: receptionist,
    action: 'vitals.write',
    subjectUserId: input.patientId,
    resourceType: 'vitals',
    resourceId: id,
    meta: { clinicId, ...(familyMemberId ? { familyMemberId } : {}) },
  });
  const [row] = await deps.desk.listVitals(input.patientId, 1, familyMemberId ?? 'self');
  if (!row) throw new Error('vitals vanished after insert');
  return mapVitals(row);
}
