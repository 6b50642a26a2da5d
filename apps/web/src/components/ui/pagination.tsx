// Previous / next page controls with 'Page N of M', or 'Page N of M+' when the listing's total is a floor
// (counted up to a cap that moves on with the page, so Next stays open while there are more).
import { Button } from './button.tsx';

export function Pagination({
  page,
  totalPages,
  onPage,
  label = 'Pages',
  more = false,
}: {
  page: number;
  totalPages: number;
  onPage: (page: number) => void;
  label?: string;
  /** The total is a floor: there are more pages than `totalPages`. */
  more?: boolean;
}) {
  if (totalPages <= 1 && !more) return null;
  return (
    <nav aria-label={label} className="mt-6 flex items-center justify-between gap-3">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <p className="text-sm text-slate-700">
        Page {page} of {totalPages}
        {more ? '+' : ''}
      </p>
      <Button variant="secondary" disabled={page >= totalPages && !more} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
