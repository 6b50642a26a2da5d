// Offers (live ones only: each is a discount already in the prices) and home-page banners.
import type { Banner, Offer } from '@arogya/contracts/pharmacy';
import { type CatalogueDeps, pageOf, paginationOf } from './catalogue-deps.ts';
import { mapBanner, mapOffer } from './catalogue-mapper.ts';

export async function listOffers(deps: CatalogueDeps, now: Date): Promise<Offer[]> {
  return (await deps.catalogue.liveOffers(now)).rows.map(mapOffer);
}

export async function pageOffers(deps: CatalogueDeps, page: number, limit: number, now: Date) {
  const { rows, total } = await deps.catalogue.liveOffers(now, pageOf(page, limit));
  return { result: rows.map(mapOffer), pagination: paginationOf(page, limit, total) };
}

export async function listBanners(deps: CatalogueDeps): Promise<Banner[]> {
  return (await deps.catalogue.banners()).rows.map(mapBanner);
}

export async function pageBanners(deps: CatalogueDeps, page: number, limit: number) {
  const { rows, total } = await deps.catalogue.banners(pageOf(page, limit));
  return { result: rows.map(mapBanner), pagination: paginationOf(page, limit, total) };
}
