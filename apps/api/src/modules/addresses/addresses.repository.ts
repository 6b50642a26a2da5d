// The only place that reads and writes the address book, serviceable pin codes and serviceable cities.
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { serviceableCities, serviceablePinCodes } from '../../db/schema/pharmacy.ts';
import { addresses } from '../../db/schema/pharmacy-orders.ts';

export type AddressRow = typeof addresses.$inferSelect;
export type PinCodeRow = typeof serviceablePinCodes.$inferSelect;
type AddressFields = Omit<typeof addresses.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

export function createAddressesRepository(db: Db) {
  return {
    async pinCode(pin: string): Promise<PinCodeRow | undefined> {
      const [row] = await db.select().from(serviceablePinCodes).where(eq(serviceablePinCodes.pinCode, pin));
      return row;
    },
    async pinCodes(pins: string[]): Promise<PinCodeRow[]> {
      return pins.length === 0
        ? []
        : db.select().from(serviceablePinCodes).where(inArray(serviceablePinCodes.pinCode, pins));
    },
    async cities() {
      const [cities, pins] = await Promise.all([
        db.select().from(serviceableCities).orderBy(asc(serviceableCities.sortOrder)),
        db.select().from(serviceablePinCodes).orderBy(asc(serviceablePinCodes.pinCode)),
      ]);
      return cities.map((c) => ({ ...c, pins: pins.filter((p) => p.citySlug === c.slug) }));
    },
    async list(userId: string): Promise<AddressRow[]> {
      return db
        .select()
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), asc(addresses.id));
    },
    async find(userId: string, id: string): Promise<AddressRow | undefined> {
      const [row] = await db
        .select()
        .from(addresses)
        .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
      return row;
    },
    async count(userId: string): Promise<number> {
      return (await db.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, userId)))
        .length;
    },
    /** Writes an address; making it the default clears the previous default in the same transaction. */
    async save(
      userId: string,
      id: string,
      fields: AddressFields,
      isNew: boolean,
    ): Promise<AddressRow | undefined> {
      return db.transaction(async (tx) => {
        if (fields.isDefault) {
          await tx
            .update(addresses)
            .set({ isDefault: false })
            .where(and(eq(addresses.userId, userId), ne(addresses.id, id), eq(addresses.isDefault, true)));
        }
        if (isNew) {
          const [row] = await tx
            .insert(addresses)
            .values({ ...fields, id, userId })
            .returning();
          return row;
        }
        const [row] = await tx
          .update(addresses)
          .set({ ...fields, updatedAt: new Date() })
          .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
          .returning();
        return row;
      });
    },
    async remove(userId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(addresses)
        .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
        .returning({ id: addresses.id });
      return rows.length > 0;
    },
  };
}
export type AddressesRepository = ReturnType<typeof createAddressesRepository>;
