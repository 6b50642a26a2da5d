// Shown when a page fails to load or throws: says so plainly and offers a reload.
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';
import { paths } from '../config/paths.ts';

export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900">404 · Page not found</h1>
        <Link to={paths.home} className={`${buttonClass('primary')} mt-6`}>
          Go to the home page
        </Link>
      </div>
    );
  }
  if (import.meta.env.DEV) console.error(error);
  return (
    <div role="alert" className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Something went wrong</h1>
      <p className="mt-3 text-slate-700">
        This page could not be shown. Please try again; if it keeps happening, the help center can tell you
        how to reach us.
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <button type="button" className={buttonClass('primary')} onClick={() => window.location.reload()}>
          Try Again
        </button>
        <Link to={paths.home} reloadDocument className={buttonClass('secondary')}>
          Go to the home page
        </Link>
      </div>
    </div>
  );
}
