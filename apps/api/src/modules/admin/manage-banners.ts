// Banners in the admin console (docs/product-rules.md#banners): list with each one's status on today's
// Asia/Kolkata date, create, edit (schedule included) and retire. Refusals: no such banner (404).
import { randomUUID } from 'node:crypto';
import type { AdminBanner, BannerInput, BannerStatus } from '@arogya/contracts/admin';
import { BANNER_ARTWORKS, type BannerArtwork } from '@arogya/contracts/pharmacy-values';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { todayIn } from '../../lib/zoned-time.ts';
import type { BannerRow } from './admin-banners.repository.ts';
import type { AdminDeps } from './admin-deps.ts';

type Input = z.output<typeof BannerInput>;

export function bannerStatus(
  row: Pick<BannerRow, 'active' | 'startsOn' | 'endsOn'>,
  today: string,
): BannerStatus {
  if (!row.active) return 'retired';
  if (row.startsOn && today < row.startsOn) return 'scheduled';
  if (row.endsOn && today > row.endsOn) return 'ended';
  return 'live';
}

function mapAdminBanner(row: BannerRow, today: string): AdminBanner {
  return {
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    link: row.link,
    cta: row.cta,
    titleHi: row.titleHi,
    subtitleHi: row.subtitleHi,
    ctaHi: row.ctaHi,
    colour: row.colour,
    artwork: (BANNER_ARTWORKS as readonly string[]).includes(row.artwork)
      ? (row.artwork as BannerArtwork)
      : 'health',
    sortOrder: row.sortOrder,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    status: bannerStatus(row, today),
  };
}

export async function listAdminBanners(deps: AdminDeps, now: Date): Promise<AdminBanner[]> {
  const today = todayIn(now);
  return (await deps.banners.list()).map((row) => mapAdminBanner(row, today));
}

export async function createBanner(deps: AdminDeps, input: Input, now: Date): Promise<AdminBanner> {
  return mapAdminBanner(await deps.banners.insert(`bnr_${randomUUID()}`, input), todayIn(now));
}

export async function updateBanner(
  deps: AdminDeps,
  id: string,
  input: Input,
  now: Date,
): Promise<AdminBanner> {
  const row = await deps.banners.update(id, input);
  if (!row) throw AppError.notFound('Banner not found');
  return mapAdminBanner(row, todayIn(now));
}

export async function retireBanner(deps: AdminDeps, id: string, now: Date): Promise<AdminBanner> {
  const row = await deps.banners.retire(id);
  if (!row) throw AppError.notFound('Banner not found');
  return mapAdminBanner(row, todayIn(now));
}
