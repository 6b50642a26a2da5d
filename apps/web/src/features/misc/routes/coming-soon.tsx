// One honest page for every route whose feature is not built yet: it says so, shows nothing made up,
// and points to what works today. The route's handle.title names the section.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useMatches } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

export type ComingSoonHandle = { title?: string };

function useSectionTitle(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const title = (matches[i]?.handle as ComingSoonHandle | undefined)?.title;
    if (title) return title;
  }
  return undefined;
}

export default function ComingSoonPage() {
  const { t } = useLingui();
  const section = useSectionTitle();
  usePageTitle(section ? t`${section} — coming soon` : t`Coming soon`);

  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
        <Trans>
          <span className="block text-sm font-semibold tracking-wide text-brand-700 uppercase">
            Coming soon
          </span>
        </Trans>
        {section ?? t`This page`}
      </h1>
      <p className="mt-4 text-slate-700">
        <Trans>
          This part of Arogya is being built and is not available yet. Rather than show you sample doctors,
          prices or orders that are not real, we are leaving it empty until it works.
        </Trans>
      </p>
      <p className="mt-2 text-slate-700">
        <Trans>Here is what you can use today:</Trans>
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Trans>
          <Link to={paths.home} className={buttonClass('primary')}>
            Go to the home page
          </Link>
          <Link to={paths.helpCenter} className={buttonClass('secondary')}>
            Help Center
          </Link>
          <Link to={paths.contact} className={buttonClass('secondary')}>
            Contact us
          </Link>
        </Trans>
      </div>
    </div>
  );
}
