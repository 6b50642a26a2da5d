// The loading indicator: announced to screen readers as 'Loading...' (in the page's language) unless told.
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

export function Spinner({ label, className = '' }: { label?: ReactNode; className?: string }) {
  return (
    <div role="status" className={`flex items-center justify-center gap-3 py-16 text-slate-600 ${className}`}>
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full motion-reduce:animate-none border-[3px] border-brand-200 border-t-brand-700"
      />
      <span>{label ?? <Trans>Loading...</Trans>}</span>
    </div>
  );
}
