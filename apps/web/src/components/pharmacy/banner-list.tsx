// The banners ('Today on Arogya') as the home page and the pharmacy home show them; their placeholder,
// in the same shape, is in banner-list-skeleton.tsx.
import type { Banner } from '@arogya/contracts/pharmacy';
import { Link } from 'react-router';
import { localText } from '../../lib/i18n/display-locale.ts';
import { BANNERS_SHOWN } from './banner-list-skeleton.tsx';
import { ProductImage } from './product-image.tsx';

/** `firstScreen`: the banners open the page (the pharmacy home), so the first is its largest paint. */
export function BannerList({ banners, firstScreen = false }: { banners: Banner[]; firstScreen?: boolean }) {
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {banners.slice(0, BANNERS_SHOWN).map((banner, i) => (
        <li key={banner.id}>
          <Link
            to={banner.link}
            className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white hover:border-brand-700"
          >
            {/* Designed artwork without words (apps/api/src/modules/pharmacy/banner-artwork.ts): the
                banner's words are these, once, at every width. */}
            <ProductImage
              src={banner.image}
              alt=""
              fit="cover"
              sizes="(min-width: 1280px) 620px, (min-width: 768px) 48vw, 94vw"
              priority={firstScreen && i === 0}
              eager={firstScreen}
              className="aspect-[10/3] w-full"
            />
            <span className="block px-4 py-3">
              <span className="block font-semibold text-slate-900">
                {localText(banner.title, banner.titleHi)}
              </span>
              <span className="block text-sm text-slate-700">
                {localText(banner.subtitle, banner.subtitleHi)}
              </span>
              <span className="mt-1 inline-block text-sm font-semibold text-brand-700">
                {localText(banner.cta, banner.ctaHi)} →
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
