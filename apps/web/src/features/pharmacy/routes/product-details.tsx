// /product/:productId: the product page (docs/screens.md#product-details) with real stock, reviews,
// substitutes with the same salt, the schedule label and a delivery estimate for the visitor's pin code.

import type { ProductDetail } from '@arogya/contracts/pharmacy';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, memo, type ReactNode, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import { DeliveryCheck } from '../../../components/pharmacy/delivery-check.tsx';
import { packSize } from '../../../components/pharmacy/pack-size.ts';
import { PriceTag } from '../../../components/pharmacy/price-tag.tsx';
import { ScheduleBadge } from '../../../components/pharmacy/schedule-badge.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { buttonClass } from '../../../components/ui/button.tsx';
import { ErrorState } from '../../../components/ui/page-states.tsx';
import { RatingStars } from '../../../components/ui/rating-stars.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { paths } from '../../../config/paths.ts';
import { brandPath } from '../../../config/pharmacy-paths.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth/auth-store.ts';
import { localText } from '../../../lib/i18n/display-locale.ts';
import { localized } from '../../../lib/i18n/localized-labels.ts';
import { queryLoader } from '../../../lib/route-loader.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { isNotFound, productQuery, useProduct } from '../api/get-product.ts';
import { badgeLabel, badgeTone } from '../badge-label.ts';
import { BackButton } from '../components/back-button.tsx';
import { CartShortcut } from '../components/cart-shortcut.tsx';
import { ProductDescription } from '../components/product-description.tsx';
import { ProductGallery } from '../components/product-gallery.tsx';
import { ProductPurchase } from '../components/product-purchase.tsx';
import { ProductReviews } from '../components/product-reviews.tsx';
import { SubstitutesList } from '../components/substitutes-list.tsx';
import { WishlistButton } from '../components/wishlist-button.tsx';
import { specificationLabel, specificationValue } from '../specification-text.ts';

export const PRODUCT_NOT_FOUND = msg`Product not found`;
export const PRODUCT_NOT_FOUND_HINT = msg`Please check the product information and try again.`;

type TabId = 'description' | 'specifications' | 'reviews';
const LOW_STOCK = 10;

function ProductNotFound() {
  usePageTitle(localized(PRODUCT_NOT_FOUND));
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900">{localized(PRODUCT_NOT_FOUND)}</h1>
      <p className="mt-2 text-slate-700">{localized(PRODUCT_NOT_FOUND_HINT)}</p>
      <Trans>
        <Link to={paths.medifarma} className={`${buttonClass('primary')} mt-6`}>
          Browse the pharmacy
        </Link>
      </Trans>
    </div>
  );
}

function StockLine({ product }: { product: ProductDetail }) {
  if (!product.availableOnline) return null;
  if (product.stock <= 0)
    return (
      <p className="font-semibold text-red-700">
        <Trans>Out of stock</Trans>
      </p>
    );
  if (product.stock <= LOW_STOCK)
    return (
      <p className="font-semibold text-amber-900">
        <Trans>Only {product.stock} left in stock</Trans>
      </p>
    );
  return (
    <p className="font-semibold text-green-800">
      <Trans>In stock</Trans>
    </p>
  );
}

function ScheduleNote({ product }: { product: ProductDetail }) {
  if (product.schedule === 'X') {
    return (
      <p className="rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900">
        <Trans>
          Schedule X medicines are not sold online. They are dispensed only at a pharmacy counter against an
          original prescription.
        </Trans>
      </p>
    );
  }
  if (product.prescriptionRequired) {
    return (
      <p className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
        <Trans>
          A valid prescription (issued within the last 30 days) is needed. Upload it at checkout; a pharmacist
          checks it before your order is packed.
        </Trans>
      </p>
    );
  }
  return null;
}

function ProductView({ product }: { product: ProductDetail }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const signedIn = useAuthStore((s) => s.isAuthenticated);
  const [tab, setTab] = useState<TabId>('description');
  const name = product.name || product.title;
  usePageTitle(name);
  const specs = Object.entries(product.specifications);
  const warranty = product.warranty ? specificationValue(product.warranty, product.unit) : null;
  const tabs = [
    { id: 'description' as const, label: t`Description` },
    { id: 'specifications' as const, label: t`Specifications` },
    { id: 'reviews' as const, label: t`Reviews (${product.reviewSummary.count})` },
  ];

  return (
    <>
      <div className="grid gap-8 md:grid-cols-2">
        <ProductGallery images={product.images} name={name} />
        <div className="space-y-4">
          <div>
            <Link
              to={brandPath(product.brand.id)}
              className="text-sm font-semibold text-brand-700 hover:underline"
            >
              {product.brand.name}
            </Link>
            <h1 className="mt-1 text-2xl font-bold text-slate-900 sm:text-3xl">{name}</h1>
            <p className="mt-1 text-sm text-slate-700">
              {product.manufacturer} · {packSize(product.unit)}
            </p>
            {product.saltComposition ? (
              <p className="mt-1 text-sm text-slate-700">
                <Trans>
                  <span className="font-semibold">Contains:</span> {product.saltComposition}
                </Trans>
              </p>
            ) : null}
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {product.badge ? (
              <Badge tone={badgeTone(product.badge)}>{badgeLabel(product.badge)}</Badge>
            ) : null}
            <ScheduleBadge schedule={product.schedule} />
            {product.offer ? <Badge tone="green">{localText(product.offer, product.offerHi)}</Badge> : null}
          </div>
          <button type="button" onClick={() => setTab('reviews')} className="block text-left hover:underline">
            <RatingStars rating={product.rating} count={product.reviewCount} />
          </button>
          <div>
            <PriceTag
              pricePaise={product.discountPricePaise}
              mrpPaise={product.originalPricePaise}
              discount={product.discount}
              size="lg"
            />
            <p className="text-xs text-slate-600">
              <Trans>Inclusive of all taxes</Trans>
            </p>
          </div>
          <StockLine product={product} />
          <ScheduleNote product={product} />
          <ProductPurchase product={product} />
          <div className="flex flex-wrap items-center gap-3">
            <WishlistButton productId={product.id} wishlisted={product.wishlisted} signedIn={signedIn} />
            {signedIn ? (
              <Link to={paths.wishlist} className="text-sm font-semibold text-brand-700 underline">
                <Trans>View wishlist</Trans>
              </Link>
            ) : null}
            {warranty ? (
              <span className="text-sm text-slate-700">
                <Trans>Warranty: {warranty}</Trans>
              </span>
            ) : null}
          </div>
          <div className="rounded-2xl border border-slate-200 bg-white p-4">
            <DeliveryCheck heading={t`Delivery`} />
          </div>
        </div>
      </div>

      {/* Below the first screen, sections are Suspense boundaries, hydrated on their own (docs/ARCHITECTURE.md#hydration). */}
      <div>
        <Suspense>
          <section aria-labelledby="about-heading" className="mt-10">
            <h2 id="about-heading" className="sr-only">
              <Trans>About {name}</Trans>
            </h2>
            <Tabs label={t`Product information`} tabs={tabs} value={tab} onChange={setTab}>
              {tab === 'description' ? (
                <ProductDescription
                  description={localText(product.description, product.descriptionHi)}
                  features={product.featuresHi && locale === 'hi' ? product.featuresHi : product.features}
                />
              ) : tab === 'specifications' ? (
                specs.length > 0 ? (
                  <dl className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
                    {specs.map(([key, value]) => (
                      <div key={key} className="grid gap-1 px-4 py-2.5 sm:grid-cols-[14rem_minmax(0,1fr)]">
                        <dt className="text-sm font-medium text-slate-600">{specificationLabel(key)}</dt>
                        <dd className="text-sm text-slate-900">{specificationValue(value, product.unit)}</dd>
                      </div>
                    ))}
                  </dl>
                ) : (
                  <p className="text-slate-700">
                    <Trans>No specifications listed.</Trans>
                  </p>
                )
              ) : (
                <ProductReviews
                  productId={product.id}
                  productName={product.name}
                  summary={product.reviewSummary}
                  firstPage={product.reviews}
                  signedIn={signedIn}
                />
              )}
            </Tabs>
          </section>
        </Suspense>
      </div>

      <div>
        <Suspense>
          {product.substitutes.length > 0 ? (
            <section aria-labelledby="substitutes-heading" className="mt-10">
              <h2 id="substitutes-heading" className="text-xl font-bold text-slate-900">
                <Trans>Cheaper substitutes with the same salt</Trans>
              </h2>
              <p className="mt-1 mb-3 text-sm text-slate-700">
                <Trans>
                  Same salt and strength ({product.saltComposition}). Ask your doctor or pharmacist before
                  switching.
                </Trans>
              </p>
              <SubstitutesList substitutes={product.substitutes} pricePaise={product.discountPricePaise} />
            </section>
          ) : null}
        </Suspense>
      </div>

      <div>{product.related.length > 0 ? <Related products={product.related} /> : null}</div>
    </>
  );
}

// Its code comes after the page's: until then React keeps the server's HTML of the section, and a click on
// its 'Add to Cart' (a form action, components/add-to-cart-button.tsx) is replayed once it has hydrated.
// Memoized: the page renders again when the stored session is applied, and an update reaching the boundary
// before its code has come would make React drop the server's HTML (and the click) for the fallback.
const RelatedProducts = lazy(() => import('../components/related-products.tsx'));
const Related = memo(function Related({ products }: { products: ProductDetail['related'] }) {
  return (
    <Suspense>
      <RelatedProducts products={products} />
    </Suspense>
  );
});

export default function ProductDetailsPage() {
  const { t } = useLingui();
  const { productId } = useParams();
  const product = useProduct(productId);

  let body: ReactNode;
  if (product.isPending) {
    body = (
      <div className="grid gap-8 md:grid-cols-2">
        <Skeleton className="aspect-square w-full rounded-2xl" />
        <div className="space-y-3">
          <Spinner label={t`Loading product...`} className="justify-start py-2" />
          <Skeleton className="h-8 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-10 w-40" />
          <Skeleton className="h-12 w-full" />
        </div>
      </div>
    );
  } else if (product.isError) {
    if (isNotFound(product.error)) return <ProductNotFound />;
    body = (
      <ErrorState
        headingLevel={1}
        title={t`Something went wrong`}
        message={errorMessage(product.error)}
        onRetry={() => void product.refetch()}
      />
    );
  } else if (product.data.images.length === 0) {
    return <ProductNotFound />;
  } else {
    body = <ProductView key={product.data.id} product={product.data} />;
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8">
      <div className="mb-4 flex items-center justify-between gap-3">
        <BackButton fallback={paths.medifarma} />
        <CartShortcut />
      </div>
      {body}
    </div>
  );
}

export const loader = queryLoader((client, { params }) =>
  params.productId ? [client.ensureQueryData(productQuery(params.productId))] : [],
);
