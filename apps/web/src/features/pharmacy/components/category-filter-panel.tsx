// The category page's filter sidebar (docs/screens.md#category-page): price range radio, subcategory
// checkboxes with 'All Subcategories', sort, and 'Clear All Filters' when anything differs from the default.
import type { Subcategory } from '@arogya/contracts/pharmacy';
import { useId } from 'react';
import { SelectField } from '../../../components/ui/select-field.tsx';
import {
  CATEGORY_SORT_OPTIONS,
  type CategoryFilters,
  type CategorySort,
  hasActiveFilters,
  PRICE_RANGE_OPTIONS,
  toggleSubcategory,
} from '../category-filters.ts';

type Props = {
  filters: CategoryFilters;
  subcategories: Subcategory[];
  onChange: (patch: Partial<CategoryFilters>) => void;
  onClear: () => void;
};

const optionClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-1 py-1.5 text-sm text-slate-800 hover:bg-slate-50';

export function CategoryFilterPanel({ filters, subcategories, onChange, onClear }: Props) {
  const id = useId();
  const allIds = subcategories.map((s) => s.id);
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
            {option.label}
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
              <span className="text-xs text-slate-600">{sub.productCount}</span>
            </label>
          ))}
        </fieldset>
      ) : null}

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
