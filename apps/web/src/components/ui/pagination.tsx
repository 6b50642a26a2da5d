// Previous / next page controls with 'Page N of M', or 'Page N of M+' when the listing's total is a floor
// (counted up to a cap that moves on with the page, so Next stays open while there are more).
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from './button.tsx';

export function Pagination({
  page,
  totalPages,
  onPage,
  label,
  more = false,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  label?: string;
  /** The total is a floor: there are more pages than `totalPages`. */
  more?: boolean;
}) {
  const { t } = useLingui();
  if (totalPages <= 1 && !more) return null;
  return (
    <nav aria-label={label ?? t`Pages`} className="mt-6 flex items-center justify-between gap-3">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <Trans>Previous</Trans>
      </Button>
      <p className="text-sm text-slate-700">
        {more ? (
          <Trans>
            Page {page} of {totalPages}+
          </Trans>
        ) : (
          <Trans>
            Page {page} of {totalPages}
          </Trans>
        )}
      </p>
      <Button variant="secondary" disabled={page >= totalPages && !more} onClick={() => onPage(page + 1)}>
        <Trans>Next</Trans>
      </Button>
    </nav>
  );
}
