// The category page's filter sidebar (docs/screens.md#category-page): price range radio, subcategory
// checkboxes with 'All Subcategories', brand checkboxes, prescription radio, 'In stock only', sort, and
// 'Clear All Filters' when anything differs from the default. Counts are the whole category's (kept on the
// server as products change).
import { formatIndianNumber } from '@arogya/contracts/constants';
import type { CategoryPage, Subcategory } from '@arogya/contracts/pharmacy';
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
  'flex cursor-pointer items-center gap-2 rounded-md px-1 py-1.5 text-sm text-slate-800 hover:bg-slate-50';

const Count = ({ n }: { n: number | undefined }) =>
  n === undefined ? null : <span className="text-xs text-slate-600">{formatIndianNumber(n)}</span>;

export function CategoryFilterPanel({ filters, subcategories, facets, onChange, onClear }: Props) {
  const id = useId();
  const allIds = subcategories.map((s) => s.id);
  const priceCount = (bucket: string) => facets?.price.find((p) => p.id === bucket)?.count;
  const rxCount = (rx: string) => (rx === 'rx' ? facets?.rx.rx : rx === 'otc' ? facets?.rx.otc : undefined);
  return (
    <div className="space-y-6">
      {hasActiveFilters(filters) ? (
        <button
          type="button"
          onClick={onClear}
          className="text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          Clear All Filters
        </button>
      ) : null}

      <fieldset>
        <legend className="mb-1.5 text-sm font-semibold text-slate-900">Price range</legend>
        {PRICE_RANGE_OPTIONS.map((option) => (
          <label key={option.id} className={optionClass}>
            <input
              type="radio"
              name={`${id}-price`}
              value={option.id}
              checked={filters.price === option.id}
              onChange={() => onChange({ price: option.id })}
              className="size-4 accent-brand-700"
            />
            <span className="flex-1">{option.label}</span>
            <Count n={option.id === 'all' ? undefined : priceCount(option.id)} />
          </label>
        ))}
      </fieldset>

      {subcategories.length > 0 ? (
        <fieldset>
          <legend className="mb-1.5 text-sm font-semibold text-slate-900">Subcategories</legend>
          <label className={optionClass}>
            <input
              type="checkbox"
              checked={filters.subcategories.length === 0}
              onChange={() => onChange({ subcategories: [] })}
              className="size-4 accent-brand-700"
            />
            All Subcategories
          </label>
          {subcategories.map((sub) => (
            <label key={sub.id} className={optionClass}>
              <input
                type="checkbox"
                checked={filters.subcategories.includes(sub.id)}
                onChange={() =>
                  onChange({ subcategories: toggleSubcategory(filters.subcategories, sub.id, allIds) })
                }
                className="size-4 accent-brand-700"
              />
              <span className="flex-1">{sub.name || sub.title}</span>
              <Count n={sub.productCount} />
            </label>
          ))}
        </fieldset>
      ) : null}

      {facets && facets.brands.length > 0 ? (
        <fieldset>
          <legend className="mb-1.5 text-sm font-semibold text-slate-900">Brands</legend>
          <div className="max-h-64 overflow-y-auto pr-1">
            {facets.brands.map((brand) => (
              <label key={brand.id} className={optionClass}>
                <input
                  type="checkbox"
                  checked={filters.brands.includes(brand.id)}
                  onChange={() => onChange({ brands: toggleValue(filters.brands, brand.id) })}
                  className="size-4 accent-brand-700"
                />
                <span className="flex-1">{brand.name}</span>
                <Count n={brand.count} />
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}

      <fieldset>
        <legend className="mb-1.5 text-sm font-semibold text-slate-900">Prescription</legend>
        {RX_OPTIONS.map((option) => (
          <label key={option.id} className={optionClass}>
            <input
              type="radio"
              name={`${id}-rx`}
              value={option.id}
              checked={filters.rx === option.id}
              onChange={() => onChange({ rx: option.id })}
              className="size-4 accent-brand-700"
            />
            <span className="flex-1">{option.label}</span>
            <Count n={rxCount(option.id)} />
          </label>
        ))}
      </fieldset>

      <label className={optionClass}>
        <input
          type="checkbox"
          checked={filters.inStock}
          onChange={() => onChange({ inStock: !filters.inStock })}
          className="size-4 accent-brand-700"
        />
        <span className="flex-1 font-semibold text-slate-900">In stock only</span>
        <Count n={facets?.inStock} />
      </label>

      <SelectField
        label="Sort by"
        value={filters.sort}
        onChange={(e) => onChange({ sort: e.target.value as CategorySort })}
      >
        {CATEGORY_SORT_OPTIONS.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
