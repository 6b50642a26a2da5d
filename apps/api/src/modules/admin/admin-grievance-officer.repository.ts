// The admin's write of grievance_officer's one row (db/schema/system.ts); the public pages read it through
// modules/home/grievance-officer.repository.ts.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { grievanceOfficer } from '../../db/schema/system.ts';

export type GrievanceOfficerChange = {
  name: string;
  designation: string;
  email: string;
  phone: string | null;
};

export function createAdminGrievanceOfficerRepository(db: Db) {
  return {
    /** Sets the one row (made again if it was ever removed); answers it as stored. */
    async set(change: GrievanceOfficerChange, actorId: string) {
      const values = { ...change, updatedAt: sql`now()`, updatedBy: actorId };
      const [row] = await db
        .insert(grievanceOfficer)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({ target: grievanceOfficer.id, set: values })
        .returning({
          name: grievanceOfficer.name,
          designation: grievanceOfficer.designation,
          email: grievanceOfficer.email,
          phone: grievanceOfficer.phone,
          updatedAt: grievanceOfficer.updatedAt,
        });
      return row ?? null;
    },
  };
}
export type AdminGrievanceOfficerRepository = ReturnType<typeof createAdminGrievanceOfficerRepository>;
