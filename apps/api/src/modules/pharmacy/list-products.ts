// Medicine listings: all products (optionally filtered), a page of them, and the pharmacy home's top
// medicines (the best sellers that can be ordered online).
import type { ProductCard, ProductListQuery } from '@arogya/contracts/pharmacy';
import type { z } from 'zod';
import { type PharmacyDeps, pageOf, paginationOf } from './pharmacy-deps.ts';
import { mapProductCard } from './pharmacy-mapper.ts';

type Query = z.output<typeof ProductListQuery>;
/** getAll answers the whole catalogue at most: a safety cap, not a page size. */
const GET_ALL_CAP = 1000;

const filterOf = (q: Query) => ({
  categoryId: q.categoryId,
  subcategoryIds: q.subcategoryId,
  brandIds: q.brandId ? [q.brandId] : undefined,
  price: q.price,
  kind: q.kind,
});

export async function listAllProducts(deps: PharmacyDeps, q: Query, now: Date): Promise<ProductCard[]> {
  const [{ rows }, offers] = await Promise.all([
    deps.products.list(filterOf(q), { sort: q.sort, limit: GET_ALL_CAP, offset: 0 }),
    deps.catalogue.liveOffers(now),
  ]);
  return rows.map((r) => mapProductCard(r, offers.rows));
}

export async function pageProducts(deps: PharmacyDeps, q: Query, now: Date) {
  const [{ rows, total, totalIsEstimate }, offers] = await Promise.all([
    deps.products.list(filterOf(q), { sort: q.sort, ...pageOf(q.page, q.limit) }),
    deps.catalogue.liveOffers(now),
  ]);
  return {
    result: rows.map((r) => mapProductCard(r, offers.rows)),
    pagination: paginationOf(q.page, q.limit, total, totalIsEstimate),
  };
}

export async function topMedicines(deps: PharmacyDeps, limit: number, now: Date): Promise<ProductCard[]> {
  const [{ rows }, offers] = await Promise.all([
    deps.products.list({ kind: 'medicine' }, { sort: 'popularity', limit: limit * 2, offset: 0 }),
    deps.catalogue.liveOffers(now),
  ]);
  return rows
    .map((r) => mapProductCard(r, offers.rows))
    .filter((p) => p.inStock)
    .slice(0, limit);
}
