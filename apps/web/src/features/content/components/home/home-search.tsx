import SearchIcon from 'lucide-react/icons/search';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../../config/paths.ts';
import { focusRing, primaryButtonClass } from '../../lib/styles.ts';

export const SEARCH_SCOPES = [
  {
    id: 'doctors',
    label: 'Doctors',
    inputLabel: 'Search doctors',
    placeholder: 'Specialty or doctor’s name',
    path: paths.doctorSearchResults,
  },
  {
    id: 'medicines',
    label: 'Medicines',
    inputLabel: 'Search medicines',
    placeholder: 'Medicine or health product',
    path: paths.medicineSearch,
  },
  {
    id: 'labs',
    label: 'Lab tests',
    inputLabel: 'Search lab tests',
    placeholder: 'Test or health package',
    path: paths.labs,
  },
] as const;

type ScopeId = (typeof SEARCH_SCOPES)[number]['id'];

/** Where a search goes: each scope has its own results page, with the query as ?q=. */
export function searchHref(scopeId: ScopeId, query: string): string {
  const scope = SEARCH_SCOPES.find((s) => s.id === scopeId) ?? SEARCH_SCOPES[0];
  return `${scope.path}?q=${encodeURIComponent(query)}`;
}

/** One search box for doctors, medicines and lab tests; an empty query stays on the page with a message. */
export function HomeSearch() {
  const id = useId();
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const [scopeId, setScopeId] = useState<ScopeId>('doctors');
  const [error, setError] = useState('');
  const scope = SEARCH_SCOPES.find((s) => s.id === scopeId) ?? SEARCH_SCOPES[0];
  const errorId = `${id}-error`;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = inputRef.current?.value.trim() ?? '';
    if (!query) {
      setError(`Enter what you are looking for to search ${scope.label.toLowerCase()}.`);
      inputRef.current?.focus();
      return;
    }
    navigate(searchHref(scopeId, query));
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="rounded-2xl bg-white p-4 shadow-lg ring-1 ring-slate-200 sm:p-5"
    >
      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">Search for</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {SEARCH_SCOPES.map((s) => (
            <label
              key={s.id}
              className="cursor-pointer rounded-full border border-slate-300 px-4 py-2 text-sm font-medium text-slate-700 hover:border-teal-700 has-checked:border-teal-700 has-checked:bg-teal-700 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-teal-700"
            >
              <input
                type="radio"
                name="scope"
                value={s.id}
                checked={scopeId === s.id}
                onChange={() => {
                  setScopeId(s.id);
                  setError('');
                }}
                className="sr-only"
              />
              {s.label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <div className="flex-1">
          <label htmlFor={`${id}-q`} className="sr-only">
            {scope.inputLabel}
          </label>
          <input
            ref={inputRef}
            id={`${id}-q`}
            name="q"
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            placeholder={scope.placeholder}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={() => error && setError('')}
            className={`block w-full rounded-lg border border-slate-400 bg-white px-4 py-3 text-base text-slate-900 placeholder:text-slate-500 ${focusRing}`}
          />
        </div>
        <button type="submit" className={primaryButtonClass}>
          <SearchIcon className="size-5" aria-hidden="true" />
          Search
        </button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
