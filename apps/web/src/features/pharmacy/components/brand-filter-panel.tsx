// The brand page's facet filters (docs/product-rules.md#pharmacy-catalogue), built by the API from product
// attributes. Groups without options never arrive, so none shows empty. Each group expands and collapses
// natively.

import type { FacetGroup } from '@arogya/contracts/pharmacy';
import { Trans, useLingui } from '@lingui/react/macro';
import ChevronDownIcon from 'lucide-react/icons/chevron-down';
import { FACET_GROUP_MESSAGES } from '../../../lib/i18n/catalogue-labels.ts';
import type { BrandFilters } from '../brand-filters.ts';

type Props = {
  groups: FacetGroup[];
  /** What the page rendered: which boxes are ticked. */
  filters: BrandFilters;
  /** The page applies the toggle to the address as it is now (lib/current-search-params.ts), not to `filters`. */
  onToggle: (group: FacetGroup['id'], value: string) => void;
};

export function BrandFilterPanel({ groups, filters, onToggle }: Props) {
  const { t } = useLingui();
  const visible = groups.filter((g) => g.options.length > 0);
  if (visible.length === 0)
    return (
      <p className="text-sm text-slate-600">
        <Trans>No filters for these products.</Trans>
      </p>
    );
  return (
    <div className="divide-y divide-slate-200">
      {visible.map((group) => {
        const selected = filters.facets[group.id] ?? [];
        return (
          <details key={group.id} open={selected.length > 0 || undefined} className="group py-2">
            <summary className="flex cursor-pointer list-none items-center justify-between rounded-md px-1 py-1.5 text-sm font-semibold text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
              <span>
                {t(FACET_GROUP_MESSAGES[group.id])}
                {selected.length > 0 ? (
                  <span className="ml-1 text-brand-700">({selected.length})</span>
                ) : null}
              </span>
              <ChevronDownIcon
                aria-hidden="true"
                className="size-4 transition-transform group-open:rotate-180"
              />
            </summary>
            <fieldset className="mt-1">
              <legend className="sr-only">{t(FACET_GROUP_MESSAGES[group.id])}</legend>
              {group.options.map((option) => (
                <label
                  key={option.value}
                  className="flex cursor-pointer items-center gap-2 rounded-md px-1 py-1.5 text-sm text-slate-800 hover:bg-slate-50"
                >
                  <input
                    type="checkbox"
                    checked={selected.includes(option.value)}
                    onChange={() => onToggle(group.id, option.value)}
                    className="size-4 accent-brand-700"
                  />
                  <span className="flex-1">{option.label}</span>
                  <span className="text-xs text-slate-600">{option.count}</span>
                </label>
              ))}
            </fieldset>
          </details>
        );
      })}
    </div>
  );
}
