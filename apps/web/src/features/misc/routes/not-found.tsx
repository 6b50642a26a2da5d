// Any path the app does not know.
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

export default function NotFoundPage() {
  const { t } = useLingui();
  usePageTitle(t`Page not found`);
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
        <Trans>
          <span className="block text-5xl font-extrabold text-brand-700">404</span>
          Page not found
        </Trans>
      </h1>
      <p className="mt-4 text-slate-700">
        <Trans>
          We could not find the page you asked for. The link may be wrong, or the page may have moved.
        </Trans>
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Trans>
          <Link to={paths.home} className={buttonClass('primary')}>
            Go to the home page
          </Link>
          <Link to={paths.medicineSearch} className={buttonClass('secondary')}>
            Search Arogya
          </Link>
        </Trans>
      </div>
    </div>
  );
}
