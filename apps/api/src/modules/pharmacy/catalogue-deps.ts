// What the catalogue operations use, built once per route plugin from the app context.
import type { AppContext } from '../../lib/context.ts';
import { type CatalogueRepository, createCatalogueRepository } from './catalogue.repository.ts';
import { createProductsRepository, type ProductsRepository } from './products.repository.ts';
import {
  createReviewsAndWishlistRepository,
  type ReviewsAndWishlistRepository,
} from './reviews-and-wishlist.repository.ts';

export type CatalogueDeps = {
  catalogue: CatalogueRepository;
  products: ProductsRepository;
  social: ReviewsAndWishlistRepository;
};

export function createCatalogueDeps(ctx: AppContext): CatalogueDeps {
  const db = ctx.database.db;
  return {
    catalogue: createCatalogueRepository(db),
    products: createProductsRepository(db),
    social: createReviewsAndWishlistRepository(db),
  };
}

export function pageOf(page: number, limit: number) {
  return { limit, offset: (page - 1) * limit };
}

/** `totalIsEstimate`: the total is the cap, not the exact number (docs/product-rules.md#catalogue-counts). */
export function paginationOf(page: number, limit: number, total: number, totalIsEstimate = false) {
  return { page, limit, total, totalPages: Math.ceil(total / limit), totalIsEstimate };
}
