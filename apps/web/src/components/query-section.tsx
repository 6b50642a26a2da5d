// A section of a page with its own heading and its own loading and error states, so one slow or failed
// list does not hold up the others (the pharmacy and lab homes use it).

import { Trans, useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { errorMessage } from '../lib/api-client.ts';
import { Button } from './ui/button.tsx';
import { LoadingNote } from './ui/page-states.tsx';

type Props<T> = {
  id: string;
  title: string;
  query: UseQueryResult<T[]>;
  skeleton: ReactNode;
  children: (items: T[]) => ReactNode;
  action?: ReactNode;
  /** Shown when the list is empty; the section hides when this is absent. */
  empty?: ReactNode;
};

export function HomeSection<T>({ id, title, query, skeleton, children, action, empty }: Props<T>) {
  const { t } = useLingui();
  if (query.isSuccess && query.data.length === 0 && !empty) return null;
  return (
    <section aria-labelledby={`${id}-heading`} id={id} className="scroll-mt-20">
      <div className="mb-3 flex items-end justify-between gap-3">
        <h2 id={`${id}-heading`} className="text-xl font-bold text-slate-900 sm:text-2xl">
          {title}
        </h2>
        {action}
      </div>
      {query.isPending ? (
        <>
          <LoadingNote label={t`Loading ${title.toLowerCase()}...`} />
          {skeleton}
        </>
      ) : query.isError ? (
        <div
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
        >
          {errorMessage(query.error, `${title} could not be loaded.`)}{' '}
          <Button variant="ghost" size="sm" onClick={() => void query.refetch()}>
            <Trans>Try Again</Trans>
          </Button>
        </div>
      ) : query.data.length === 0 ? (
        empty
      ) : (
        // A Suspense boundary: hydrated on its own (docs/ARCHITECTURE.md#hydration).
        <div>
          <Suspense>{children(query.data)}</Suspense>
        </div>
      )}
    </section>
  );
}
