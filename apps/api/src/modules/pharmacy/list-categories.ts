// Categories for the pharmacy home and menus: all, a page of them, or each with its subcategories.
import type { Category, CategoryWithSubcategories } from '@arogya/contracts/pharmacy';
import { type PharmacyDeps, pageOf, paginationOf } from './pharmacy-deps.ts';
import { mapCategory, mapSubcategory } from './pharmacy-mapper.ts';

export async function listCategories(deps: PharmacyDeps): Promise<Category[]> {
  const { rows } = await deps.catalogue.categories();
  return rows.map(mapCategory);
}

export async function pageCategories(deps: PharmacyDeps, page: number, limit: number) {
  const { rows, total } = await deps.catalogue.categories(pageOf(page, limit));
  return { result: rows.map(mapCategory), pagination: paginationOf(page, limit, total) };
}

export async function categoriesWithSubcategories(deps: PharmacyDeps): Promise<CategoryWithSubcategories[]> {
  const [{ rows }, subs] = await Promise.all([deps.catalogue.categories(), deps.catalogue.subcategories()]);
  return rows.map((c) => ({
    ...mapCategory(c),
    subcategories: subs.rows.filter((s) => s.categoryId === c.id).map(mapSubcategory),
  }));
}
