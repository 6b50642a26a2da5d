// Brands: all (A-Z by catalogue order), a page, the top brands of the pharmacy home, or one.
import type { Brand } from '@arogya/contracts/pharmacy';
import { AppError } from '../../lib/app-error.ts';
import { type CatalogueDeps, pageOf, paginationOf } from './catalogue-deps.ts';
import { mapBrand } from './catalogue-mapper.ts';

export async function listBrands(deps: CatalogueDeps): Promise<Brand[]> {
  return (await deps.catalogue.brands()).rows.map(mapBrand);
}

export async function pageBrands(deps: CatalogueDeps, page: number, limit: number) {
  const { rows, total } = await deps.catalogue.brands(pageOf(page, limit));
  return { result: rows.map(mapBrand), pagination: paginationOf(page, limit, total) };
}

/** topMustBrand: brands marked top, those with the most products first. */
export async function topBrands(deps: CatalogueDeps, limit: number): Promise<Brand[]> {
  return (await deps.catalogue.brands({ top: true, limit })).rows.map(mapBrand);
}

export async function getBrand(deps: CatalogueDeps, idOrSlug: string): Promise<Brand> {
  const row = await deps.catalogue.brand(idOrSlug);
  if (!row) throw AppError.notFound('Brand not found');
  return mapBrand(row);
}
