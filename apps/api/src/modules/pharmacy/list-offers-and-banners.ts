// Offers (live ones only: each is a discount already in the prices) and home-page banners.
import type { Banner, Offer } from '@arogya/contracts/pharmacy';
import { todayIn } from '../../lib/zoned-time.ts';
import { type PharmacyDeps, pageOf, paginationOf } from './pharmacy-deps.ts';
import { mapBanner, mapOffer } from './pharmacy-mapper.ts';

export async function listOffers(deps: PharmacyDeps, now: Date): Promise<Offer[]> {
  return (await deps.catalogue.liveOffers(now)).rows.map(mapOffer);
}

export async function pageOffers(deps: PharmacyDeps, page: number, limit: number, now: Date) {
  const { rows, total } = await deps.catalogue.liveOffers(now, pageOf(page, limit));
  return { result: rows.map(mapOffer), pagination: paginationOf(page, limit, total) };
}

/** The banners live on `now`'s day in Asia/Kolkata (docs/product-rules.md#banners). */
export async function listBanners(deps: PharmacyDeps, now: Date): Promise<Banner[]> {
  return (await deps.catalogue.banners(todayIn(now))).rows.map(mapBanner);
}

export async function pageBanners(deps: PharmacyDeps, page: number, limit: number, now: Date) {
  const { rows, total } = await deps.catalogue.banners(todayIn(now), pageOf(page, limit));
  return { result: rows.map(mapBanner), pagination: paginationOf(page, limit, total) };
}
