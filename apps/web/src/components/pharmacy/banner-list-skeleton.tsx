// The place the banners (banner-list.tsx) take while they load, in their shape, so nothing below moves when
// they arrive (docs/screens.md#navigation). Its own file: the home page's first screen loads it without the
// banners' code.
import { Skeleton } from '../ui/skeleton.tsx';

/** At most this many banners show at once (the placeholder holds as many). */
export const BANNERS_SHOWN = 4;

export const BANNER_LIST_SKELETON = (
  <div className="grid gap-3 md:grid-cols-2">
    {Array.from({ length: BANNERS_SHOWN }, (_, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
      <div key={i} className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
        <Skeleton className="aspect-[10/3] w-full rounded-none" />
        <div className="space-y-2 px-4 py-3">
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-24" />
        </div>
      </div>
    ))}
  </div>
);
