// Partner labs and the account linked to each lab's desk (`labs.user_id`, unique: one lab per account): the
// admin console's reads and the link change, which writes its audit row in the same transaction.
import { LAB_STAFF_LINK_ACTION } from '@arogya/contracts/admin-lab-staff';
import { asc, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { labs } from '../../db/schema/labs.ts';
import { auditLog } from '../../db/schema/system.ts';
import { users } from '../../db/schema/users.ts';

type Actor = { id: string; roles: readonly string[] };

/** At most this many labs in the console's list (India has a few hundred NABL partner labs at most). */
const MAX_LABS = 500;

export function createAdminLabStaffRepository(db: Db) {
  const labRows = () =>
    db
      .select({
        id: labs.id,
        name: labs.name,
        city: labs.city,
        staffId: users.id,
        staffName: users.name,
        staffEmail: users.email,
      })
      .from(labs)
      .leftJoin(users, eq(users.id, labs.userId));

  return {
    async list() {
      return labRows().orderBy(asc(labs.name), asc(labs.id)).limit(MAX_LABS);
    },

    async find(labId: string) {
      const [row] = await labRows().where(eq(labs.id, labId));
      return row;
    },

    /** An account by id or e-mail (e-mails are stored lower-cased). */
    async account(idOrEmail: string) {
      const [row] = await db
        .select({ id: users.id, name: users.name, email: users.email, roles: users.roles })
        .from(users)
        .where(or(eq(users.id, idOrEmail), eq(users.email, idOrEmail.toLowerCase())))
        .limit(1);
      return row;
    },

    /** The lab whose desk this account works, if any. */
    async labOf(userId: string) {
      const [row] = await db
        .select({ id: labs.id, name: labs.name })
        .from(labs)
        .where(eq(labs.userId, userId));
      return row;
    },

    /**
     * Sets the lab's desk account and writes the audit row, in one transaction. The unique index on
     * `labs.user_id` refuses an account already linked elsewhere, even when two admins race.
     */
    async link(actor: Actor, labId: string, before: string | null, after: string | null) {
      await db.transaction(async (tx) => {
        await tx.update(labs).set({ userId: after }).where(eq(labs.id, labId));
        await tx.insert(auditLog).values({
          actorId: actor.id,
          actorRole: actor.roles[0] ?? null,
          action: LAB_STAFF_LINK_ACTION,
          subjectUserId: after ?? before,
          resourceType: 'lab',
          resourceId: labId,
          meta: { before, after },
        });
      });
    },
  };
}
export type AdminLabStaffRepository = ReturnType<typeof createAdminLabStaffRepository>;
