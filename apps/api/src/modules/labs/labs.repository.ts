// The lab catalogue, partner labs and their menus: the only reads and writes of lab_items, lab_parameters,
// lab_reference_ranges, lab_package_tests, labs, lab_pin_codes and lab_menu. Search is typo-tolerant with
// pg_trgm word_similarity over the catalogue's distinct short terms (names, the names people search by,
// parameter and package test names: lab_search_terms, kept by a trigger), which the GIN trigram index serves
// through <%; only the items carrying a matched term are then filtered and ranked
// (modules/labs/QUERY-PLANS.md#search).
import { and, asc, count, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  labItems,
  labItemTerms,
  labMenu,
  labPackageTests,
  labParameters,
  labPinCodes,
  labPinPrices,
  labReferenceRanges,
  labSearchTerms,
  labs,
} from '../../db/schema/labs.ts';
import { closeMatch, MATCH_STRICT_SIMILARITY } from '../../lib/fuzzy-match.ts';

/** The trigram index's threshold for candidate terms; a term matches by lib/fuzzy-match.ts ('vitamn' ~
 * 'vitamin'; 'crocin' no longer ~ 'creatinine', which 0.4 let through). */
export const LAB_SEARCH_THRESHOLD = MATCH_STRICT_SIMILARITY;

export type LabItemRow = typeof labItems.$inferSelect;
export type LabRow = typeof labs.$inferSelect;
export type ParameterRow = typeof labParameters.$inferSelect;
export type RangeRowDb = typeof labReferenceRanges.$inferSelect;
export type MenuRow = typeof labMenu.$inferSelect;
/** An item's lowest price at a pin code and the labs collecting it there. */
export type PinPrice = { pricePaise: number; labCount: number };

export type ItemFilter = {
  q?: string;
  type?: string;
  category?: string;
  minPaise?: number;
  maxPaise?: number | null;
  fasting?: boolean;
  /** Price filters and sorts by what the labs collecting at this pin code charge (lab_pin_prices). */
  pinCode?: string;
};
export type ItemSort = 'popularity' | 'relevance' | 'price-low' | 'price-high' | 'name';

/** The categories' counts are read again after this long (an import shows within a minute). */
const CATEGORY_COUNTS_TTL_MS = 60_000;

/** A search ranks at most this many items (the best matching terms first, then the most booked); beyond it the
 * total is a floor ('200+': 17 pages of 12). Ranking 400 cost twice the time at India size
 * (modules/labs/QUERY-PLANS.md#search). */
export const LAB_SEARCH_CANDIDATES = 200;
/** At most this many matching terms are read for one search (5,721 distinct terms at India size; 'thyroid'
 * matches 245). */
const LAB_SEARCH_TERMS = 2_000;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** An item's 'from' price: across every partner lab, or (a pin code given) among those collecting there, by
 * primary key in lab_pin_prices (null: no lab collects it there). */
function priceOf(pinCode: string | undefined): SQL {
  return pinCode
    ? sql`(select ${labPinPrices.fromPricePaise} from ${labPinPrices} where ${labPinPrices.pinCode} = ${pinCode} and ${labPinPrices.itemId} = ${labItems.id})`
    : sql`${labItems.fromPricePaise}`;
}

function itemWhere(f: ItemFilter): SQL | undefined {
  const q = f.q?.toLowerCase();
  const min = f.minPaise;
  const max = f.maxPaise ?? undefined;
  // A price range at a pin code: the items priced in it there, a range of lab_pin_prices_price_idx.
  const pinRange =
    f.pinCode && (min !== undefined || max !== undefined)
      ? sql`${labItems.id} in (select ${labPinPrices.itemId} from ${labPinPrices}
             where ${labPinPrices.pinCode} = ${f.pinCode}
               and ${labPinPrices.fromPricePaise} >= ${min ?? 0}
               ${max !== undefined ? sql`and ${labPinPrices.fromPricePaise} <= ${max}` : sql``})`
      : undefined;
  return and(
    f.type ? eq(labItems.type, f.type) : undefined,
    f.category ? eq(labItems.category, f.category) : undefined,
    pinRange,
    !f.pinCode && min !== undefined ? gte(labItems.fromPricePaise, min) : undefined,
    !f.pinCode && max !== undefined ? lte(labItems.fromPricePaise, max) : undefined,
    f.fasting === true ? sql`${labItems.fastingHours} > 0` : undefined,
    f.fasting === false ? sql`${labItems.fastingHours} = 0` : undefined,
    q
      ? sql`(${q} <% ${labItems.searchText} or ${labItems.searchText} like ${`%${escapeLike(q)}%`})`
      : undefined,
  );
}

function itemOrder(sort: ItemSort, q: string | undefined, price: SQL = priceOf(undefined)): SQL[] {
  switch (sort) {
    case 'relevance':
      return q
        ? [
            sql`(lower(${labItems.name}) like ${`${escapeLike(q.toLowerCase())}%`}) desc`,
            sql`word_similarity(${q.toLowerCase()}, ${labItems.searchText}) desc`,
            desc(labItems.popularity),
            asc(labItems.id),
          ]
        : [desc(labItems.popularity), asc(labItems.id)];
    case 'price-low':
      return [sql`${price} asc nulls last`, asc(labItems.id)];
    case 'price-high':
      return [sql`${price} desc nulls last`, asc(labItems.id)];
    case 'name':
      return [asc(labItems.name), asc(labItems.id)];
    default:
      return [desc(labItems.popularity), asc(labItems.id)];
  }
}

export function createLabsRepository(db: Db) {
  const withThreshold = async <T>(run: (tx: Db) => Promise<T>) =>
    db.transaction(async (tx) => {
      await tx.execute(
        sql`select set_config('pg_trgm.word_similarity_threshold', ${String(LAB_SEARCH_THRESHOLD)}, true)`,
      );
      return run(tx as unknown as Db);
    });

  let countsCache: { rows: { category: string; type: string; n: number }[]; until: number } | null = null;

  /**
   * A search: the terms matching what was typed (trigram index over short strings), the items carrying
   * them that pass the other filters, with their best similarity (at most LAB_SEARCH_CANDIDATES), ranked
   * by 'the name starts with it', similarity and popularity (or the sort asked for).
   */
  const searchItems = (q: string, f: ItemFilter, sort: ItemSort, page: { limit: number; offset: number }) =>
    withThreshold(async (tx) => {
      // The planner guesses the trigram match too wide and would compare the text with every term.
      await tx.execute(sql`set local enable_seqscan = off`);
      // The terms the trigram index finds and those holding the text, as two index arms whose union is
      // scored once; a term holding the text as typed scores 1 without computing word_similarity. One
      // condition with OR made the planner recheck both arms and filter again: three word_similarity calls a
      // term, 6.5 ms of 'vitamin' on PGlite at India size against 4 ms now (modules/labs/QUERY-PLANS.md#search).
      // The ORDER BY and LIMIT keep the planner from folding the scoring into the join below, where it
      // computed word_similarity once per (term, item) pair: 1,300 times instead of 245 for 'thyroid' at
      // India size (25 ms against 8 ms).
      const contains = `%${escapeLike(q)}%`;
      const arms = tx.$with('arms').as(
        tx
          .select({ term: labSearchTerms.term })
          .from(labSearchTerms)
          .where(sql`${q} <% ${labSearchTerms.term}`)
          .union(
            tx
              .select({ term: labSearchTerms.term })
              .from(labSearchTerms)
              .where(sql`${labSearchTerms.term} like ${contains}`),
          ),
      );
      const matched = tx.$with('matched').as(
        tx
          .with(arms)
          .select({
            term: arms.term,
            sim: sql<number>`case when ${arms.term} like ${contains} then 1 else word_similarity(${q}, ${arms.term}) end`.as(
              'term_sim',
            ),
          })
          .from(arms)
          .where(sql`${arms.term} like ${contains} or ${closeMatch(q, sql`${arms.term}`)}`)
          .orderBy(sql`term_sim desc`)
          .limit(LAB_SEARCH_TERMS),
      );
      // The items carrying them, each with its best term's similarity.
      const hits = tx.$with('hits').as(
        tx
          .with(matched)
          .select({ itemId: labItemTerms.itemId, sim: sql<number>`max(${matched.sim})`.as('sim') })
          .from(matched)
          .innerJoin(labItemTerms, eq(labItemTerms.term, matched.term))
          .groupBy(labItemTerms.itemId),
      );
      const cand = tx.$with('cand').as(
        tx
          .with(hits)
          .select({ itemId: hits.itemId, sim: hits.sim })
          .from(hits)
          .innerJoin(labItems, eq(labItems.id, hits.itemId))
          // The other filters here, so the candidates kept are all items the page may show: a filtered
          // search ('thyroid' under ₹500) is not the unfiltered best candidates narrowed afterwards.
          .where(itemWhere({ ...f, q: undefined }))
          // The best matching terms first, the most booked among equals.
          .orderBy(sql`${hits.sim} desc`, desc(labItems.popularity), hits.itemId)
          .limit(LAB_SEARCH_CANDIDATES),
      );
      const order =
        sort === 'relevance'
          ? [
              sql`(lower(${labItems.name}) like ${`${escapeLike(q)}%`}) desc`,
              sql`${cand.sim} desc`,
              sql`word_similarity(${q}, lower(${labItems.name})) desc`,
              desc(labItems.popularity),
              asc(labItems.id),
            ]
          : itemOrder(sort, undefined, priceOf(f.pinCode));
      const found = await tx
        .with(cand)
        .select({ item: labItems, total: sql<number>`count(*) over ()` })
        .from(cand)
        .innerJoin(labItems, eq(labItems.id, cand.itemId))
        .orderBy(...order)
        .limit(page.limit)
        .offset(page.offset);
      const [first] = found;
      const total = first
        ? Number(first.total)
        : page.offset > 0
          ? // A page past the end: count the matches on their own.
            Number((await tx.with(cand).select({ n: count() }).from(cand))[0]?.n ?? 0)
          : 0;
      return { rows: found.map((r) => r.item), total, totalIsEstimate: total >= LAB_SEARCH_CANDIDATES };
    });

  return {
    async listItems(f: ItemFilter, sort: ItemSort, page: { limit: number; offset: number }) {
      if (f.q) return searchItems(f.q.toLowerCase(), f, sort, page);
      const where = itemWhere(f);
      if (f.pinCode && (sort === 'price-low' || sort === 'price-high')) {
        // By the price at the pin code: the priced items in lab_pin_prices_price_idx order (walked only as far
        // as the page), then those no lab collects there. Ordering every item by a looked-up price read all
        // 4,230 tests at India size (60-108 ms); each arm's LIMIT lets the planner walk the index and stop
        // (0.3 ms; without it, a hash join of all 5,180 prices, 8 ms: modules/labs/QUERY-PLANS.md).
        const dir = sort === 'price-low' ? sql`asc` : sql`desc`;
        const found = (await db.execute(sql`
          select * from (
            (select ${labItems.id} as id from ${labPinPrices} pp join ${labItems} on ${labItems.id} = pp.item_id
              where pp.pin_code = ${f.pinCode} ${where ? sql`and ${where}` : sql``}
              order by pp.from_price_paise ${dir}, ${labItems.id}
              limit ${page.offset + page.limit})
            union all
            (select ${labItems.id} from ${labItems}
              where not exists (select 1 from ${labPinPrices} pp where pp.pin_code = ${f.pinCode} and pp.item_id = ${labItems.id})
                ${where ? sql`and ${where}` : sql``}
              order by ${labItems.id}
              limit ${page.offset + page.limit})) ordered
          limit ${page.limit} offset ${page.offset}`)) as unknown as { rows: { id: string }[] };
        const ids = found.rows.map((r) => r.id);
        const items = ids.length ? await db.select().from(labItems).where(inArray(labItems.id, ids)) : [];
        const byId = new Map(items.map((i) => [i.id, i]));
        const [total] = await db.select({ n: count() }).from(labItems).where(where);
        return {
          rows: ids.flatMap((id) => byId.get(id) ?? []),
          total: total?.n ?? 0,
          totalIsEstimate: false,
        };
      }
      const rows = await db
        .select()
        .from(labItems)
        .where(where)
        .orderBy(...itemOrder(sort, f.q, priceOf(f.pinCode)))
        .limit(page.limit)
        .offset(page.offset);
      const [total] = await db.select({ n: count() }).from(labItems).where(where);
      return { rows, total: total?.n ?? 0, totalIsEstimate: false };
    },

    /** What these items cost at a pin code: the lowest price among the labs collecting there, and their
     * number (items no lab collects there are absent). */
    async pinPrices(pinCode: string, itemIds: string[]): Promise<Map<string, PinPrice>> {
      if (itemIds.length === 0) return new Map();
      const rows = await db
        .select({
          itemId: labPinPrices.itemId,
          pricePaise: labPinPrices.fromPricePaise,
          labCount: labPinPrices.labCount,
        })
        .from(labPinPrices)
        .where(and(eq(labPinPrices.pinCode, pinCode), inArray(labPinPrices.itemId, itemIds)));
      return new Map(rows.map((r) => [r.itemId, { pricePaise: r.pricePaise, labCount: r.labCount }]));
    },

    async findItem(idOrSlug: string): Promise<LabItemRow | undefined> {
      const [row] = await db
        .select()
        .from(labItems)
        .where(sql`${labItems.id} = ${idOrSlug} or ${labItems.slug} = ${idOrSlug}`)
        .limit(1);
      return row;
    },

    async itemsByIds(ids: string[]): Promise<LabItemRow[]> {
      if (ids.length === 0) return [];
      return db.select().from(labItems).where(inArray(labItems.id, ids));
    },

    /** A package's tests in order. */
    async packageTests(packageIds: string[]) {
      if (packageIds.length === 0) return [];
      return db
        .select({ packageId: labPackageTests.packageId, test: labItems })
        .from(labPackageTests)
        .innerJoin(labItems, eq(labItems.id, labPackageTests.testId))
        .where(inArray(labPackageTests.packageId, packageIds))
        .orderBy(asc(labPackageTests.packageId), asc(labPackageTests.sortOrder));
    },

    /** Packages holding a test, cheapest first. */
    async packagesWith(testId: string, limit: number): Promise<LabItemRow[]> {
      const rows = await db
        .select({ item: labItems })
        .from(labPackageTests)
        .innerJoin(labItems, eq(labItems.id, labPackageTests.packageId))
        .where(eq(labPackageTests.testId, testId))
        .orderBy(sql`${labItems.fromPricePaise} asc nulls last`, asc(labItems.id))
        .limit(limit);
      return rows.map((r) => r.item);
    },

    /** Parameters of these tests with their reference ranges. */
    async parametersOf(testIds: string[]) {
      if (testIds.length === 0) return { params: [], ranges: [] };
      const params = await db
        .select()
        .from(labParameters)
        .where(inArray(labParameters.testId, testIds))
        .orderBy(asc(labParameters.testId), asc(labParameters.sortOrder));
      const ranges =
        params.length === 0
          ? []
          : await db
              .select()
              .from(labReferenceRanges)
              .where(
                inArray(
                  labReferenceRanges.parameterId,
                  params.map((p) => p.id),
                ),
              )
              .orderBy(asc(labReferenceRanges.id));
      return { params, ranges };
    },

    async findParameter(id: string): Promise<ParameterRow | undefined> {
      const [row] = await db.select().from(labParameters).where(eq(labParameters.id, id));
      return row;
    },

    /** Tests and packages per category: the catalogue changes rarely, so read once a minute at most. */
    async categoryCounts() {
      if (countsCache && countsCache.until > Date.now()) return countsCache.rows;
      const rows = await db
        .select({ category: labItems.category, type: labItems.type, n: count() })
        .from(labItems)
        .groupBy(labItems.category, labItems.type);
      countsCache = { rows, until: Date.now() + CATEGORY_COUNTS_TTL_MS };
      return rows;
    },

    async topLabs(city: string | undefined, limit: number) {
      return db
        .select()
        .from(labs)
        .where(city ? sql`lower(${labs.city}) = lower(${city})` : undefined)
        .orderBy(desc(labs.reportsDelivered), asc(labs.name))
        .limit(limit);
    },

    /** Menu sizes and pin code counts per lab. */
    async findLab(id: string): Promise<LabRow | undefined> {
      const [row] = await db.select().from(labs).where(eq(labs.id, id));
      return row;
    },

    async labOfUser(userId: string): Promise<LabRow | undefined> {
      const [row] = await db.select().from(labs).where(eq(labs.userId, userId));
      return row;
    },

    async pinCodesOf(labId: string): Promise<string[]> {
      const rows = await db
        .select({ pin: labPinCodes.pinCode })
        .from(labPinCodes)
        .where(eq(labPinCodes.labId, labId))
        .orderBy(asc(labPinCodes.pinCode));
      return rows.map((r) => r.pin);
    },

    async collectsAt(labId: string, pinCode: string): Promise<boolean> {
      const [row] = await db
        .select({ pin: labPinCodes.pinCode })
        .from(labPinCodes)
        .where(and(eq(labPinCodes.labId, labId), eq(labPinCodes.pinCode, pinCode)));
      return Boolean(row);
    },

    /** Labs collecting at the pin code that run every item (active), with their lines. */
    /**
     * The labs collecting at the pin code that run every one of these items, with their prices: grouped
     * and filtered in SQL, one row a lab (a pin code is served by a hundred labs at India size, and each
     * lab's row came back once per item before).
     */
    async offersAt(pinCode: string, itemIds: string[]) {
      const ids = [...new Set(itemIds)];
      if (ids.length === 0) return [];
      const rows = await db
        .select({
          lab: labs,
          prices: sql<Record<string, number>>`jsonb_object_agg(${labMenu.itemId}, ${labMenu.pricePaise})`,
        })
        .from(labPinCodes)
        .innerJoin(labs, eq(labs.id, labPinCodes.labId))
        .innerJoin(labMenu, and(eq(labMenu.labId, labs.id), eq(labMenu.active, true)))
        .where(and(eq(labPinCodes.pinCode, pinCode), inArray(labMenu.itemId, ids)))
        .groupBy(labs.id)
        .having(sql`count(*) = ${ids.length}`);
      return rows.map((r) => ({
        lab: r.lab,
        prices: new Map(Object.entries(r.prices).map(([id, price]) => [id, Number(price)])),
      }));
    },

    /** The lab's active prices for these items. */
    async pricesAt(labId: string, itemIds: string[]) {
      if (itemIds.length === 0) return new Map<string, number>();
      const rows = await db
        .select({ itemId: labMenu.itemId, pricePaise: labMenu.pricePaise })
        .from(labMenu)
        .where(and(eq(labMenu.labId, labId), eq(labMenu.active, true), inArray(labMenu.itemId, itemIds)));
      return new Map(rows.map((r) => [r.itemId, r.pricePaise]));
    },

    /**
     * The catalogue as the lab's menu page shows it: every item, with the lab's line when it has one. In Hindi
     * (lang 'hi') the text is also found in the Hindi name and the Hindi names people search by
     * (search_text_hi), and items sort by their Hindi name (the English where there is none) in the "hindi" ICU
     * collation: Intl.Collator('hi') order. Both orders and both searches have their index (migration 0076,
     * modules/labs/QUERY-PLANS.md#the-lab-desks-menu).
     */
    async menu(
      labId: string,
      f: { q?: string; offered?: boolean; lang?: 'en' | 'hi' },
      page: { limit: number; offset: number },
    ) {
      const q = f.q?.toLowerCase();
      const hindi = f.lang === 'hi';
      const like = q ? `%${escapeLike(q)}%` : '';
      const where = and(
        q && !hindi ? sql`${labItems.searchText} like ${like}` : undefined,
        q && hindi
          ? sql`(${labItems.searchText} like ${like} or ${labItems.searchTextHi} like ${like})`
          : undefined,
        f.offered === true ? sql`${labMenu.active} is true` : undefined,
        f.offered === false ? sql`${labMenu.active} is not true` : undefined,
      );
      const join = and(eq(labMenu.itemId, labItems.id), eq(labMenu.labId, labId));
      const order = hindi
        ? [
            asc(labItems.type),
            sql`coalesce(${labItems.nameHi}, ${labItems.name}) collate "hindi"`,
            asc(labItems.id),
          ]
        : [asc(labItems.type), asc(labItems.name), asc(labItems.id)];
      // The page's ids first, then their rows: a deep page (OFFSET 980) sorts ids and names, not every row
      // whole with its long text (QUERY-PLANS.md#the-lab-desks-menu).
      const ids = (
        await db
          .select({ id: labItems.id })
          .from(labItems)
          .leftJoin(labMenu, join)
          .where(where)
          .orderBy(...order)
          .limit(page.limit)
          .offset(page.offset)
      ).map((r) => r.id);
      const found =
        ids.length === 0
          ? []
          : await db
              .select({ item: labItems, line: labMenu })
              .from(labItems)
              .leftJoin(labMenu, join)
              .where(inArray(labItems.id, ids));
      const byId = new Map(found.map((row) => [row.item.id, row]));
      const rows = ids.flatMap((id) => byId.get(id) ?? []);
      const [total] = await db.select({ n: count() }).from(labItems).leftJoin(labMenu, join).where(where);
      return { rows, total: total?.n ?? 0 };
    },

    async menuLine(labId: string, itemId: string): Promise<MenuRow | undefined> {
      const [row] = await db
        .select()
        .from(labMenu)
        .where(and(eq(labMenu.labId, labId), eq(labMenu.itemId, itemId)));
      return row;
    },

    /**
     * Writes the lab's line and, in the same transaction, the item's cheapest active price and lab count
     * that the listing filters and sorts by.
     */
    async saveMenuLine(
      line: { labId: string; itemId: string; pricePaise: number; active: boolean },
      now: Date,
    ) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(labMenu)
          .values({ ...line, updatedAt: now })
          .onConflictDoUpdate({
            target: [labMenu.labId, labMenu.itemId],
            set: { pricePaise: line.pricePaise, active: line.active, updatedAt: now },
          })
          .returning();
        await tx
          .update(labItems)
          .set({
            fromPricePaise: sql`(select min(${labMenu.pricePaise}) from ${labMenu} where ${labMenu.itemId} = ${line.itemId} and ${labMenu.active})`,
            labCount: sql`(select count(*)::int from ${labMenu} where ${labMenu.itemId} = ${line.itemId} and ${labMenu.active})`,
          })
          .where(eq(labItems.id, line.itemId));
        return row as MenuRow;
      });
    },
  };
}
export type LabsRepository = ReturnType<typeof createLabsRepository>;
