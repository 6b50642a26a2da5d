// The listing's filters: specialty, city, gender, fee, consultation type, language, available today. Each
// change applies at once (the URL changes, the list follows). Used in the sidebar and in the phone drawer.

import { formatInr, PAISE_PER_RUPEE } from '@arogya/contracts/constants';
import type { DoctorFacets, Gender, Specialty } from '@arogya/contracts/doctors';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { CONSULTATION_TYPE_MESSAGES } from '../../../lib/consultation-types.ts';
import { languageName } from '../../../lib/i18n/language-names.ts';
import { localName } from '../../../lib/i18n/local-name.ts';
import { placeName } from '../../../lib/i18n/place-name.ts';
import { activeFilterCount, type DoctorFilters, FEE_RANGES, feeRangeOf } from '../doctor-filters.ts';

const GENDER_LABELS: Record<Gender, MessageDescriptor> = {
  male: msg`Male`,
  female: msg`Female`,
  other: msg`Other`,
};

type FilterPanelProps = {
  filters: DoctorFilters;
  onChange: (patch: Partial<DoctorFilters>) => void;
  onClear: () => void;
  facets: DoctorFacets | undefined;
  specialties: Specialty[] | undefined;
  /** Hide the specialty choice (the consultation page is for one specialty). */
  hideSpecialty?: boolean;
};

function RadioGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-semibold text-slate-900">{legend}</legend>
      <div className="space-y-1">{children}</div>
    </fieldset>
  );
}

function Radio({
  name,
  checked,
  onChange,
  children,
}: {
  name: string;
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-2 rounded-md px-1 py-1 text-sm text-slate-800 hover:bg-slate-50">
      <input
        type="radio"
        name={name}
        checked={checked}
        onChange={onChange}
        className="size-4 accent-brand-700"
      />
      {children}
    </label>
  );
}

const rupees = (value: number) => formatInr(value * PAISE_PER_RUPEE);

export function FilterPanel({
  filters,
  onChange,
  onClear,
  facets,
  specialties,
  hideSpecialty,
}: FilterPanelProps) {
  const { t } = useLingui();
  const id = useId();
  const feeRange = feeRangeOf(filters);
  const active = activeFilterCount(filters);
  return (
    <div className="space-y-5">
      {active > 0 ? (
        <button
          type="button"
          onClick={onClear}
          className="text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          <Trans>Clear all filters</Trans>
        </button>
      ) : null}

      {hideSpecialty ? null : (
        <SelectField
          label={t`Specialty`}
          value={filters.specialty ?? ''}
          onChange={(e) => onChange({ specialty: e.target.value || undefined })}
        >
          <option value="">{t`All specialties`}</option>
          {filters.specialty &&
          !specialties?.some((s) => s.slug === filters.specialty || s.id === filters.specialty) ? (
            <option value={filters.specialty}>{filters.specialty}</option>
          ) : null}
          {specialties?.map((s) => (
            <option key={s.id} value={s.slug}>
              {localName(s)}
            </option>
          ))}
        </SelectField>
      )}

      <SelectField
        label={t`City`}
        value={filters.city ?? ''}
        onChange={(e) => onChange({ city: e.target.value || undefined })}
      >
        <option value="">{t`All cities`}</option>
        {filters.city && !facets?.cities.includes(filters.city) ? (
          <option value={filters.city}>{placeName(filters.city)}</option>
        ) : null}
        {facets?.cities.map((city) => (
          <option key={city} value={city}>
            {placeName(city)}
          </option>
        ))}
      </SelectField>

      <label className="flex cursor-pointer items-center gap-2 text-sm font-medium text-slate-900">
        <input
          type="checkbox"
          checked={filters.availableToday ?? false}
          onChange={(e) => onChange({ availableToday: e.target.checked || undefined })}
          className="size-4 accent-brand-700"
        />
        <Trans>Available today</Trans>
      </label>

      <RadioGroup legend={t`Consultation type`}>
        <Radio name={`${id}-type`} checked={!filters.type} onChange={() => onChange({ type: undefined })}>
          <Trans>Any</Trans>
        </Radio>
        {(facets?.consultationTypes ?? (['in-person', 'video', 'audio'] as const)).map((type) => (
          <Radio
            key={type}
            name={`${id}-type`}
            checked={filters.type === type}
            onChange={() => onChange({ type })}
          >
            {t(CONSULTATION_TYPE_MESSAGES[type])}
          </Radio>
        ))}
      </RadioGroup>

      <RadioGroup legend={t`Consultation fee`}>
        <Radio
          name={`${id}-fee`}
          checked={feeRange === undefined}
          onChange={() => onChange({ minFee: undefined, maxFee: undefined })}
        >
          <Trans>Any fee</Trans>
        </Radio>
        {FEE_RANGES.map((range) => (
          <Radio
            key={range.id}
            name={`${id}-fee`}
            checked={feeRange === range.id}
            onChange={() =>
              onChange({
                minFee: 'minFee' in range ? range.minFee : undefined,
                maxFee: 'maxFee' in range ? range.maxFee : undefined,
              })
            }
          >
            {t(range.label)}
          </Radio>
        ))}
        {feeRange === 'custom' ? (
          <Radio name={`${id}-fee`} checked onChange={() => {}}>
            {filters.minFee !== undefined ? rupees(filters.minFee) : rupees(0)}
            {filters.maxFee !== undefined ? ` – ${rupees(filters.maxFee)}` : ' and above'}
          </Radio>
        ) : null}
      </RadioGroup>

      <RadioGroup legend={t`Gender`}>
        <Radio
          name={`${id}-gender`}
          checked={!filters.gender}
          onChange={() => onChange({ gender: undefined })}
        >
          <Trans>Any</Trans>
        </Radio>
        {(facets?.genders ?? (['male', 'female'] as const)).map((gender) => (
          <Radio
            key={gender}
            name={`${id}-gender`}
            checked={filters.gender === gender}
            onChange={() => onChange({ gender })}
          >
            {t(GENDER_LABELS[gender])}
          </Radio>
        ))}
      </RadioGroup>

      <SelectField
        label={t`Language`}
        value={filters.language ?? ''}
        onChange={(e) => onChange({ language: e.target.value || undefined })}
      >
        <option value="">{t`Any language`}</option>
        {filters.language && !facets?.languages.includes(filters.language) ? (
          <option value={filters.language}>{filters.language}</option>
        ) : null}
        {facets?.languages.map((language) => (
          <option key={language} value={language}>
            {languageName(language)}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
