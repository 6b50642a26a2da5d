// The home hero's search box: the one search (docs/screens.md#one-search). A tap or typing hands the text to
// the header's search dialog, which suggests doctors, specialties, symptoms, medicines, salts, brands and lab
// tests as you type (its code loads then, so the home page stays light); submitting, also before the page
// has hydrated (a plain GET form), opens the results page with a tab per kind.

import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import SearchIcon from 'lucide-react/icons/search';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { localized } from '../../../../lib/i18n/localized-labels.ts';
import { requestSearch } from '../../../../lib/search-request.ts';
import { focusRing, primaryButtonClass } from '../../lib/styles.ts';

/** The results page of the one search, a tab per kind (features/search owns it). */
export const SEARCH_RESULTS_PATH = '/search/all';

export function searchHref(query: string): string {
  return `${SEARCH_RESULTS_PATH}?q=${encodeURIComponent(query)}`;
}

/** One search box for doctors, medicines and lab tests; an empty query stays on the page with a message. */
export function HomeSearch() {
  const { t } = useLingui();
  const id = useId();
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState('');
  const errorId = `${id}-error`;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = inputRef.current?.value.trim() ?? '';
    if (!query) {
      setError(localized(msg`Enter a doctor, specialty, symptom, medicine or lab test to search.`));
      inputRef.current?.focus();
      return;
    }
    navigate(searchHref(query));
  }

  return (
    <form
      action={SEARCH_RESULTS_PATH}
      method="get"
      onSubmit={onSubmit}
      noValidate
      className="rounded-2xl bg-white p-4 shadow-lg ring-1 ring-slate-200 sm:p-5"
    >
      <label htmlFor={`${id}-q`} className="text-sm font-semibold text-slate-900">
        <Trans>Search doctors, medicines and lab tests</Trans>
      </label>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row">
        <div className="flex-1">
          <input
            ref={inputRef}
            id={`${id}-q`}
            name="q"
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            placeholder={t`Doctor, specialty, symptom, medicine or test`}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            // Suggestions live in the header's search dialog: a tap, or typing, opens it with what is
            // here (keys typed while its code loads still arrive: it starts from the latest text).
            onClick={(e) => requestSearch(e.currentTarget.value)}
            onChange={(e) => {
              if (error) setError('');
              if (e.target.value.trim()) requestSearch(e.target.value);
            }}
            className={`block w-full rounded-lg border border-slate-400 bg-white px-4 py-3 text-base text-slate-900 placeholder:text-slate-500 ${focusRing}`}
          />
        </div>
        <button type="submit" className={primaryButtonClass}>
          <SearchIcon className="size-5" aria-hidden="true" />
          <Trans>Search</Trans>
        </button>
      </div>
      <p className="mt-2 text-xs text-slate-600">
        <Trans>For example: dermatologist, fever, Dolo 650, thyroid profile.</Trans>
      </p>
      {error && (
        <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
