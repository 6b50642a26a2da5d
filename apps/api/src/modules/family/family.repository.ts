// The only place that reads and writes family members (docs/product-rules.md#family-members-and-the-health-card).
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { familyMembers } from '../../db/schema/health-card.ts';
import { users } from '../../db/schema/users.ts';
import { PG_FOREIGN_KEY_VIOLATION, violatedConstraint } from '../../lib/db-errors.ts';

export type FamilyMemberRow = typeof familyMembers.$inferSelect;
type Fields = Pick<FamilyMemberRow, 'name' | 'relation' | 'dateOfBirth' | 'sex'>;

export function createFamilyRepository(db: Db) {
  return {
    /** The account's members, oldest first; archived ones only when asked (records still name them). */
    async list(userId: string, opts: { archived?: boolean } = {}): Promise<FamilyMemberRow[]> {
      return db
        .select()
        .from(familyMembers)
        .where(
          opts.archived
            ? eq(familyMembers.userId, userId)
            : and(eq(familyMembers.userId, userId), isNull(familyMembers.archivedAt)),
        )
        .orderBy(asc(familyMembers.createdAt), asc(familyMembers.id));
    },
    async find(userId: string, id: string): Promise<FamilyMemberRow | undefined> {
      const [row] = await db
        .select()
        .from(familyMembers)
        .where(and(eq(familyMembers.id, id), eq(familyMembers.userId, userId)));
      return row;
    },
    /**
     * Adds a member unless the account already has `max`: the account row is locked first, so two adds at
     * once count one after the other. Undefined when full.
     */
    async insertUnderLimit(
      userId: string,
      id: string,
      fields: Fields,
      max: number,
    ): Promise<FamilyMemberRow | undefined> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        const [count] = await tx
          .select({ n: sql<number>`count(*)::int` })
          .from(familyMembers)
          .where(and(eq(familyMembers.userId, userId), isNull(familyMembers.archivedAt)));
        if ((count?.n ?? 0) >= max) return undefined;
        const [row] = await tx
          .insert(familyMembers)
          .values({ ...fields, id, userId })
          .returning();
        return row;
      });
    },
    async update(userId: string, id: string, fields: Fields): Promise<FamilyMemberRow | undefined> {
      const [row] = await db
        .update(familyMembers)
        .set({ ...fields, updatedAt: new Date() })
        .where(
          and(eq(familyMembers.id, id), eq(familyMembers.userId, userId), isNull(familyMembers.archivedAt)),
        )
        .returning();
      return row;
    },
    /**
     * Deletes a member with no records; one that a booking or order names (a foreign key refuses the
     * delete) is archived instead, so those records keep saying whose they are.
     */
    async remove(userId: string, id: string): Promise<'deleted' | 'archived' | 'not_found'> {
      try {
        const rows = await db.transaction(async (tx) =>
          tx
            .delete(familyMembers)
            .where(
              and(
                eq(familyMembers.id, id),
                eq(familyMembers.userId, userId),
                isNull(familyMembers.archivedAt),
              ),
            )
            .returning({ id: familyMembers.id }),
        );
        return rows.length > 0 ? 'deleted' : 'not_found';
      } catch (err) {
        if (violatedConstraint(err, PG_FOREIGN_KEY_VIOLATION) === undefined) throw err;
        const rows = await db
          .update(familyMembers)
          .set({ archivedAt: new Date(), updatedAt: new Date() })
          .where(and(eq(familyMembers.id, id), eq(familyMembers.userId, userId)))
          .returning({ id: familyMembers.id });
        return rows.length > 0 ? 'archived' : 'not_found';
      }
    },
  };
}
export type FamilyRepository = ReturnType<typeof createFamilyRepository>;
