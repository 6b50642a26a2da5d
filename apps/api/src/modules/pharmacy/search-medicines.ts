// Medicine search (/search): name, brand or salt, typo-tolerant through pg_trgm; best matches first. The
// Candidates are bounded at any catalogue size (docs/product-rules.md#catalogue-counts). The
// suggestions mode answers a short mixed list (products, brands, salts) for the box while typing.
import { type MedicineSearchQuery, productImageUrl, type SearchSuggestion } from '@arogya/contracts/pharmacy';
import type { z } from 'zod';
import { type PharmacyDeps, pageOf, paginationOf } from './pharmacy-deps.ts';
import { mapProductCard } from './pharmacy-mapper.ts';

type Query = z.output<typeof MedicineSearchQuery>;
const SUGGEST_CANDIDATES = 50;

export async function searchMedicines(deps: PharmacyDeps, query: Query, now: Date) {
  // Hindi and everyday words are matched as the catalogue's English ('पेरासिटामोल' as 'paracetamol').
  const { rows, total, totalIsEstimate, reachable } = await deps.products.search(
    await deps.synonyms.rewrite(query.q),
    pageOf(query.page, query.limit),
  );
  const offers = await deps.catalogue.liveOffers(now);
  return {
    result: rows.map((r) => mapProductCard(r, offers.rows)),
    pagination: {
      ...paginationOf(query.page, query.limit, total, totalIsEstimate),
      totalPages: Math.ceil(Math.min(total, reachable) / query.limit),
    },
  };
}

export async function suggestMedicines(
  deps: PharmacyDeps,
  typed: string,
  limit: number,
): Promise<SearchSuggestion[]> {
  const q = await deps.synonyms.rewrite(typed);
  // A few candidates per way of matching are enough for a handful of suggestions.
  const { rows } = await deps.products.search(q, {
    limit,
    offset: 0,
    candidates: SUGGEST_CANDIDATES,
    withTotal: false,
  });
  const salts = await deps.products.matchingSalts(q, 3);
  const brandIds = new Set<string>();
  const suggestions: SearchSuggestion[] = [];
  for (const r of rows) {
    if (r.brandName.toLowerCase().includes(q.toLowerCase()) && !brandIds.has(r.brandId)) {
      brandIds.add(r.brandId);
      suggestions.push({ kind: 'brand', id: r.brandId, label: r.brandName, hint: 'Brand', image: null });
    }
  }
  for (const salt of salts)
    suggestions.push({ kind: 'salt', id: salt, label: salt, hint: 'Salt', image: null });
  for (const r of rows) {
    suggestions.push({
      kind: 'product',
      id: r.id,
      label: r.name,
      hint: `${r.manufacturer} · ${r.unit}`,
      image: productImageUrl(r.id),
    });
  }
  return suggestions.slice(0, Math.max(limit, 3));
}
