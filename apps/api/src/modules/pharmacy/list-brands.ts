// Brands: all (A-Z by catalogue order), a page, the top brands of the pharmacy home, or one.
import type { Brand } from '@arogya/contracts/pharmacy';
import { AppError } from '../../lib/app-error.ts';
import { type PharmacyDeps, pageOf, paginationOf } from './pharmacy-deps.ts';
import { mapBrand } from './pharmacy-mapper.ts';

export async function listBrands(deps: PharmacyDeps): Promise<Brand[]> {
  return (await deps.catalogue.brands()).rows.map(mapBrand);
}

export async function pageBrands(deps: PharmacyDeps, page: number, limit: number) {
  const { rows, total } = await deps.catalogue.brands(pageOf(page, limit));
  return { result: rows.map(mapBrand), pagination: paginationOf(page, limit, total) };
}

/** topMustBrand: brands marked top, those with the most products first. */
export async function topBrands(deps: PharmacyDeps, limit: number): Promise<Brand[]> {
  return (await deps.catalogue.brands({ top: true, limit })).rows.map(mapBrand);
}

export async function getBrand(deps: PharmacyDeps, idOrSlug: string): Promise<Brand> {
  const row = await deps.catalogue.brand(idOrSlug);
  if (!row) throw AppError.notFound('Brand not found');
  return mapBrand(row);
}
