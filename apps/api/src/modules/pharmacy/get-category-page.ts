// The category page (/medicategory/{id}, /categories/{id}): title, description, subcategories and a page of
// the products matching the page's filters (search box, price bucket, subcategories, brands, prescription or
// OTC, in stock, sort), all applied here on the server. Counts beside the filters are each option's with the
// other filters applied ('Sun Pharma' with 'No prescription needed' chosen counts Sun Pharma's OTC products,
// which is what choosing it then shows): unfiltered, the counts kept on write; filtered, sums over the
// category's facet cells, kept on write too (docs/product-rules.md#catalogue-counts). The total of an
// unfiltered page is kept; a filtered total is counted up to the cap.
import {
  type CategoryPage,
  type CategoryProductsQuery,
  PRICE_BUCKET_IDS,
  type PriceBucket,
} from '@arogya/contracts/pharmacy';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { type PharmacyDeps, pageOf, paginationOf } from './pharmacy-deps.ts';
import { mapCategory, mapProductCard, mapSubcategory } from './pharmacy-mapper.ts';
import { priceClassesOf } from './price-bucket.ts';

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
  const filtered = Boolean(
    query.subcategoryId?.length || query.brandId?.length || query.price || query.rx || query.inStock,
  );
  // The chosen brands stay listed (and removable) when they are not among the biggest.
  const biggest = new Set(counts.brands.map((b) => b.id));
  const chosenElsewhere = (query.brandId ?? []).filter((id) => !biggest.has(id));
  const extraBrands = (await Promise.all(chosenElsewhere.map((id) => deps.catalogue.brand(id)))).flatMap(
    (b) => (b ? [{ id: b.id, name: b.name, n: b.productCount }] : []),
  );
  const listedBrands = [...counts.brands, ...extraBrands];
  const cells = filtered
    ? await deps.catalogue.facetCounts(
        category.id,
        {
          subcategoryIds: query.subcategoryId,
          brandIds: query.brandId,
          rx: query.rx,
          priceClasses: query.price ? priceClassesOf(query.price) : undefined,
          inStock: query.inStock || undefined,
        },
        listedBrands.map((b) => b.id),
      )
    : null;
  const cell = (facet: string, value: string) =>
    cells?.find((c) => c.facet === facet && c.value === value)?.n ?? 0;
  const kept = (facet: string, value: string) =>
    counts.facets.find((f) => f.facet === facet && f.value === value)?.n ?? 0;
  const count = (facet: 'price' | 'rx' | 'stock', value: string) => {
    if (!cells) return kept(facet, value);
    if (facet === 'price')
      return priceClassesOf(value as PriceBucket).reduce((sum, c) => sum + cell('price', String(c)), 0);
    if (facet === 'rx') return cell('rx', String(value === 'rx'));
    return cell('stock', String(value === 'in'));
  };

  return {
    result: {
      ...mapCategory(category),
      subcategories: subs.rows.map(mapSubcategory),
      products: listed.rows.map((r) => mapProductCard(r, offers.rows)),
      total,
      totalIsEstimate,
      facets: {
        brands: listedBrands.map((b) => ({
          id: b.id,
          name: b.name,
          count: cells ? cell('brand', b.id) : b.n,
        })),
        price: PRICE_BUCKET_IDS.map((id) => ({
          id,
          count: count('price', id),
        })),
        rx: { rx: count('rx', 'rx'), otc: count('rx', 'otc') },
        inStock: count('stock', 'in'),
        subcategories: subs.rows.map((s) => ({
          id: s.id,
          count: cells ? cell('subcategory', s.id) : s.productCount,
        })),
        exact: !query.search,
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
