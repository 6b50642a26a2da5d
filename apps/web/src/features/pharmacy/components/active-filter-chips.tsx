// The category page's chosen filters as removable chips under the search box on narrow screens, where the
// filters live in a sheet: once it closes, what narrows the list stays in sight and each can be taken off
// with one tap (docs/screens.md#category-page). Wide screens show the filter panel itself.
import { Trans, useLingui } from '@lingui/react/macro';
import XIcon from 'lucide-react/icons/x';
import type { FilterChip } from '../category-filters.ts';

export function ActiveFilterChips({
  chips,
  onRemove,
  onClearAll,
}: {
  chips: FilterChip[];
  onRemove: (chip: FilterChip) => void;
  onClearAll: () => void;
}) {
  const { t } = useLingui();
  if (chips.length === 0) return null;
  return (
    <section aria-label={t`Active filters`} className="mt-3 lg:hidden">
      <ul className="flex flex-wrap items-center gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              onClick={() => onRemove(chip)}
              className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-brand-700 bg-brand-50 px-3 py-1 text-sm font-medium text-brand-900 hover:bg-brand-100"
            >
              {chip.label}
              <XIcon aria-hidden="true" className="size-4" />
              <Trans>
                <span className="sr-only">: remove this filter</span>
              </Trans>
            </button>
          </li>
        ))}
        {chips.length > 1 ? (
          <li>
            <button
              type="button"
              onClick={onClearAll}
              className="min-h-9 px-2 text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
            >
              <Trans>Clear all</Trans>
            </button>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
