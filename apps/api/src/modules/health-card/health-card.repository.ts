// The only place that reads and writes plans, health cards and the ledger of spent counted benefits
// (docs/product-rules.md#family-members-and-the-health-card).
import { and, asc, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { healthCardBenefitUses, healthCards, membershipPlans } from '../../db/schema/health-card.ts';

export type PlanRow = typeof membershipPlans.$inferSelect;
export type CardRow = typeof healthCards.$inferSelect;
export type CardWithPlan = CardRow & { plan: PlanRow };
export type Benefit = 'consultation' | 'checkup';

export function createHealthCardRepository(db: Db) {
  async function withPlan(rows: CardRow[]): Promise<CardWithPlan[]> {
    if (rows.length === 0) return [];
    const plans = await db
      .select()
      .from(membershipPlans)
      .where(inArray(membershipPlans.id, [...new Set(rows.map((r) => r.planId))]));
    return rows.flatMap((r) => {
      const plan = plans.find((p) => p.id === r.planId);
      return plan ? [{ ...r, plan }] : [];
    });
  }

  return {
    async plans(): Promise<PlanRow[]> {
      return db
        .select()
        .from(membershipPlans)
        .where(eq(membershipPlans.active, true))
        .orderBy(asc(membershipPlans.sortOrder), asc(membershipPlans.id));
    },
    async planBySlug(slug: string): Promise<PlanRow | undefined> {
      const [row] = await db
        .select()
        .from(membershipPlans)
        .where(and(eq(membershipPlans.slug, slug), eq(membershipPlans.active, true)));
      return row;
    },
    async find(id: string): Promise<CardWithPlan | undefined> {
      const [row] = await withPlan(await db.select().from(healthCards).where(eq(healthCards.id, id)));
      return row;
    },
    /** Active cards whose last day is `date` and that no later card of the holder follows (a renewal). */
    async endingOn(date: string): Promise<CardWithPlan[]> {
      return withPlan(
        await db
          .select()
          .from(healthCards)
          .where(
            and(
              eq(healthCards.status, 'active'),
              eq(healthCards.validTo, date),
              sql`not exists (select 1 from health_cards later where later.user_id = ${healthCards.userId}
                and later.status = 'active' and later.valid_from > ${healthCards.validTo})`,
            ),
          ),
      );
    },
    /** The account's cards, newest first (a handful per account: one a year). */
    async cardsOf(userId: string): Promise<CardWithPlan[]> {
      return withPlan(
        await db
          .select()
          .from(healthCards)
          .where(eq(healthCards.userId, userId))
          .orderBy(desc(healthCards.createdAt), desc(healthCards.id))
          .limit(20),
      );
    },
    async byVerifyToken(token: string): Promise<CardWithPlan | undefined> {
      const [row] = await withPlan(
        await db.select().from(healthCards).where(eq(healthCards.verifyToken, token)),
      );
      return row;
    },
    /** Inserts a card awaiting payment; undefined when the account already has one (the partial unique index). */
    async insertAwaiting(values: typeof healthCards.$inferInsert): Promise<CardRow | undefined> {
      const [row] = await db.insert(healthCards).values(values).onConflictDoNothing().returning();
      return row;
    },
    async awaitingOf(userId: string): Promise<CardRow | undefined> {
      const [row] = await db
        .select()
        .from(healthCards)
        .where(and(eq(healthCards.userId, userId), eq(healthCards.status, 'awaiting_payment')));
      return row;
    },
    /** awaiting_payment -> active with its days, in one conditional update: true only for the call that did it. */
    async activate(
      id: string,
      set: { paymentId: string; validFrom: string; validTo: string },
      now: Date,
    ): Promise<'paid' | 'already_paid' | 'duplicate' | 'closed'> {
      const rows = await db
        .update(healthCards)
        .set({
          ...set,
          status: 'active',
          paymentStatus: 'paid',
          paidAt: now,
          holdExpiresAt: null,
          updatedAt: now,
        })
        .where(and(eq(healthCards.id, id), eq(healthCards.status, 'awaiting_payment')))
        .returning({ id: healthCards.id });
      if (rows.length > 0) return 'paid';
      const [row] = await db.select().from(healthCards).where(eq(healthCards.id, id));
      if (!row?.paymentId) return 'closed';
      return row.paymentId === set.paymentId ? 'already_paid' : 'duplicate';
    },
    async expiredHolds(now: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: healthCards.id })
        .from(healthCards)
        .where(and(eq(healthCards.status, 'awaiting_payment'), lt(healthCards.holdExpiresAt, now)))
        .limit(limit);
      return rows.map((r) => r.id);
    },
    async cancel(
      id: string,
      from: string,
      set: { paymentStatus?: string; cancelReason: string },
      now: Date,
    ): Promise<boolean> {
      const rows = await db
        .update(healthCards)
        .set({ ...set, status: 'cancelled', cancelledAt: now, updatedAt: now })
        .where(and(eq(healthCards.id, id), eq(healthCards.status, from)))
        .returning({ id: healthCards.id });
      return rows.length > 0;
    },
    async setPaymentStatus(id: string, status: string, now: Date): Promise<void> {
      await db
        .update(healthCards)
        .set({ paymentStatus: status, updatedAt: now })
        .where(eq(healthCards.id, id));
    },
    async setVerifyToken(id: string, userId: string, token: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(healthCards)
        .set({ verifyToken: token, updatedAt: now })
        .where(and(eq(healthCards.id, id), eq(healthCards.userId, userId)))
        .returning({ id: healthCards.id });
      return rows.length > 0;
    },
    /** Live (not given back) uses of counted benefits on a card, by person and benefit. */
    async liveUses(cardId: string): Promise<{ personKey: string; benefit: Benefit; n: number }[]> {
      const rows = await db
        .select({
          personKey: healthCardBenefitUses.personKey,
          benefit: healthCardBenefitUses.benefit,
          n: sql<number>`count(*)::int`,
        })
        .from(healthCardBenefitUses)
        .where(and(eq(healthCardBenefitUses.cardId, cardId), isNull(healthCardBenefitUses.releasedAt)))
        .groupBy(healthCardBenefitUses.personKey, healthCardBenefitUses.benefit);
      return rows as { personKey: string; benefit: Benefit; n: number }[];
    },
    /** Any use ever, given back or not: a card with one is not refundable. */
    async anyUse(cardId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: healthCardBenefitUses.id })
        .from(healthCardBenefitUses)
        .where(eq(healthCardBenefitUses.cardId, cardId))
        .limit(1);
      return row !== undefined;
    },
    /**
     * Spends one of `allowance` uses: tries use numbers 1..allowance, each an insert that the partial unique
     * index lets through only if no live use holds that number. At most `allowance` live rows can exist, so
     * bookings racing for the last one get exactly one. Returns the use's id, or undefined when none is left.
     */
    async spend(
      use: {
        id: string;
        cardId: string;
        benefit: Benefit;
        personKey: string;
        resourceType: string;
        resourceId: string;
      },
      allowance: number,
      now: Date,
    ): Promise<string | undefined> {
      for (let useNo = 1; useNo <= allowance; useNo++) {
        const [row] = await db
          .insert(healthCardBenefitUses)
          .values({ ...use, useNo, createdAt: now })
          .onConflictDoNothing()
          .returning({ id: healthCardBenefitUses.id });
        if (row) return row.id;
      }
      return undefined;
    },
    /** Gives back what a cancelled booking spent; true when it held a use. */
    async release(resourceType: string, resourceId: string, now: Date): Promise<boolean> {
      const rows = await db
        .update(healthCardBenefitUses)
        .set({ releasedAt: now })
        .where(
          and(
            eq(healthCardBenefitUses.resourceType, resourceType),
            eq(healthCardBenefitUses.resourceId, resourceId),
            isNull(healthCardBenefitUses.releasedAt),
          ),
        )
        .returning({ id: healthCardBenefitUses.id });
      return rows.length > 0;
    },
  };
}
export type HealthCardRepository = ReturnType<typeof createHealthCardRepository>;
