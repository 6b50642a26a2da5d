// The Arogya word mark; always a link home.
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';

export function Logo({ className = '' }: { className?: string }) {
  return (
    <Link to={paths.home} className={`inline-flex items-center gap-2 font-bold text-brand-800 ${className}`}>
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
        <rect width="32" height="32" rx="8" fill="#0f766e" />
        <path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" fill="#fff" />
      </svg>
      <span className="text-xl tracking-tight" translate="no">
        Arogya
      </span>
      <span className="sr-only">
        <Trans>home</Trans>
      </span>
    </Link>
  );
}
