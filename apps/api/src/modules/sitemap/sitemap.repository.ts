// The public catalogue's keys for the sitemap, read on purpose from the doctors, pharmacy, labs and
// articles tables (docs/ARCHITECTURE.md#sitemap-and-robots): keyset pages by primary or unique key, never
// a count of a big table. Doctors: listed ones only (registration checked, docs/product-rules.md).

import type { SitemapKind } from '@arogya/contracts/sitemap';
import { and, asc, gt, isNotNull, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { articles } from '../../db/schema/articles.ts';
import { doctors, specialties } from '../../db/schema/doctors.ts';
import { labItems } from '../../db/schema/labs.ts';
import { products } from '../../db/schema/pharmacy.ts';

export type SitemapEntry = { key: string; path: string; lastModified?: Date };
type CatalogueKind = Exclude<SitemapKind, 'pages'>;

type Source = {
  table: PgTable;
  key: PgColumn;
  where?: SQL;
  entry: (row: Record<string, unknown>) => SitemapEntry;
};

const SOURCES: Record<CatalogueKind, Source> = {
  doctors: {
    table: doctors,
    key: doctors.id,
    where: isNotNull(doctors.registrationVerifiedAt),
    entry: (r) => ({ key: String(r.key), path: `/doctor-details/${r.key}` }),
  },
  medicines: {
    table: products,
    key: products.id,
    entry: (r) => ({ key: String(r.key), path: `/product/${r.key}` }),
  },
  tests: {
    table: labItems,
    key: labItems.slug,
    entry: (r) => ({ key: String(r.key), path: `/${r.type === 'package' ? 'packages' : 'tests'}/${r.key}` }),
  },
  articles: {
    table: articles,
    key: articles.slug,
    entry: (r) => ({
      key: String(r.key),
      path: `/health-articles/${r.key}`,
      lastModified: r.updatedAt instanceof Date ? r.updatedAt : new Date(String(r.updatedAt)),
    }),
  },
};

const extraColumns = (kind: CatalogueKind): Record<string, PgColumn> =>
  kind === 'tests' ? { type: labItems.type } : kind === 'articles' ? { updatedAt: articles.updatedAt } : {};

export function createSitemapRepository(db: Db) {
  const after = (source: Source, key: string | undefined) =>
    and(source.where, key === undefined ? undefined : gt(source.key, key));

  return {
    /** Up to `limit` entries of a kind whose key sorts after `afterKey`. */
    async page(kind: CatalogueKind, afterKey: string | undefined, limit: number): Promise<SitemapEntry[]> {
      const source = SOURCES[kind];
      const rows = await db
        .select({ key: source.key, ...extraColumns(kind) })
        .from(source.table)
        .where(after(source, afterKey))
        .orderBy(asc(source.key))
        .limit(limit);
      return rows.map((row) => source.entry(row as Record<string, unknown>));
    },

    /**
     * Where each page of a kind starts: undefined for the first, then the last key of each full page that
     * has a next one. One index step of `pageSize` keys per page.
     */
    async pageStarts(kind: CatalogueKind, pageSize: number): Promise<(string | undefined)[]> {
      const source = SOURCES[kind];
      const starts: (string | undefined)[] = [undefined];
      let cursor: string | undefined;
      for (;;) {
        const rows = await db
          .select({ key: source.key })
          .from(source.table)
          .where(after(source, cursor))
          .orderBy(asc(source.key))
          .offset(pageSize - 1)
          .limit(2);
        if (rows.length < 2) return starts;
        cursor = String(rows[0]?.key);
        starts.push(cursor);
      }
    },

    /** The specialties' consultation pages (a short list). */
    async specialtyIds(): Promise<string[]> {
      const rows = await db.select({ id: specialties.id }).from(specialties).orderBy(asc(specialties.id));
      return rows.map((r) => r.id);
    },
  };
}

export type SitemapRepository = ReturnType<typeof createSitemapRepository>;
