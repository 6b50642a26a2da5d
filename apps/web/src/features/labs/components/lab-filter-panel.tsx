// The lab listings' filters (docs/screens.md#lab-tests): category, price, fasting. Each change goes to the
// URL and from there to the server's query.

import {
  LAB_CATEGORIES,
  LAB_PRICE_BUCKETS,
  type LabCategorySlug,
  type LabPriceBucket,
} from '@arogya/contracts/labs-values';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { LAB_PRICE_BUCKET_MESSAGES, localizedCategoryLabel } from '../../../lib/i18n/catalogue-labels.ts';
import { activeLabFilterCount, type LabFilters } from '../lab-filters.ts';

type Props = {
  filters: LabFilters;
  fixedCategory?: LabCategorySlug;
  onChange: (patch: Partial<LabFilters>) => void;
  onClear: () => void;
};

const optionClass =
  'flex cursor-pointer items-center gap-2 rounded-md px-1 py-1.5 text-sm text-slate-800 hover:bg-slate-50';
const legendClass = 'mb-2 text-sm font-semibold text-slate-900';

export function LabFilterPanel({ filters, fixedCategory, onChange, onClear }: Props) {
  const { t, i18n } = useLingui();
  const id = useId();
  return (
    <div className="space-y-6">
      {activeLabFilterCount(filters, fixedCategory) > 0 ? (
        <button
          type="button"
          onClick={onClear}
          className="text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          <Trans>Clear All Filters</Trans>
        </button>
      ) : null}

      {fixedCategory ? null : (
        <fieldset>
          <legend className={legendClass}>
            <Trans>Category</Trans>
          </legend>
          <select
            aria-label={t`Category`}
            value={filters.category ?? ''}
            onChange={(e) =>
              onChange({ category: (e.target.value || null) as LabCategorySlug | null, page: 1 })
            }
            className="block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900"
          >
            <option value="">{t`All categories`}</option>
            {LAB_CATEGORIES.map((c) => (
              <option key={c.slug} value={c.slug}>
                {localizedCategoryLabel(c.slug)}
              </option>
            ))}
          </select>
        </fieldset>
      )}

      <fieldset>
        <legend className={legendClass}>
          <Trans>Price</Trans>
        </legend>
        <label className={optionClass}>
          <input
            type="radio"
            name={`${id}-price`}
            checked={filters.price === null}
            onChange={() => onChange({ price: null, page: 1 })}
          />
          <Trans>Any price</Trans>
        </label>
        {LAB_PRICE_BUCKETS.map((b) => (
          <label key={b.id} className={optionClass}>
            <input
              type="radio"
              name={`${id}-price`}
              checked={filters.price === b.id}
              onChange={() => onChange({ price: b.id as LabPriceBucket, page: 1 })}
            />
            {i18n._(LAB_PRICE_BUCKET_MESSAGES[b.id])}
          </label>
        ))}
      </fieldset>

      <fieldset>
        <legend className={legendClass}>
          <Trans>Fasting</Trans>
        </legend>
        {(
          [
            [null, t`Any`],
            ['no', t`No fasting needed`],
            ['yes', t`Needs fasting`],
          ] as const
        ).map(([value, label]) => (
          <label key={label} className={optionClass}>
            <input
              type="radio"
              name={`${id}-fasting`}
              checked={filters.fasting === value}
              onChange={() => onChange({ fasting: value, page: 1 })}
            />
            {label}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
