// The product's images: one large, thumbnails to switch between them.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ProductImage } from '../../../components/pharmacy/product-image.tsx';

export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useLingui();
  const [index, setIndex] = useState(0);
  const current = images[Math.min(index, images.length - 1)];
  return (
    <div>
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white p-4">
        <ProductImage
          src={current}
          alt={images.length > 1 ? t`${name}, image ${index + 1} of ${images.length}` : name}
          sizes="(min-width: 540px) 448px, 85vw"
          className="mx-auto aspect-square w-full max-w-md"
          priority
        />
      </div>
      {images.length > 1 ? (
        <ul className="mt-3 flex gap-2 overflow-x-auto pb-1" aria-label={t`Product images`}>
          {images.map((src, i) => (
            <li key={src} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-pressed={i === index}
                className={`block overflow-hidden rounded-lg border-2 bg-white p-1 ${
                  i === index ? 'border-brand-700' : 'border-slate-200 hover:border-slate-400'
                }`}
              >
                <ProductImage
                  src={src}
                  alt=""
                  sizes="(min-width: 640px) 64px, 56px"
                  className="size-14 sm:size-16"
                />
                <Trans>
                  <span className="sr-only">
                    Show image {i + 1} of {images.length}
                  </span>
                </Trans>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
