// The category page's filter sidebar (docs/screens.md#category-page): price range radio, subcategory
// checkboxes with 'All Subcategories', brand checkboxes, prescription radio, 'In stock only', sort, and
// 'Clear All Filters' when anything differs from the default. Each count is what choosing that option would
// show with the other filters applied (the server's; none while the search box narrows the page, as the
// counts are then without its text). An option that would show nothing is disabled unless chosen.

import { formatIndianNumber } from '@arogya/contracts/constants';
import type { CategoryPage, Subcategory } from '@arogya/contracts/pharmacy';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { SelectField } from '../../../components/ui/select-field.tsx';
import {
  CATEGORY_SORT_OPTIONS,
  type CategoryFilters,
  type CategorySort,
  hasActiveFilters,
  PRICE_RANGE_OPTIONS,
  RX_OPTIONS,
  toggleSubcategory,
  toggleValue,
} from '../category-filters.ts';

type Props = {
  filters: CategoryFilters;
  subcategories: Subcategory[];
  facets: CategoryPage['facets'] | undefined;
  onChange: (patch: Partial<CategoryFilters>) => void;
  onClear: () => void;
};

const optionClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-1 py-1.5 text-sm text-slate-800 hover:bg-slate-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:text-slate-500';

const Count = ({ n }: { n: number | undefined }) =>
  n === undefined ? null : <span className="text-xs text-slate-600">{formatIndianNumber(n)}</span>;

/** Nothing to show with the other filters: the option is off unless it is the one chosen. */
const empty = (n: number | undefined, chosen: boolean) => n === 0 && !chosen;

export function CategoryFilterPanel({ filters, subcategories, facets, onChange, onClear }: Props) {
  const { t } = useLingui();
  const id = useId();
  const allIds = subcategories.map((s) => s.id);
  // Counts without the search box's text are not shown (facets.exact).
  const shown = facets?.exact ? facets : undefined;
  const priceCount = (bucket: string) => shown?.price.find((p) => p.id === bucket)?.count;
  const rxCount = (rx: string) => (rx === 'rx' ? shown?.rx.rx : rx === 'otc' ? shown?.rx.otc : undefined);
  const subCount = (sub: Subcategory) =>
    facets ? shown?.subcategories.find((s) => s.id === sub.id)?.count : sub.productCount;
  return (
    <div className="space-y-6">
      {hasActiveFilters(filters) ? (
        <button
          type="button"
          onClick={onClear}
          className="text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          <Trans>Clear All Filters</Trans>
        </button>
      ) : null}

      <fieldset>
        <legend className="mb-1.5 text-sm font-semibold text-slate-900">
          <Trans>Price range</Trans>
        </legend>
        {PRICE_RANGE_OPTIONS.map((option) => (
          <label key={option.id} className={optionClass}>
            <input
              type="radio"
              name={`${id}-price`}
              value={option.id}
              checked={filters.price === option.id}
              disabled={empty(priceCount(option.id), filters.price === option.id)}
              onChange={() => onChange({ price: option.id })}
              className="size-4 accent-brand-700"
            />
            <span className="flex-1">{t(option.label)}</span>
            <Count n={option.id === 'all' ? undefined : priceCount(option.id)} />
          </label>
        ))}
      </fieldset>

      {subcategories.length > 0 ? (
        <fieldset>
          <legend className="mb-1.5 text-sm font-semibold text-slate-900">
            <Trans>Subcategories</Trans>
          </legend>
          <label className={optionClass}>
            <input
              type="checkbox"
              checked={filters.subcategories.length === 0}
              onChange={() => onChange({ subcategories: [] })}
              className="size-4 accent-brand-700"
            />
            <Trans>All Subcategories</Trans>
          </label>
          {subcategories.map((sub) => (
            <label key={sub.id} className={optionClass}>
              <input
                type="checkbox"
                checked={filters.subcategories.includes(sub.id)}
                disabled={empty(subCount(sub), filters.subcategories.includes(sub.id))}
                onChange={() =>
                  onChange({ subcategories: toggleSubcategory(filters.subcategories, sub.id, allIds) })
                }
                className="size-4 accent-brand-700"
              />
              <span className="flex-1">{sub.name || sub.title}</span>
              <Count n={subCount(sub)} />
            </label>
          ))}
        </fieldset>
      ) : null}

      {facets && facets.brands.length > 0 ? (
        <fieldset>
          <legend className="mb-1.5 text-sm font-semibold text-slate-900">
            <Trans>Brands</Trans>
          </legend>
          <div className="max-h-64 overflow-y-auto pr-1">
            {facets.brands.map((brand) => (
              <label key={brand.id} className={optionClass}>
                <input
                  type="checkbox"
                  checked={filters.brands.includes(brand.id)}
                  disabled={empty(shown ? brand.count : undefined, filters.brands.includes(brand.id))}
                  onChange={() => onChange({ brands: toggleValue(filters.brands, brand.id) })}
                  className="size-4 accent-brand-700"
                />
                <span className="flex-1">{brand.name}</span>
                <Count n={shown ? brand.count : undefined} />
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}

      <fieldset>
        <legend className="mb-1.5 text-sm font-semibold text-slate-900">
          <Trans>Prescription</Trans>
        </legend>
        {RX_OPTIONS.map((option) => (
          <label key={option.id} className={optionClass}>
            <input
              type="radio"
              name={`${id}-rx`}
              value={option.id}
              checked={filters.rx === option.id}
              disabled={empty(rxCount(option.id), filters.rx === option.id)}
              onChange={() => onChange({ rx: option.id })}
              className="size-4 accent-brand-700"
            />
            <span className="flex-1">{t(option.label)}</span>
            <Count n={rxCount(option.id)} />
          </label>
        ))}
      </fieldset>

      <label className={optionClass}>
        <input
          type="checkbox"
          checked={filters.inStock}
          disabled={empty(shown?.inStock, filters.inStock)}
          onChange={() => onChange({ inStock: !filters.inStock })}
          className="size-4 accent-brand-700"
        />
        <Trans>
          <span className="flex-1 font-semibold text-slate-900">In stock only</span>
        </Trans>
        <Count n={shown?.inStock} />
      </label>

      <SelectField
        label={t`Sort by`}
        value={filters.sort}
        onChange={(e) => onChange({ sort: e.target.value as CategorySort })}
      >
        {CATEGORY_SORT_OPTIONS.map((option) => (
          <option key={option.id} value={option.id}>
            {t(option.label)}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
