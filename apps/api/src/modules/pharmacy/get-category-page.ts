// The category page (/medicategory/{id}, /categories/{id}): title, description, subcategories and a page of
// the products matching the page's filters (search box, price bucket, subcategories, brands, prescription or
// OTC, in stock, sort), all applied here on the server. Counts beside the filters and the total of an
// unfiltered page come from the counts kept on write (docs/product-rules.md#catalogue-counts); a filtered
// total is counted up to the cap.
import { type CategoryPage, type CategoryProductsQuery, PRICE_BUCKET_IDS } from '@arogya/contracts/pharmacy';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { type PharmacyDeps, pageOf, paginationOf } from './pharmacy-deps.ts';
import { mapCategory, mapProductCard, mapSubcategory } from './pharmacy-mapper.ts';

/** Brands offered as filters: the category's biggest, most first. */
const FACET_BRANDS = 30;

export async function getCategoryPage(
  deps: PharmacyDeps,
  idOrSlug: string,
  query: z.output<typeof CategoryProductsQuery>,
  now: Date,
): Promise<{ result: CategoryPage; pagination: ReturnType<typeof paginationOf> }> {
  const category = await deps.catalogue.category(idOrSlug);
  if (!category) throw AppError.notFound('Category not found');
  const [subs, offers, counts] = await Promise.all([
    deps.catalogue.subcategories({ categoryId: category.id }),
    deps.catalogue.liveOffers(now),
    deps.catalogue.categoryCounts(category.id, FACET_BRANDS),
  ]);
  const listed = await deps.products.list(
    {
      categoryId: category.id,
      subcategoryIds: query.subcategoryId,
      brandIds: query.brandId,
      price: query.price,
      rx: query.rx,
      inStock: query.inStock || undefined,
      text: query.search || undefined,
    },
    { sort: query.sort, ...pageOf(query.page, query.limit) },
  );
  const onlySubcategories = !query.search && !query.brandId && !query.price && !query.rx && !query.inStock;
  const exact = onlySubcategories ? keptTotal(category.productCount, subs.rows, query.subcategoryId) : null;
  const total = exact ?? listed.total;
  const totalIsEstimate = exact === null && listed.totalIsEstimate;
  const count = (facet: string, value: string) =>
    counts.facets.find((f) => f.facet === facet && f.value === value)?.n ?? 0;
  return {
    result: {
      ...mapCategory(category),
      subcategories: subs.rows.map(mapSubcategory),
      products: listed.rows.map((r) => mapProductCard(r, offers.rows)),
      total,
      totalIsEstimate,
      facets: {
        brands: counts.brands.map((b) => ({ id: b.id, name: b.name, count: b.n })),
        price: PRICE_BUCKET_IDS.map((id) => ({
          id,
          count: count('price', id),
        })),
        rx: { rx: count('rx', 'rx'), otc: count('rx', 'otc') },
        inStock: count('stock', 'in'),
      },
    },
    pagination: paginationOf(query.page, query.limit, total, totalIsEstimate),
  };
}

/** The category's or the chosen subcategories' kept count (exact at any size). */
function keptTotal(
  categoryCount: number,
  subs: { id: string; productCount: number }[],
  chosen: string[] | undefined,
): number {
  if (!chosen?.length) return categoryCount;
  return subs.filter((s) => chosen.includes(s.id)).reduce((sum, s) => sum + s.productCount, 0);
}
