// The only place that reads and writes prescriptions, and answers which orders reference one.
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, prescriptions } from '../../db/schema/pharmacy-orders.ts';

export type PrescriptionRow = typeof prescriptions.$inferSelect;

export function createPrescriptionsRepository(db: Db) {
  return {
    async insert(row: typeof prescriptions.$inferInsert): Promise<PrescriptionRow> {
      const [inserted] = await db.insert(prescriptions).values(row).returning();
      if (!inserted) throw new Error('prescription insert returned nothing');
      return inserted;
    },
    /** The account's prescriptions, newest first; `member` ('self' or a family member's id) narrows to one person. */
    async listForUser(userId: string, member?: string): Promise<PrescriptionRow[]> {
      const person =
        member === 'self'
          ? isNull(prescriptions.familyMemberId)
          : member
            ? eq(prescriptions.familyMemberId, member)
            : undefined;
      return db
        .select()
        .from(prescriptions)
        .where(and(eq(prescriptions.userId, userId), person))
        .orderBy(desc(prescriptions.issuedAt), desc(prescriptions.createdAt));
    },
    async find(id: string): Promise<PrescriptionRow | undefined> {
      const [row] = await db.select().from(prescriptions).where(eq(prescriptions.id, id));
      return row;
    },
    async byIds(ids: string[]): Promise<PrescriptionRow[]> {
      return ids.length === 0 ? [] : db.select().from(prescriptions).where(inArray(prescriptions.id, ids));
    },
    /** Orders that attach this prescription (what a pharmacist may review it for). */
    async referencingOrders(id: string) {
      return db
        .select({ id: orders.id, orderNumber: orders.orderNumber, status: orders.status })
        .from(orders)
        .where(eq(orders.prescriptionId, id));
    },
    async remove(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(prescriptions)
        .where(and(eq(prescriptions.id, id), eq(prescriptions.userId, userId)))
        .returning({ id: prescriptions.id });
      return rows.length > 0;
    },
  };
}
export type PrescriptionsRepository = ReturnType<typeof createPrescriptionsRepository>;
