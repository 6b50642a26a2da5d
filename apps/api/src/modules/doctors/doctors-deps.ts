// What the doctor operations use, built once in src/compose.ts from the app context.
import { placeNameFromHindi } from '@arogya/contracts/place-names';
import type { AppContext } from '../../lib/context.ts';
import type { FileStorage } from '../../lib/file-storage.ts';
import type { SearchSynonyms } from '../../lib/search-synonyms.ts';
import { createSlotsRepository, type SlotsRepository } from '../slots/slots.repository.ts';
import { createDoctorSearchRepository, type DoctorSearchRepository } from './doctor-search.repository.ts';
import { createDoctorsRepository, type DoctorsRepository } from './doctors.repository.ts';
import {
  createFavouritesAndReviewsRepository,
  type FavouritesAndReviewsRepository,
} from './favourites-and-reviews.repository.ts';

export type DoctorDeps = {
  doctors: DoctorsRepository;
  search: DoctorSearchRepository;
  social: FavouritesAndReviewsRepository;
  slots: SlotsRepository;
  /** Where a doctor's uploaded photo is (their account's profile picture). */
  storage: FileStorage;
  synonyms: SearchSynonyms;
};

export function createDoctorDeps(ctx: AppContext): DoctorDeps {
  const db = ctx.database.db;
  return {
    doctors: createDoctorsRepository(db),
    search: createDoctorSearchRepository(db),
    social: createFavouritesAndReviewsRepository(db),
    slots: createSlotsRepository(db),
    storage: ctx.storage,
    synonyms: ctx.searchSynonyms,
  };
}

/** `totalIsEstimate`: the total is the cap, not the exact number (docs/product-rules.md#catalogue-counts). */
export function paginationOf(page: number, limit: number, total: number, totalIsEstimate = false) {
  return { page, limit, total, totalPages: Math.ceil(total / limit), totalIsEstimate };
}

/**
 * The city a listing or search asked for, as the clinics store it: an alias ('bangalore') or its Hindi name
 * ('मुंबई', contracts/place-names.ts) reads as the canonical English name; a name not known is used as given.
 */
export async function cityAsked(deps: Pick<DoctorDeps, 'doctors'>, asked: string): Promise<string> {
  const english = placeNameFromHindi(asked) ?? asked;
  return (await deps.doctors.resolveCity(english)) ?? english;
}
