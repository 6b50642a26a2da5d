// A product photo, or a neutral placeholder when the product has none or the file fails to load
// (docs/screens.md#category-page: 'image (placeholder when missing or broken)'). A picture the API draws
// comes in the width `sizes` asks for, as WebP (lib/picture-sources.ts, docs/ARCHITECTURE.md#pictures).
import PillIcon from 'lucide-react/icons/pill';
import { useState } from 'react';
import { pictureSources, widestOf } from '../../lib/picture-sources.ts';

type ProductImageProps = {
  src: string | null | undefined;
  /** Empty when the product's name is already next to the image. */
  alt: string;
  className?: string;
  /** How wide the picture shows, as the `sizes` attribute says it ('64px', '(min-width: 768px) 30vw, 45vw'). */
  sizes: string;
  /** The first screenful loads eagerly; the rest lazily. */
  eager?: boolean;
  /** The page's largest picture on its first screen: fetched first (eager, high priority). */
  priority?: boolean;
  /** 'cover' fills the box (banners); 'contain' shows the whole picture (products). */
  fit?: 'contain' | 'cover';
};

function Placeholder({ alt, className }: { alt: string; className: string }) {
  const classes = `flex items-center justify-center bg-slate-100 text-slate-500 ${className}`;
  const icon = <PillIcon aria-hidden="true" className="size-1/3 max-h-12 max-w-12" />;
  return alt ? (
    <span role="img" aria-label={alt} className={classes}>
      {icon}
    </span>
  ) : (
    <span aria-hidden="true" className={classes}>
      {icon}
    </span>
  );
}

function Loaded({
  src,
  alt,
  className,
  eager,
  priority,
  fit,
  sizes,
}: ProductImageProps & { src: string; className: string }) {
  const [broken, setBroken] = useState(false);
  if (broken) return <Placeholder alt={alt} className={className} />;
  const sources = pictureSources(src, widestOf(sizes));
  return (
    <img
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.srcSet ? sizes : undefined}
      alt={alt}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setBroken(true)}
      className={`bg-white ${fit === 'cover' ? 'object-cover' : 'object-contain'} ${className}`}
    />
  );
}

export function ProductImage({
  src,
  alt,
  className = '',
  eager = false,
  priority = false,
  fit = 'contain',
  sizes,
}: ProductImageProps) {
  if (!src) return <Placeholder alt={alt} className={className} />;
  // A new src gets a fresh 'broken' flag.
  return (
    <Loaded
      key={src}
      src={src}
      alt={alt}
      className={className}
      eager={eager}
      priority={priority}
      fit={fit}
      sizes={sizes}
    />
  );
}
