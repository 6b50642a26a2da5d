// The health card's renewal reminder in the account menu (docs/product-rules.md#family-members-and-the-health-card):
// a dot on the menu button and a link in the menu while a renewal is due. Loaded lazily with the shared query
// client, like the home page's data islands, so the header's first download stays small.
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { renewalText } from '../../components/health-card-reminder.tsx';
import QueryProvider from '../../components/query-provider.tsx';
import { paths } from '../../config/paths.ts';
import { useMyHealthCard } from '../../lib/api/health-card.ts';

function Note({ variant }: { variant: 'dot' | 'link' }) {
  const card = useMyHealthCard().data;
  const text = card?.status === 'active' ? renewalText(card) : null;
  if (!text) return null;
  if (variant === 'dot') {
    return (
      <>
        <span className="sr-only">
          <Trans>, health card renewal due</Trans>
        </span>
        <span aria-hidden="true" className="size-2 rounded-full bg-amber-500" />
      </>
    );
  }
  return (
    <Link
      to={paths.healthCard}
      className="mx-2 mt-2 block rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950 hover:bg-amber-100"
    >
      {text}{' '}
      <span className="font-semibold underline">
        <Trans>Renew card</Trans>
      </span>
    </Link>
  );
}

export default function RenewalNote({ variant }: { variant: 'dot' | 'link' }) {
  return (
    <QueryProvider>
      <Note variant={variant} />
    </QueryProvider>
  );
}
