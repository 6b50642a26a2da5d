// Placeholders shaped like the home catalogue's sections, so nothing jumps when they fill in: shown while
// the catalogue's code loads (routes/home.tsx) and while each section's list loads.
import { Skeleton } from '../../../../components/ui/skeleton.tsx';

function blocks(count: number, className: string) {
  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
  return Array.from({ length: count }, (_, i) => <Skeleton key={i} className={className} />);
}

export const BANNER_SKELETON = (
  <div className="grid gap-3 md:grid-cols-2">{blocks(2, 'h-48 rounded-2xl')}</div>
);
export const TILE_SKELETON = (
  // A specialty tile: icon above the name below 480 px, beside it from 480 px (home-catalogue.tsx).
  <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
    {blocks(8, 'h-[6.875rem] rounded-xl min-[480px]:h-16')}
  </div>
);
export const CHIP_SKELETON = (
  <div className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">{blocks(12, 'h-14 rounded-xl')}</div>
);
export const CARD_ROW_SKELETON = (
  <div className="flex gap-3 overflow-hidden sm:grid sm:grid-cols-2 lg:grid-cols-4">
    {blocks(4, 'h-44 w-64 shrink-0 rounded-2xl sm:w-auto')}
  </div>
);

/** The whole catalogue while its code loads: a heading bar and a body per section. */
export function HomeCatalogueSkeleton() {
  const section = (body: React.ReactNode, key: string) => (
    <div key={key}>
      <Skeleton className="mb-3 h-7 w-56" />
      {body}
    </div>
  );
  return (
    <div aria-hidden="true" className="mx-auto w-full max-w-6xl space-y-12 px-4 py-12 sm:px-6">
      {section(BANNER_SKELETON, 'banners')}
      {section(TILE_SKELETON, 'specialties')}
      {section(CHIP_SKELETON, 'symptoms')}
      {section(CARD_ROW_SKELETON, 'doctors')}
    </div>
  );
}
