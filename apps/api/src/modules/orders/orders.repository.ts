// The only place that writes orders. Placing an order is one transaction: each line takes its stock with
// `UPDATE ... SET stock = stock - q WHERE id = ? AND stock >= q` (lines in id order, so two orders never
// wait on each other in opposite order); a line that cannot be taken rolls the whole order back.
import { and, asc, count, desc, eq, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products } from '../../db/schema/pharmacy.ts';
import { orderEvents, orderItems, orders, prescriptions } from '../../db/schema/pharmacy-orders.ts';
import { users } from '../../db/schema/users.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;
export type NewOrder = Omit<typeof orders.$inferInsert, 'orderNumber'>;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'orderId' | 'id'>;

/** Thrown inside the order transaction when a line's stock is gone; rolls everything back. */
export class OutOfStockError extends Error {
  constructor(readonly productId: string) {
    super(`Out of stock: ${productId}`);
  }
}

export type Transition = {
  from: readonly string[];
  to: string;
  set?: { [K in keyof typeof orders.$inferInsert]?: (typeof orders.$inferInsert)[K] | SQL };
  restock?: boolean;
  actorId: string | null;
  note?: string | null;
  /** Only when the order belongs to this user. */
  userId?: string;
  /** Runs in the transaction once the order has moved (its notifications). */
  afterMove?: (tx: Db, row: OrderRow) => Promise<void>;
};

/** For a cancellation: an order still awaiting its online payment is then simply not paid. */
export const UNPAID_BECOMES_NOT_PAID = sql`CASE WHEN ${orders.paymentStatus} = 'awaiting_payment' THEN 'not_paid' ELSE ${orders.paymentStatus} END`;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export function createOrdersRepository(db: Db) {
  return {
    async productsForPricing(ids: string[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: products.id,
          name: products.name,
          unit: products.unit,
          manufacturer: products.manufacturer,
          schedule: products.schedule,
          stock: products.stock,
          mrpPaise: products.mrpPaise,
          pricePaise: products.pricePaise,
          colours: products.colours,
          sizes: products.sizes,
        })
        .from(products)
        .where(inArray(products.id, ids));
    },

    async prescriptionSummary(id: string) {
      const [row] = await db
        .select({ id: prescriptions.id, source: prescriptions.source, issuedAt: prescriptions.issuedAt })
        .from(prescriptions)
        .where(eq(prescriptions.id, id));
      return row;
    },

    async prescriptionOf(userId: string, id: string) {
      const [row] = await db
        .select({ id: prescriptions.id, issuedAt: prescriptions.issuedAt })
        .from(prescriptions)
        .where(and(eq(prescriptions.id, id), eq(prescriptions.userId, userId)));
      return row;
    },

    /** Takes stock for every line and writes the order; OutOfStockError names the first line short. */
    async place(
      order: NewOrder,
      items: NewOrderItem[],
      year: number,
      format: (y: number, n: number) => string,
      then: (tx: Db, row: OrderRow) => Promise<void> = async () => {},
    ) {
      const needs = new Map<string, number>();
      for (const i of items) needs.set(i.productId, (needs.get(i.productId) ?? 0) + i.quantity);
      return db.transaction(async (tx) => {
        for (const [productId, quantity] of [...needs].sort(([a], [b]) => a.localeCompare(b))) {
          const taken = await tx
            .update(products)
            .set({
              stock: sql`${products.stock} - ${quantity}`,
              totalSold: sql`${products.totalSold} + ${quantity}`,
            })
            .where(and(eq(products.id, productId), sql`${products.stock} >= ${quantity}`))
            .returning({ id: products.id });
          if (taken.length === 0) throw new OutOfStockError(productId);
        }
        const [seq] = rowsOf<{ n: string }>(await tx.execute(sql`select nextval('order_number_seq') as n`));
        const orderNumber = format(year, Number(seq?.n));
        const [row] = await tx
          .insert(orders)
          .values({ ...order, orderNumber })
          .returning();
        await tx.insert(orderItems).values(items.map((i) => ({ ...i, orderId: order.id })));
        await tx
          .insert(orderEvents)
          .values({ orderId: order.id, status: order.status, actorId: order.userId });
        await then(tx, row as OrderRow);
        return row as OrderRow;
      });
    },

    async list(
      where: { userId?: string; statuses?: readonly string[]; member?: string },
      page: { limit: number; offset: number },
      oldestFirst = false,
    ) {
      const cond: SQL | undefined = and(
        where.userId ? eq(orders.userId, where.userId) : undefined,
        where.statuses ? inArray(orders.status, [...where.statuses]) : undefined,
        where.member === 'self'
          ? isNull(orders.familyMemberId)
          : where.member
            ? eq(orders.familyMemberId, where.member)
            : undefined,
      );
      const rows = await db
        .select()
        .from(orders)
        .where(cond)
        .orderBy(oldestFirst ? asc(orders.createdAt) : desc(orders.createdAt), asc(orders.id))
        .limit(page.limit)
        .offset(page.offset);
      const [total] = await db.select({ n: count() }).from(orders).where(cond);
      return { rows, total: total?.n ?? 0 };
    },

    /** The pharmacists' accounts (who review prescriptions). */
    async pharmacistIds(): Promise<string[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`'pharmacist' = any(${users.roles})`);
      return rows.map((row) => row.id);
    },

    async find(id: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id));
      return row;
    },

    async itemsOf(orderIds: string[]): Promise<OrderItemRow[]> {
      if (orderIds.length === 0) return [];
      return db
        .select()
        .from(orderItems)
        .where(inArray(orderItems.orderId, orderIds))
        .orderBy(asc(orderItems.id));
    },

    async eventsOf(orderId: string): Promise<OrderEventRow[]> {
      return db
        .select()
        .from(orderEvents)
        .where(eq(orderEvents.orderId, orderId))
        .orderBy(asc(orderEvents.at), asc(orderEvents.id));
    },

    async patientsOf(userIds: string[]) {
      if (userIds.length === 0) return [];
      return db
        .select({ id: users.id, name: users.name, phone: users.phone })
        .from(users)
        .where(inArray(users.id, userIds));
    },

    /**
     * Moves an order from one of `from` to `to` in one conditional UPDATE (so two hands cannot both move
     * it), puts its stock back when asked, and records the event. Undefined when the order was not in a
     * `from` status (or not the user's).
     */
    async transition(orderId: string, t: Transition): Promise<OrderRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(orders)
          .set({ ...t.set, status: t.to, updatedAt: new Date() })
          .where(
            and(
              eq(orders.id, orderId),
              inArray(orders.status, [...t.from]),
              t.userId ? eq(orders.userId, t.userId) : undefined,
            ),
          )
          .returning();
        if (!row) return undefined;
        if (t.restock) {
          const items = await tx
            .select()
            .from(orderItems)
            .where(eq(orderItems.orderId, orderId))
            .orderBy(asc(orderItems.productId));
          for (const i of items) {
            await tx
              .update(products)
              .set({
                stock: sql`${products.stock} + ${i.quantity}`,
                totalSold: sql`greatest(${products.totalSold} - ${i.quantity}, 0)`,
              })
              .where(eq(products.id, i.productId));
          }
        }
        await tx
          .insert(orderEvents)
          .values({ orderId, status: t.to, actorId: t.actorId, note: t.note ?? null });
        await t.afterMove?.(tx, row);
        return row;
      });
    },

    /**
     * awaiting_payment -> paid, once, in one conditional UPDATE: the order moves on to the pharmacist
     * (prescription check first when one is pending). 'already_paid' when this payment paid it before,
     * 'duplicate' when another did, 'closed' when it was cancelled (its hold released).
     */
    async markPaid(orderId: string, paymentId: string, now: Date) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(orders)
          .set({
            status: sql`CASE WHEN ${orders.prescriptionStatus} = 'pending' THEN 'awaiting_prescription' ELSE 'confirmed' END`,
            paymentStatus: 'paid',
            paidAt: now,
            paymentId,
            updatedAt: now,
          })
          .where(
            and(
              eq(orders.id, orderId),
              eq(orders.status, 'awaiting_payment'),
              eq(orders.paymentStatus, 'awaiting_payment'),
            ),
          )
          .returning();
        if (row) {
          await tx
            .insert(orderEvents)
            .values({ orderId, status: row.status, actorId: null, note: 'Paid online' });
          return 'paid' as const;
        }
        const [current] = await tx
          .select({ paymentId: orders.paymentId, status: orders.status })
          .from(orders)
          .where(eq(orders.id, orderId));
        if (current?.paymentId === paymentId) return 'already_paid' as const;
        if (current?.paymentId) return 'duplicate' as const;
        return 'closed' as const;
      });
    },

    /** Online orders still unpaid when their hold ended. */
    async expiredHolds(now: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.status, 'awaiting_payment'), lt(orders.holdExpiresAt, now)))
        .orderBy(asc(orders.holdExpiresAt))
        .limit(limit);
      return rows.map((r) => r.id);
    },

    async setPaymentStatus(orderId: string, paymentStatus: string, now: Date) {
      await db.update(orders).set({ paymentStatus, updatedAt: now }).where(eq(orders.id, orderId));
    },

    /** A line on the order's timeline, under its current status. */
    async addNote(orderId: string, note: string) {
      const [row] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
      if (row) await db.insert(orderEvents).values({ orderId, status: row.status, actorId: null, note });
    },

    async productKinds(ids: string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: products.id, kind: products.kind })
        .from(products)
        .where(inArray(products.id, ids));
      return new Map(rows.map((r) => [r.id, r.kind]));
    },

    async stockOf(productId: string): Promise<number | undefined> {
      const [row] = await db
        .select({ stock: products.stock })
        .from(products)
        .where(eq(products.id, productId));
      return row?.stock;
    },
  };
}
export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
export type PricingProductRow = Awaited<ReturnType<OrdersRepository['productsForPricing']>>[number];
