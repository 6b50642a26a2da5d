// What the catalogue operations use, built once in src/compose.ts from the app context.
import type { AppContext } from '../../lib/context.ts';
import type { SearchSynonyms } from '../../lib/search-synonyms.ts';
import { createPharmacyRepository, type PharmacyRepository } from './pharmacy.repository.ts';
import { createProductsRepository, type ProductsRepository } from './products.repository.ts';
import {
  createReviewsAndWishlistRepository,
  type ReviewsAndWishlistRepository,
} from './reviews-and-wishlist.repository.ts';

export type PharmacyDeps = {
  catalogue: PharmacyRepository;
  products: ProductsRepository;
  social: ReviewsAndWishlistRepository;
  synonyms: SearchSynonyms;
};

export function createPharmacyDeps(ctx: AppContext): PharmacyDeps {
  const db = ctx.database.db;
  return {
    catalogue: createPharmacyRepository(db),
    products: createProductsRepository(db),
    social: createReviewsAndWishlistRepository(db),
    synonyms: ctx.searchSynonyms,
  };
}

export function pageOf(page: number, limit: number) {
  return { limit, offset: (page - 1) * limit };
}

/** `totalIsEstimate`: the total is the cap, not the exact number (docs/product-rules.md#catalogue-counts). */
export function paginationOf(page: number, limit: number, total: number, totalIsEstimate = false) {
  return { page, limit, total, totalPages: Math.ceil(total / limit), totalIsEstimate };
}
