// The doctor page's shape while it loads.
import { useLingui } from '@lingui/react/macro';
import { LoadingNote } from '../../../components/ui/page-states.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

export function DoctorDetailsSkeleton() {
  const { t } = useLingui();
  return (
    <div className="space-y-6">
      <LoadingNote label={t`Loading doctor details...`} />
      <div className="rounded-2xl border border-slate-200 bg-white p-6">
        <div className="flex flex-col gap-5 sm:flex-row">
          <Skeleton className="size-28 rounded-2xl sm:size-32" />
          <div className="flex-1 space-y-3">
            <Skeleton className="h-5 w-20 rounded-full" />
            <Skeleton className="h-8 w-2/3" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-4 w-2/5" />
          </div>
        </div>
        <Skeleton className="mt-6 h-16 w-full" />
        <Skeleton className="mt-5 h-11 w-full" />
      </div>
      <Skeleton className="h-10 w-64" />
      <Skeleton className="h-40 w-full rounded-2xl" />
    </div>
  );
}
