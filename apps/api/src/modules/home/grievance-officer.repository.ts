// The one row of grievance_officer (db/schema/system.ts), as the public pages read it; an admin writes it
// through modules/admin/admin-grievance-officer.repository.ts.
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { grievanceOfficer } from '../../db/schema/system.ts';

export function createGrievanceOfficerRepository(db: Db) {
  return {
    async get() {
      const [row] = await db
        .select({
          name: grievanceOfficer.name,
          designation: grievanceOfficer.designation,
          email: grievanceOfficer.email,
          phone: grievanceOfficer.phone,
          updatedAt: grievanceOfficer.updatedAt,
        })
        .from(grievanceOfficer)
        .where(eq(grievanceOfficer.id, 1));
      return row ?? null;
    },
  };
}
export type GrievanceOfficerRepository = ReturnType<typeof createGrievanceOfficerRepository>;
