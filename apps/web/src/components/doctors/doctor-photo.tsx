// A doctor's photo (the API serves one per doctor). Decorative next to the name, so alt is empty. Lazy in
// lists; `firstScreen` (the doctor page's header) loads it at once, ahead of other images. As WebP of the
// width shown (lib/picture-sources.ts, docs/ARCHITECTURE.md#pictures).
import { pictureSources } from '../../lib/picture-sources.ts';

const SIZES = { sm: 'size-12', md: 'size-20', lg: 'size-28 sm:size-32' } as const;
const SHOWN = { sm: '48px', md: '80px', lg: '(min-width: 640px) 128px, 112px' } as const;
const WIDEST = { sm: 48, md: 80, lg: 128 } as const;
export function DoctorPhoto({
  src,
  size = 'md',
  firstScreen = false,
}: {
  src: string;
  size?: 'sm' | 'md' | 'lg';
  firstScreen?: boolean;
}) {
  const sources = pictureSources(src, WIDEST[size]);
  return (
    <img
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.srcSet ? SHOWN[size] : undefined}
      alt=""
      width={128}
      height={128}
      loading={firstScreen ? 'eager' : 'lazy'}
      fetchPriority={firstScreen ? 'high' : undefined}
      decoding="async"
      className={`${SIZES[size]} shrink-0 rounded-2xl bg-brand-50 object-cover`}
    />
  );
}
