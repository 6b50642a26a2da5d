// The only place that reads and writes vitals and the receptionist's view of clinics and patients.
import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointments, clinics, doctors, vitals } from '../../db/schema/doctors.ts';
import { users } from '../../db/schema/users.ts';

export function createReceptionistRepository(db: Db) {
  /** Whether the patient has a (not cancelled) appointment matching the extra condition. */
  const hasAppointment = async (patientId: string, extra: ReturnType<typeof eq>) => {
    const [row] = await db
      .select({ id: appointments.id })
      .from(appointments)
      .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
      .where(and(eq(appointments.patientId, patientId), ne(appointments.status, 'cancelled'), extra))
      .limit(1);
    return Boolean(row);
  };

  return {
    async clinic(id: string) {
      const [row] = await db.select().from(clinics).where(eq(clinics.id, id)).limit(1);
      return row;
    },

    async patientsByPhone(phone: string) {
      return db
        .select({ id: users.id, name: users.name, roles: users.roles })
        .from(users)
        .where(eq(users.phone, phone))
        .orderBy(users.name)
        .limit(20);
    },

    clinicHasPatient: (clinicId: string, patientId: string) =>
      hasAppointment(patientId, eq(doctors.clinicId, clinicId)),
    doctorHasPatient: (doctorId: string, patientId: string) =>
      hasAppointment(patientId, eq(appointments.doctorId, doctorId)),

    async appointmentOf(appointmentId: string) {
      const [row] = await db
        .select({
          patientId: appointments.patientId,
          clinicId: doctors.clinicId,
          familyMemberId: appointments.familyMemberId,
        })
        .from(appointments)
        .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
        .where(eq(appointments.id, appointmentId))
        .limit(1);
      return row;
    },

    async insertVitals(row: typeof vitals.$inferInsert): Promise<void> {
      await db.insert(vitals).values(row);
    },

    /** member: 'self' (the account holder's own), a family member's id, or undefined for all. */
    async listVitals(patientId: string, limit: number, member?: string) {
      return db
        .select({
          id: vitals.id,
          patientId: vitals.patientId,
          appointmentId: vitals.appointmentId,
          familyMemberId: vitals.familyMemberId,
          clinicId: clinics.id,
          clinicName: clinics.name,
          recordedAt: vitals.recordedAt,
          recordedBy: users.name,
          systolic: vitals.systolic,
          diastolic: vitals.diastolic,
          pulse: vitals.pulse,
          temperatureC: vitals.temperatureC,
          spo2: vitals.spo2,
          respiratoryRate: vitals.respiratoryRate,
          weightKg: vitals.weightKg,
          heightCm: vitals.heightCm,
          notes: vitals.notes,
        })
        .from(vitals)
        .leftJoin(clinics, eq(clinics.id, vitals.clinicId))
        .leftJoin(users, eq(users.id, vitals.recordedById))
        .where(
          and(
            eq(vitals.patientId, patientId),
            member === undefined
              ? undefined
              : member === 'self'
                ? isNull(vitals.familyMemberId)
                : eq(vitals.familyMemberId, member),
          ),
        )
        .orderBy(desc(vitals.recordedAt), desc(vitals.id))
        .limit(limit);
    },
  };
}
export type ReceptionistRepository = ReturnType<typeof createReceptionistRepository>;
export type VitalsRow = Awaited<ReturnType<ReceptionistRepository['listVitals']>>[number];
