// The only place that reads and writes vitals and the receptionist's view of clinics and patients.
import { and, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointments, clinics, doctors, vitals } from '../../db/schema/doctors.ts';
import { users } from '../../db/schema/users.ts';
import { isPerson, type Person, personOf } from '../../lib/person.ts';

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
        .select({
          id: users.id,
          name: users.name,
          roles: users.roles,
          phoneVerifiedAt: users.phoneVerifiedAt,
        })
        .from(users)
        .where(eq(users.phone, phone))
        .orderBy(users.name)
        .limit(20);
    },

    clinicHasPatient: (clinicId: string, patientId: string) =>
      hasAppointment(patientId, eq(doctors.clinicId, clinicId)),
    doctorHasPatient: (doctorId: string, patientId: string) =>
      hasAppointment(patientId, eq(appointments.doctorId, doctorId)),

    /**
     * The people of the account (holder, members, someone else named) who have a not-cancelled appointment
     * with this doctor or at this clinic: whose vitals that staff may read (lib/person.ts).
     */
    async peopleSeenBy(by: { doctorId: string } | { clinicId: string }, patientId: string) {
      const rows = await db
        .selectDistinct({
          familyMemberId: appointments.familyMemberId,
          patientFor: appointments.patientFor,
          patientName: appointments.patientName,
        })
        .from(appointments)
        .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
        .where(
          and(
            eq(appointments.patientId, patientId),
            ne(appointments.status, 'cancelled'),
            'doctorId' in by ? eq(appointments.doctorId, by.doctorId) : eq(doctors.clinicId, by.clinicId),
          ),
        );
      return rows.map(personOf);
    },

    async appointmentOf(appointmentId: string) {
      const [row] = await db
        .select({
          patientId: appointments.patientId,
          status: appointments.status,
          doctorId: appointments.doctorId,
          clinicId: doctors.clinicId,
          familyMemberId: appointments.familyMemberId,
          patientFor: appointments.patientFor,
          patientName: appointments.patientName,
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

    /**
     * The account's vitals, newest first: every person's when `people` is undefined (the account holder
     * reading their own), else only those of these people (lib/person.ts). Someone else named at an
     * appointment is matched through the appointment the vitals were taken at.
     */
    async listVitals(patientId: string, limit: number, people?: readonly Person[]) {
      const taken = {
        familyMemberId: vitals.familyMemberId,
        patientFor: vitals.patientFor,
        patientName: appointments.patientName,
      };
      return db
        .select({
          id: vitals.id,
          patientId: vitals.patientId,
          appointmentId: vitals.appointmentId,
          familyMemberId: vitals.familyMemberId,
          patientFor: vitals.patientFor,
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
        .leftJoin(appointments, eq(appointments.id, vitals.appointmentId))
        .where(
          and(
            eq(vitals.patientId, patientId),
            people === undefined ? undefined : or(sql`false`, ...people.map((p) => isPerson(taken, p))),
          ),
        )
        .orderBy(desc(vitals.recordedAt), desc(vitals.id))
        .limit(limit);
    },
  };
}
export type ReceptionistRepository = ReturnType<typeof createReceptionistRepository>;
export type VitalsRow = Awaited<ReturnType<ReceptionistRepository['listVitals']>>[number];
