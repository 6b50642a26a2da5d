// The receptionist records a patient's vitals; the patient must have an appointment at the clinic.
// Temperatures in °F are stored in °C. Recording is written to the audit log.
import { randomUUID } from 'node:crypto';
import type { Vitals, VitalsRequest } from '@arogya/contracts/appointments';
import type { z } from 'zod';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { type Person, personOf } from '../../lib/person.ts';
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
  // Vitals are the person's the appointment is for (docs/product-rules.md#family-members-and-the-health-card):
  // a family member's, someone else's named at it, or, without an appointment, the account holder's, who must
  // then have an appointment at this clinic themself (lib/person.ts).
  let person: Person = { kind: 'self' };
  if (input.appointmentId) {
    const appointment = await deps.desk.appointmentOf(input.appointmentId);
    if (
      !appointment ||
      appointment.patientId !== input.patientId ||
      appointment.clinicId !== clinicId ||
      appointment.status === 'cancelled'
    ) {
      throw AppError.invalid('The appointment is not this patient’s appointment at your clinic', [
        { field: 'appointmentId', message: 'Not this patient’s appointment at your clinic' },
      ]);
    }
    person = personOf(appointment);
  } else {
    const seen = await deps.desk.peopleSeenBy({ clinicId }, input.patientId);
    if (seen.length === 0) throw AppError.forbidden('This patient has no appointment at your clinic');
    if (!seen.some((p) => p.kind === 'self')) {
      throw AppError.invalid('Choose the appointment these vitals were taken at', [
        { field: 'appointmentId', message: 'The account holder has no appointment at your clinic' },
      ]);
    }
  }
  const familyMemberId = person.kind === 'member' ? person.memberId : null;
  const id = randomUUID();
  await deps.desk.insertVitals({
    id,
    patientId: input.patientId,
    clinicId,
    appointmentId: input.appointmentId ?? null,
    familyMemberId,
    patientFor: person.kind === 'self' ? 'self' : 'other',
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
  const [row] = await deps.desk.listVitals(input.patientId, 1, [person]);
  if (!row) throw new Error('vitals vanished after insert');
  return mapVitals(row);
}
