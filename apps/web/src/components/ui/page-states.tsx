// The three states every data page has besides 'loaded': an error with Try Again, and an empty result.
import { Trans } from '@lingui/react/macro';
import CircleAlertIcon from 'lucide-react/icons/circle-alert';
import type { ReactNode } from 'react';
import { Button } from './button.tsx';

export function ErrorState({
  title,
  message,
  onRetry,
  headingLevel = 2,
}: {
  title: string;
  message?: string;
  onRetry?: () => void;
  headingLevel?: 1 | 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 px-5 py-8 text-center">
      <CircleAlertIcon aria-hidden="true" className="mx-auto size-8 text-red-700" />
      <Heading className="mt-2 text-lg font-semibold text-slate-900">{title}</Heading>
      {message ? <p className="mt-1 text-sm text-slate-700">{message}</p> : null}
      {onRetry ? (
        <Button className="mt-4" onClick={onRetry}>
          <Trans>Try Again</Trans>
        </Button>
      ) : null}
    </div>
  );
}

export function EmptyState({
  title,
  children,
  action,
  headingLevel = 2,
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-5 py-10 text-center">
      <Heading className="text-lg font-semibold text-slate-900">{title}</Heading>
      {children ? <div className="mt-1 text-sm text-slate-600">{children}</div> : null}
      {action ? <div className="mt-4 flex flex-wrap justify-center gap-3">{action}</div> : null}
    </div>
  );
}

/** Announces a loading state to screen readers while skeletons show. */
export function LoadingNote({ label }: { label?: string }) {
  return (
    <span role="status" className="sr-only">
      {label ?? <Trans>Loading...</Trans>}
    </span>
  );
}
