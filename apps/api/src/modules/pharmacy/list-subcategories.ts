// Subcategories: all (optionally of one category), a page of them, or one.
import type { Subcategory } from '@arogya/contracts/pharmacy';
import { AppError } from '../../lib/app-error.ts';
import { type CatalogueDeps, pageOf, paginationOf } from './catalogue-deps.ts';
import { mapSubcategory } from './catalogue-mapper.ts';

export async function listSubcategories(deps: CatalogueDeps, categoryId?: string): Promise<Subcategory[]> {
  const { rows } = await deps.catalogue.subcategories({ categoryId });
  return rows.map(mapSubcategory);
}

export async function pageSubcategories(
  deps: CatalogueDeps,
  page: number,
  limit: number,
  categoryId?: string,
) {
  const { rows, total } = await deps.catalogue.subcategories({ categoryId, page: pageOf(page, limit) });
  return { result: rows.map(mapSubcategory), pagination: paginationOf(page, limit, total) };
}

export async function getSubcategory(deps: CatalogueDeps, idOrSlug: string): Promise<Subcategory> {
  const row = await deps.catalogue.subcategory(idOrSlug);
  if (!row) throw AppError.notFound('Subcategory not found');
  return mapSubcategory(row);
}
