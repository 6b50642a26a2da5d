// Subcategories: all (optionally of one category), a page of them, or one.
import type { Subcategory } from '@arogya/contracts/pharmacy';
import { AppError } from '../../lib/app-error.ts';
import { type PharmacyDeps, pageOf, paginationOf } from './pharmacy-deps.ts';
import { mapSubcategory } from './pharmacy-mapper.ts';

export async function listSubcategories(deps: PharmacyDeps, categoryId?: string): Promise<Subcategory[]> {
  const { rows } = await deps.catalogue.subcategories({ categoryId });
  return rows.map(mapSubcategory);
}

export async function pageSubcategories(
  deps: PharmacyDeps,
  page: number,
  limit: number,
  categoryId?: string,
) {
  const { rows, total } = await deps.catalogue.subcategories({ categoryId, page: pageOf(page, limit) });
  return { result: rows.map(mapSubcategory), pagination: paginationOf(page, limit, total) };
}

export async function getSubcategory(deps: PharmacyDeps, idOrSlug: string): Promise<Subcategory> {
  const row = await deps.catalogue.subcategory(idOrSlug);
  if (!row) throw AppError.notFound('Subcategory not found');
  return mapSubcategory(row);
}
