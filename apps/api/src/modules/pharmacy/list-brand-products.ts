// The brand page (/brands/{id}): the brand, its products sorted six ways and filtered by facet values, and
// the facets over all of the brand's products (so choosing one value does not hide the others), read from
// the counts kept on write (docs/product-rules.md#catalogue-counts).
import type { BrandProductsQuery } from '@arogya/contracts/pharmacy';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { buildFacets } from './build-facets.ts';
import { type PharmacyDeps, pageOf, paginationOf } from './pharmacy-deps.ts';
import { mapBrand, mapProductCard } from './pharmacy-mapper.ts';

type Query = z.output<typeof BrandProductsQuery>;

export async function listBrandProducts(deps: PharmacyDeps, brandId: string, query: Query, now: Date) {
  const brand = await deps.catalogue.brand(brandId);
  if (!brand) throw AppError.notFound('Brand not found');
  const { sort, page, limit, brands, ...attributes } = query;
  const [list, offers, counts] = await Promise.all([
    deps.products.list(
      { brandIds: brands?.length ? brands.filter((b) => b === brand.id) : [brand.id], attributes },
      { sort, ...pageOf(page, limit) },
    ),
    deps.catalogue.liveOffers(now),
    deps.products.brandFacetCounts(brand.id),
  ]);
  return {
    result: list.rows.map((r) => mapProductCard(r, offers.rows)),
    brand: mapBrand(brand),
    facets: buildFacets(counts.attributes, counts.brands),
    pagination: paginationOf(page, limit, list.total, list.totalIsEstimate),
  };
}
