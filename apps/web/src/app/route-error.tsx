// Shown when a page fails to load or throws: says so plainly and offers a reload.
import { Trans } from '@lingui/react/macro';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';
import { paths } from '../config/paths.ts';

export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900">
          <Trans>404 · Page not found</Trans>
        </h1>
        <Link to={paths.home} className={`${buttonClass('primary')} mt-6`}>
          <Trans>Go to the home page</Trans>
        </Link>
      </div>
    );
  }
  if (import.meta.env.DEV) console.error(error);
  return (
    <div role="alert" className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">
        <Trans>Something went wrong</Trans>
      </h1>
      <p className="mt-3 text-slate-700">
        <Trans>
          This page could not be shown. Please try again; if it keeps happening, the help center can tell you
          how to reach us.
        </Trans>
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <button type="button" className={buttonClass('primary')} onClick={() => window.location.reload()}>
          <Trans>Try Again</Trans>
        </button>
        <Link to={paths.home} reloadDocument className={buttonClass('secondary')}>
          <Trans>Go to the home page</Trans>
        </Link>
      </div>
    </div>
  );
}
