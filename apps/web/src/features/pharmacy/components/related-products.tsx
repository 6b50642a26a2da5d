// A product page's related products (routes/product-details.tsx): a section of its own, loaded lazily, so
// the page hydrates its first screen without this code; the server renders it with the page.

import type { ProductCard } from '@arogya/contracts/pharmacy';
import { Trans, useLingui } from '@lingui/react/macro';
import { MedicineCarousel } from './medicine-carousel.tsx';

export default function RelatedProducts({ products }: { products: ProductCard[] }) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="related-heading" className="mt-10">
      <h2 id="related-heading" className="text-xl font-bold text-slate-900">
        <Trans>Related products</Trans>
      </h2>
      <MedicineCarousel products={products} label={t`Related products`} />
    </section>
  );
}
