// Doctor onboarding and the registration check (docs/product-rules.md#doctor-onboarding): the account, the
// doctor's profile, weekly hours and the audit row are written in one transaction; the check records who
// and when, with its own audit row.
import { and, asc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { clinics, doctorSchedules, doctors, specialties } from '../../db/schema/doctors.ts';
import { auditLog } from '../../db/schema/system.ts';
import { users } from '../../db/schema/users.ts';
import type { Keyset } from './admin.repository.ts';

type Actor = { id: string; roles: readonly string[] };
export type NewDoctorRows = {
  user: typeof users.$inferInsert;
  doctor: typeof doctors.$inferInsert;
  schedule: Omit<typeof doctorSchedules.$inferInsert, 'doctorId'>[];
};

export function createAdminDoctorsRepository(db: Db) {
  return {
    async formOptions() {
      const [specialtyRows, clinicRows] = await Promise.all([
        db
          .select({ id: specialties.id, name: specialties.name })
          .from(specialties)
          .orderBy(asc(specialties.name)),
        db
          .select({ id: clinics.id, name: clinics.name, city: clinics.city })
          .from(clinics)
          .orderBy(asc(clinics.city), asc(clinics.name)),
      ]);
      return { specialties: specialtyRows, clinics: clinicRows };
    },

    /** Undefined when the e-mail already has an account (nothing is written then). */
    async onboard(
      actor: Actor,
      rows: NewDoctorRows,
    ): Promise<{ userId: string; doctorId: string } | undefined> {
      return db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values(rows.user)
          .onConflictDoNothing({ target: users.email })
          .returning({ id: users.id });
        if (!user) return undefined;
        const [doctor] = await tx.insert(doctors).values(rows.doctor).returning({ id: doctors.id });
        if (!doctor) throw new Error('doctor insert returned nothing');
        if (rows.schedule.length > 0) {
          await tx.insert(doctorSchedules).values(rows.schedule.map((s) => ({ ...s, doctorId: doctor.id })));
        }
        await tx.insert(auditLog).values({
          actorId: actor.id,
          actorRole: actor.roles[0] ?? null,
          action: 'doctor.onboard',
          subjectUserId: user.id,
          resourceType: 'doctor',
          resourceId: doctor.id,
          meta: {
            registrationNumber: rows.doctor.registrationNumber,
            registrationCouncil: rows.doctor.registrationCouncil,
            registrationYear: rows.doctor.registrationYear,
          },
        });
        return { userId: user.id, doctorId: doctor.id };
      });
    },

    async list(filter: { verified: boolean; after?: Keyset; limit: number }) {
      const verifier = alias(users, 'verifier');
      const conditions: SQL[] = [
        filter.verified ? isNotNull(doctors.registrationVerifiedAt) : isNull(doctors.registrationVerifiedAt),
      ];
      if (filter.after) {
        conditions.push(
          sql`(${doctors.createdAt}, ${doctors.id}) < (${filter.after.at}::timestamptz, ${filter.after.id})`,
        );
      }
      return db
        .select({
          id: doctors.id,
          name: doctors.name,
          email: doctors.email,
          specialty: specialties.name,
          clinic: clinics.name,
          city: clinics.city,
          registrationNumber: doctors.registrationNumber,
          registrationCouncil: doctors.registrationCouncil,
          registrationYear: doctors.registrationYear,
          verifiedAt: doctors.registrationVerifiedAt,
          verifiedByName: verifier.name,
          createdAt: doctors.createdAt,
          key: sql<string>`${doctors.createdAt}::text`,
        })
        .from(doctors)
        .innerJoin(specialties, eq(specialties.id, doctors.specialtyId))
        .innerJoin(clinics, eq(clinics.id, doctors.clinicId))
        .leftJoin(verifier, eq(verifier.id, doctors.registrationVerifiedBy))
        .where(and(...conditions))
        .orderBy(sql`${doctors.createdAt} desc nulls last`, sql`${doctors.id} desc nulls last`)
        .limit(filter.limit);
    },

    /**
     * Marks the registration checked, once. 'verified' when this call did it, 'already' when it was done
     * before, undefined when there is no such doctor.
     */
    async verify(actor: Actor, doctorId: string): Promise<'verified' | 'already' | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(doctors)
          .set({ registrationVerifiedAt: new Date(), registrationVerifiedBy: actor.id })
          .where(and(eq(doctors.id, doctorId), isNull(doctors.registrationVerifiedAt)))
          .returning({
            userId: doctors.userId,
            registrationNumber: doctors.registrationNumber,
            registrationCouncil: doctors.registrationCouncil,
            registrationYear: doctors.registrationYear,
          });
        if (!row) {
          const [exists] = await tx.select({ id: doctors.id }).from(doctors).where(eq(doctors.id, doctorId));
          return exists ? 'already' : undefined;
        }
        await tx.insert(auditLog).values({
          actorId: actor.id,
          actorRole: actor.roles[0] ?? null,
          action: 'doctor.registration.verify',
          subjectUserId: row.userId,
          resourceType: 'doctor',
          resourceId: doctorId,
          meta: {
            registrationNumber: row.registrationNumber,
            registrationCouncil: row.registrationCouncil,
            registrationYear: row.registrationYear,
          },
        });
        return 'verified';
      });
    },
  };
}
export type AdminDoctorsRepository = ReturnType<typeof createAdminDoctorsRepository>;
