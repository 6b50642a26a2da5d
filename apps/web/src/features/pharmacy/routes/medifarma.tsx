// /medifarma: the pharmacy home. Search, banners, categories, top medicines, offers, top brands and where
// to deliver, each loaded on its own.

import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { BannerList } from '../../../components/pharmacy/banner-list.tsx';
import { BANNER_LIST_SKELETON } from '../../../components/pharmacy/banner-list-skeleton.tsx';
import { ProductImage } from '../../../components/pharmacy/product-image.tsx';
import { HomeSection } from '../../../components/query-section.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { brandPath, medicineCategoryPath } from '../../../config/pharmacy-paths.ts';
import { formatDate } from '../../../lib/format.ts';
import { localText } from '../../../lib/i18n/display-locale.ts';
import { localName } from '../../../lib/i18n/local-name.ts';
import { countText } from '../../../lib/policy-text.ts';
import { queryLoader } from '../../../lib/route-loader.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { bannersQuery, useBanners } from '../api/list-banners.ts';
import { categoriesQuery, useCategories } from '../api/list-categories.ts';
import { offersQuery, useOffers } from '../api/list-offers.ts';
import { deliveryCitiesQuery } from '../api/list-serviceable-cities.ts';
import { topBrandsQuery, useTopBrands } from '../api/top-brands.ts';
import { topMedicinesQuery, useTopMedicines } from '../api/top-medicines.ts';
import { CategoryIcon } from '../components/category-icon.tsx';
import { LocationChooser } from '../components/location-chooser.tsx';
import { MedicineCarousel } from '../components/medicine-carousel.tsx';
import { MedicineSearchBox } from '../components/medicine-search-box.tsx';

function tiles(count: number, className: string) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} className={className} />
      ))}
    </div>
  );
}

export default function MedifarmaPage() {
  const { t } = useLingui();
  usePageTitle(t`Pharmacy`);
  const banners = useBanners();
  const categories = useCategories();
  const medicines = useTopMedicines(12);
  const offers = useOffers();
  const brands = useTopBrands(12);

  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 py-6 sm:px-6 lg:px-8">
      <header className="rounded-3xl bg-brand-900 px-5 py-8 text-white sm:px-8 on-dark">
        <h1 className="text-2xl font-bold sm:text-3xl">
          <Trans>Arogya Pharmacy</Trans>
        </h1>
        <p className="mt-1 max-w-xl text-brand-100">
          <Trans>
            Genuine medicines and health products from licensed pharmacists, delivered to your door.
          </Trans>
        </p>
        <div className="mt-5 max-w-2xl rounded-xl bg-white p-2 text-slate-900">
          <MedicineSearchBox />
        </div>
      </header>

      <HomeSection
        id="offers-banners"
        title={t`Today on Arogya`}
        query={banners}
        skeleton={BANNER_LIST_SKELETON}
      >
        {(items) => <BannerList banners={items} firstScreen />}
      </HomeSection>

      <HomeSection id="categories" title={t`Shop by category`} query={categories} skeleton={tiles(8, 'h-24')}>
        {(items) => (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {items.map((category) => (
              <li key={category.id}>
                <Link
                  to={medicineCategoryPath(category.id)}
                  className="flex h-full items-center gap-3 rounded-2xl border border-slate-200 bg-white p-3 hover:border-brand-700 hover:bg-brand-50"
                >
                  <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-800">
                    <CategoryIcon name={category.icon} />
                  </span>
                  <span className="min-w-0">
                    <span className="block text-sm font-semibold text-slate-900">
                      {localName({ name: category.name || category.title, nameHi: category.nameHi })}
                    </span>
                    <span className="block text-xs text-slate-600">
                      {countText(category.productCount, 'product')}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </HomeSection>

      <HomeSection id="top-medicines" title={t`Top medicines`} query={medicines} skeleton={tiles(4, 'h-72')}>
        {(items) => <MedicineCarousel products={items} label={t`Top medicines`} />}
      </HomeSection>

      <HomeSection id="offers" title={t`Offers`} query={offers} skeleton={tiles(3, 'h-32')}>
        {(items) => (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((offer) => (
              <li key={offer.id} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-4">
                <p className="text-sm font-bold text-green-800">
                  <Trans>{offer.discountPercent}% off</Trans>
                </p>
                <h3 className="mt-1 font-semibold text-slate-900">{localText(offer.title, offer.titleHi)}</h3>
                <p className="mt-1 text-sm text-slate-700">
                  {localText(offer.description, offer.descriptionHi)}
                </p>
                <p className="mt-2 text-xs text-slate-600">
                  <Trans>
                    Valid until {formatDate(offer.validUntil)}. {localText(offer.terms, offer.termsHi)}
                  </Trans>
                </p>
                <Trans>
                  <Link
                    to={offer.link}
                    className="mt-auto pt-3 text-sm font-semibold text-brand-700 hover:underline"
                  >
                    Shop the offer<span className="sr-only">: {localText(offer.title, offer.titleHi)}</span> →
                  </Link>
                </Trans>
              </li>
            ))}
          </ul>
        )}
      </HomeSection>

      <HomeSection id="brands" title={t`Top brands`} query={brands} skeleton={tiles(8, 'h-20')}>
        {(items) => (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
            {items.map((brand) => (
              <li key={brand.id}>
                <Link
                  to={brandPath(brand.id)}
                  className="flex h-full flex-col items-center gap-2 rounded-2xl border border-slate-200 bg-white p-3 text-center hover:border-brand-700"
                >
                  <ProductImage src={brand.logo} alt="" sizes="56px" className="size-14 rounded-xl" />
                  <span className="text-sm font-semibold text-slate-900">{brand.name || brand.title}</span>
                  <span className="text-xs text-slate-600">{countText(brand.productCount, 'product')}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </HomeSection>

      <section
        aria-labelledby="delivery-heading"
        className="rounded-2xl border border-slate-200 bg-white p-5"
      >
        <h2 id="delivery-heading" className="mb-3 text-xl font-bold text-slate-900 sm:text-2xl">
          <Trans>Delivery location</Trans>
        </h2>
        <LocationChooser />
      </section>
    </div>
  );
}

// The delivery cities are the layout's (the mobile menu lists them on the pharmacy pages).
export const loader = queryLoader((client) => [
  client.ensureQueryData(bannersQuery()),
  client.ensureQueryData(categoriesQuery()),
  client.ensureQueryData(topMedicinesQuery(12)),
  client.ensureQueryData(offersQuery()),
  client.ensureQueryData(topBrandsQuery(12)),
  client.ensureQueryData(deliveryCitiesQuery()),
]);
