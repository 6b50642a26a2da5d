// The category page (/medicategory/{id}, /categories/{id}): title, description, subcategories and the
// products matching the page's filters (search box, price bucket, subcategories, sort), applied here.
import type { CategoryPage, CategoryProductsQuery } from '@arogya/contracts/pharmacy';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { type CatalogueDeps, pageOf, paginationOf } from './catalogue-deps.ts';
import { mapCategory, mapProductCard, mapSubcategory } from './catalogue-mapper.ts';

export async function getCategoryPage(
  deps: CatalogueDeps,
  idOrSlug: string,
  query: z.output<typeof CategoryProductsQuery>,
  now: Date,
): Promise<{ result: CategoryPage; pagination: ReturnType<typeof paginationOf> }> {
  const category = await deps.catalogue.category(idOrSlug);
  if (!category) throw AppError.notFound('Category not found');
  const [subs, offers] = await Promise.all([
    deps.catalogue.subcategories({ categoryId: category.id }),
    deps.catalogue.liveOffers(now),
  ]);
  const { rows, total } = await deps.products.list(
    {
      categoryId: category.id,
      subcategoryIds: query.subcategoryId,
      price: query.price,
      text: query.search || undefined,
    },
    { sort: query.sort, ...pageOf(query.page, query.limit) },
  );
  return {
    result: {
      ...mapCategory(category),
      subcategories: subs.rows.map(mapSubcategory),
      products: rows.map((r) => mapProductCard(r, offers.rows)),
      total,
    },
    pagination: paginationOf(query.page, query.limit, total),
  };
}
