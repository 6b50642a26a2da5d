// Search doctors by name, specialty or symptom, optionally in a city; results open at
// /doctors/search-results?q=&city=.
import { Trans, useLingui } from '@lingui/react/macro';
import SearchIcon from 'lucide-react/icons/search';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { paths } from '../../../config/paths.ts';
import { placeName } from '../../../lib/i18n/place-name.ts';
import { queryString } from '../../../lib/query-string.ts';
import { useDoctorFilters } from '../api/get-doctor-filters.ts';

export function doctorSearchHref(q: string, city?: string) {
  return `${paths.doctorSearchResults}${queryString({ q: q.trim(), city })}`;
}

export function DoctorSearchForm({
  initialQuery = '',
  initialCity = '',
}: {
  initialQuery?: string;
  initialCity?: string;
}) {
  const { t } = useLingui();
  const id = useId();
  const navigate = useNavigate();
  const facets = useDoctorFilters();
  const [q, setQ] = useState(initialQuery);
  const [city, setCity] = useState(initialCity);
  const [error, setError] = useState('');

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!q.trim()) {
      setError(t`Type a doctor’s name, a specialty or a symptom`);
      document.getElementById(`${id}-q`)?.focus();
      return;
    }
    navigate(doctorSearchHref(q, city || undefined));
  };

  return (
    <search>
      <form
        onSubmit={onSubmit}
        noValidate
        className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-start sm:p-5"
      >
        <TextField
          id={`${id}-q`}
          label={t`Doctor, specialty or symptom`}
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          placeholder={t`e.g. Dr. Mehta, dermatologist, fever`}
          value={q}
          error={error || undefined}
          onChange={(e) => {
            setQ(e.target.value);
            if (error) setError('');
          }}
        />
        <SelectField label={t`City`} value={city} onChange={(e) => setCity(e.target.value)}>
          <option value="">{t`Any city`}</option>
          {city && !facets.data?.cities.includes(city) ? (
            <option value={city}>{placeName(city)}</option>
          ) : null}
          {facets.data?.cities.map((c) => (
            <option key={c} value={c}>
              {placeName(c)}
            </option>
          ))}
        </SelectField>
        <Button type="submit" className="sm:mt-6">
          <SearchIcon aria-hidden="true" className="size-4" />
          <Trans>Search</Trans>
        </Button>
      </form>
    </search>
  );
}
