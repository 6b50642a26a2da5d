// Category, brand, offer and banner pictures, drawn locally as SVG (no network, long cache); a banner's is
// its designed artwork (banner-artwork.ts).

import { countOf } from '@arogya/contracts/constants';
import { BANNER_ARTWORKS, type BannerArtwork } from '@arogya/contracts/pharmacy-values';
import { AppError } from '../../lib/app-error.ts';
import { bannerArtworkSvg } from './banner-artwork.ts';
import type { PharmacyDeps } from './pharmacy-deps.ts';
import { escapeXml, wrap } from './render-product-image.ts';

const FONT = 'font-family="system-ui, -apple-system, \'Segoe UI\', Roboto, sans-serif"';

function card(width: number, height: number, colour: string, title: string, subtitle: string | null): string {
  const lines = wrap(title, Math.floor(width / 22), 3);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}">`,
    `<rect width="${width}" height="${height}" rx="16" fill="${colour}"/>`,
    `<circle cx="${width - 60}" cy="60" r="90" fill="#ffffff" opacity="0.12"/>`,
    ...lines.map(
      (l, i) =>
        `<text x="32" y="${70 + i * 44}" ${FONT} font-size="36" font-weight="700" fill="#ffffff">${escapeXml(l)}</text>`,
    ),
    subtitle
      ? `<text x="32" y="${height - 36}" ${FONT} font-size="22" fill="#ffffff" opacity="0.9">${escapeXml(subtitle)}</text>`
      : '',
    '</svg>',
  ].join('');
}

const hueOf = (s: string) => [...s].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) % 360, 7);

export async function renderCategoryImage(deps: PharmacyDeps, id: string) {
  const c = await deps.catalogue.category(id);
  if (!c) throw AppError.notFound('Category not found');
  return card(480, 320, `hsl(${hueOf(c.id)} 50% 36%)`, c.name, countOf(c.productCount, 'product'));
}

export async function renderBrandLogo(deps: PharmacyDeps, id: string) {
  const b = await deps.catalogue.brandImage(id);
  if (!b) throw AppError.notFound('Brand not found');
  return card(320, 160, b.colour, b.name, null);
}

export async function renderOfferImage(deps: PharmacyDeps, id: string) {
  const o = await deps.catalogue.offerImage(id);
  if (!o) throw AppError.notFound('Offer not found');
  return card(640, 320, o.colour, o.title, `${o.percent}% below MRP, no code needed`);
}

/** A banner's designed artwork in its colour, without words (banner-artwork.ts). */
export async function renderBannerImage(deps: PharmacyDeps, id: string) {
  const b = await deps.catalogue.bannerImage(id);
  if (!b) throw AppError.notFound('Banner not found');
  const artwork = (BANNER_ARTWORKS as readonly string[]).includes(b.artwork)
    ? (b.artwork as BannerArtwork)
    : 'health';
  return bannerArtworkSvg(artwork, b.colour);
}
