// The listing's filters: specialty, city, gender, fee, consultation type, language, available today. Each
// change applies at once (the URL changes, the list follows). Used in the sidebar and in the phone drawer.
import { formatInr, PAISE_PER_RUPEE } from '@arogya/contracts/constants';
import type { DoctorFacets, Gender, Specialty } from '@arogya/contracts/doctors';
import { type ReactNode, useId } from 'react';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { CONSULTATION_TYPE_LABELS } from '../../../lib/consultation-types.ts';
import { activeFilterCount, type DoctorFilters, FEE_RANGES, feeRangeOf } from '../doctor-filters.ts';

const GENDER_LABELS: Record<Gender, string> = { male: 'Male', female: 'Female', other: 'Other' };

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
          Clear all filters
        </button>
      ) : null}

      {hideSpecialty ? null : (
        <SelectField
          label="Specialty"
          value={filters.specialty ?? ''}
          onChange={(e) => onChange({ specialty: e.target.value || undefined })}
        >
          <option value="">All specialties</option>
          {filters.specialty &&
          !specialties?.some((s) => s.slug === filters.specialty || s.id === filters.specialty) ? (
            <option value={filters.specialty}>{filters.specialty}</option>
          ) : null}
          {specialties?.map((s) => (
            <option key={s.id} value={s.slug}>
              {s.name}
            </option>
          ))}
        </SelectField>
      )}

      <SelectField
        label="City"
        value={filters.city ?? ''}
        onChange={(e) => onChange({ city: e.target.value || undefined })}
      >
        <option value="">All cities</option>
        {filters.city && !facets?.cities.includes(filters.city) ? (
          <option value={filters.city}>{filters.city}</option>
        ) : null}
        {facets?.cities.map((city) => (
          <option key={city} value={city}>
            {city}
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
        Available today
      </label>

      <RadioGroup legend="Consultation type">
        <Radio name={`${id}-type`} checked={!filters.type} onChange={() => onChange({ type: undefined })}>
          Any
        </Radio>
        {(facets?.consultationTypes ?? (['in-person', 'video', 'audio'] as const)).map((type) => (
          <Radio
            key={type}
            name={`${id}-type`}
            checked={filters.type === type}
            onChange={() => onChange({ type })}
          >
            {CONSULTATION_TYPE_LABELS[type]}
          </Radio>
        ))}
      </RadioGroup>

      <RadioGroup legend="Consultation fee">
        <Radio
          name={`${id}-fee`}
          checked={feeRange === undefined}
          onChange={() => onChange({ minFee: undefined, maxFee: undefined })}
        >
          Any fee
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
            {range.label}
          </Radio>
        ))}
        {feeRange === 'custom' ? (
          <Radio name={`${id}-fee`} checked onChange={() => {}}>
            {filters.minFee !== undefined ? rupees(filters.minFee) : rupees(0)}
            {filters.maxFee !== undefined ? ` – ${rupees(filters.maxFee)}` : ' and above'}
          </Radio>
        ) : null}
      </RadioGroup>

      <RadioGroup legend="Gender">
        <Radio
          name={`${id}-gender`}
          checked={!filters.gender}
          onChange={() => onChange({ gender: undefined })}
        >
          Any
        </Radio>
        {(facets?.genders ?? (['male', 'female'] as const)).map((gender) => (
          <Radio
            key={gender}
            name={`${id}-gender`}
            checked={filters.gender === gender}
            onChange={() => onChange({ gender })}
          >
            {GENDER_LABELS[gender]}
          </Radio>
        ))}
      </RadioGroup>

      <SelectField
        label="Language"
        value={filters.language ?? ''}
        onChange={(e) => onChange({ language: e.target.value || undefined })}
      >
        <option value="">Any language</option>
        {filters.language && !facets?.languages.includes(filters.language) ? (
          <option value={filters.language}>{filters.language}</option>
        ) : null}
        {facets?.languages.map((language) => (
          <option key={language} value={language}>
            {language}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
