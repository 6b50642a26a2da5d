// The only place that reads and writes prescriptions, and answers which orders reference one.
import { and, desc, eq, inArray } from 'drizzle-orm';
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
    async listForUser(userId: string): Promise<PrescriptionRow[]> {
      return db
        .select()
        .from(prescriptions)
        .where(eq(prescriptions.userId, userId))
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
