// One search box for everything (docs/screens.md#one-search), as a WAI-ARIA combobox: the input owns a
// listbox of suggestions grouped by kind; Up and Down move the active option (aria-activedescendant, focus
// stays in the input), Enter opens it (or the results page when none is active), Escape closes the list
// (and, with the list closed, clears the text). The last option is always 'See all results'. When the text
// matched nothing exactly and a correction did, the list says so ('Showing results for “thyroid”') and
// shows the correction's suggestions, as the results page then does.

import type { Suggestion, SuggestionGroup } from '@arogya/contracts/search';
import type { SearchKind } from '@arogya/contracts/search-values';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import SearchIcon from 'lucide-react/icons/search';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { getSuggestions } from '../api/get-suggestions.ts';
import { searchResultsPath, suggestionHref } from '../search-links.ts';

/** Wait this long after the last keystroke before asking. */
export const SUGGEST_DELAY_MS = 150;

/** The heading of each group of suggestions (SEARCH_KIND_LABELS in packages/contracts/src/search-values.ts). */
const KIND_HEADINGS: Record<SearchKind, MessageDescriptor> = {
  doctor: msg`Doctors`,
  specialty: msg`Specialties`,
  symptom: msg`Symptoms`,
  medicine: msg`Medicines`,
  salt: msg`Salts`,
  brand: msg`Brands`,
  lab_test: msg`Lab tests`,
  lab_package: msg`Health packages`,
};

type Option = { key: string; href: string; suggestion?: Suggestion };

/** The suggestions, in the order shown, then 'all results' for the text. */
function optionsOf(groups: SuggestionGroup[], query: string): Option[] {
  if (!query) return [];
  const list: Option[] = groups.flatMap((g) =>
    g.items.map((s, i) => ({ key: `${g.kind}-${i}-${s.target}`, href: suggestionHref(s), suggestion: s })),
  );
  list.push({ key: 'all', href: searchResultsPath(query) });
  return list;
}

/** What an option opens; 'all results' is itself whatever the text. */
const identity = (o: Option) => (o.key === 'all' ? 'all' : o.href);

export type SearchComboboxProps = {
  /** Called after a suggestion or the results page is opened (a menu or dialog closes itself). */
  onNavigate?: () => void;
  autoFocus?: boolean;
  /** What the box starts with (the home hero hands over what was typed there). */
  initialText?: string;
  /** Suggestions for a text; the API by default (tests pass their own). */
  fetchSuggestions?: (
    q: string,
    signal: AbortSignal,
  ) => Promise<{ groups: SuggestionGroup[]; didYouMean?: string | null }>;
  className?: string;
};

export function SearchCombobox({
  onNavigate,
  autoFocus = false,
  initialText = '',
  fetchSuggestions = getSuggestions,
  className = '',
}: SearchComboboxProps) {
  const { t } = useLingui();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(initialText);
  const [groups, setGroups] = useState<SuggestionGroup[]>([]);
  const [correction, setCorrection] = useState<string | null>(null);
  const [answeredFor, setAnsweredFor] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = text.trim();

  // Handed over text (the home hero's): the caret goes after it, so typing carries on.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on opening
  useEffect(() => {
    const input = inputRef.current;
    if (autoFocus && input && initialText) input.setSelectionRange(initialText.length, initialText.length);
  }, []);

  // The option chosen with the keyboard, by what it opens, so that a refreshed list keeps it chosen.
  const chosenRef = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (!query) {
      setGroups([]);
      setCorrection(null);
      setAnsweredFor('');
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchSuggestions(query, controller.signal)
        .then((answer) => {
          setGroups(answer.groups);
          setCorrection(answer.didYouMean ?? null);
          setAnsweredFor(query);
          // Still offered: it stays chosen, so Enter pressed as the list refreshes opens it.
          const kept = chosenRef.current
            ? optionsOf(answer.groups, query).findIndex((o) => identity(o) === chosenRef.current)
            : -1;
          setActive(kept);
        })
        .catch(() => {
          // Aborted by the next keystroke, or failed: the results page still works from Enter.
        });
    }, SUGGEST_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, fetchSuggestions]);

  const options = useMemo(() => optionsOf(groups, query), [groups, query]);
  useEffect(() => {
    const option = active >= 0 ? options[active] : undefined;
    chosenRef.current = option ? identity(option) : undefined;
  }, [active, options]);

  const expanded = open && options.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  function go(href: string) {
    setOpen(false);
    setActive(-1);
    navigate(href);
    onNavigate?.();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => {
        if (!expanded) return step === 1 ? 0 : options.length - 1;
        const next = current + step;
        return next < 0 ? options.length - 1 : next >= options.length ? 0 : next;
      });
    } else if (event.key === 'Enter') {
      if (!query) return;
      event.preventDefault();
      const option = expanded && active >= 0 ? options[active] : undefined;
      go(option ? option.href : searchResultsPath(query));
    } else if (event.key === 'Escape') {
      if (expanded) {
        // The list closes; a menu or dialog around the box stays open.
        event.preventDefault();
        event.stopPropagation();
        setOpen(false);
        setActive(-1);
      } else if (text) {
        event.preventDefault();
        event.stopPropagation();
        setText('');
      }
    }
  }

  let index = -1;
  const renderOption = (option: Option, label: string, detail?: string) => {
    index += 1;
    const i = index;
    return (
      // The combobox pattern: options are never focused (focus stays in the input, aria-activedescendant
      // names the active one) and the keyboard works through the input's keydown.
      // biome-ignore lint/a11y/useFocusableInteractive: see above
      // biome-ignore lint/a11y/useKeyWithClickEvents: see above
      <div
        key={option.key}
        id={optionId(i)}
        role="option"
        aria-selected={i === active}
        // A press picks the option before the input's blur closes the list.
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => go(option.href)}
        onMouseMove={() => setActive(i)}
        className={`cursor-pointer rounded-lg px-3 py-2 ${i === active ? 'bg-brand-50 text-brand-900' : 'text-slate-900'}`}
      >
        <span className="block text-sm font-medium">{label}</span>
        {detail ? <span className="block text-xs text-slate-600">{detail}</span> : null}
      </div>
    );
  };

  return (
    <div className={`relative ${className}`}>
      <label htmlFor={`${id}-input`} className="sr-only">
        <Trans>Search doctors, medicines and lab tests</Trans>
      </label>
      <div className="relative">
        <SearchIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
        />
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="text"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          enterKeyHint="search"
          spellCheck={false}
          // biome-ignore lint/a11y/noAutofocus: opened on purpose by the user (search dialog)
          autoFocus={autoFocus}
          data-autofocus={autoFocus ? '' : undefined}
          value={text}
          placeholder={t`Search doctors, medicines, lab tests`}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            // Typing takes back a choice made with the keyboard.
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          className="block w-full rounded-lg border border-slate-400 bg-white py-2.5 pr-3 pl-10 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-700 focus:outline-2 focus:outline-brand-700"
        />
      </div>
      <div
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-50 mt-1 max-h-[min(70vh,32rem)] overflow-y-auto rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
      >
        {correction && groups.length > 0 ? (
          <p id={`${id}-correction`} className="px-3 pt-2 pb-1 text-sm text-slate-700">
            <Trans>
              Nothing matched “{answeredFor}”. Showing results for{' '}
              <span className="font-semibold text-slate-900">“{correction}”</span>
            </Trans>
          </p>
        ) : null}
        <div
          id={listboxId}
          role="listbox"
          aria-label={t`Suggestions`}
          aria-describedby={correction && groups.length > 0 ? `${id}-correction` : undefined}
          // Busy while the suggestions shown are for earlier text than the box holds.
          aria-busy={query !== '' && answeredFor !== query ? 'true' : 'false'}
        >
          {groups.map((g) => (
            // biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox, not a form fieldset
            <div key={g.kind} role="group" aria-labelledby={`${id}-${g.kind}`}>
              <div
                id={`${id}-${g.kind}`}
                className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-slate-600 uppercase"
              >
                {t(KIND_HEADINGS[g.kind])}
              </div>
              {g.items.map((s, i) =>
                renderOption(
                  { key: `${g.kind}-${i}-${s.target}`, href: suggestionHref(s), suggestion: s },
                  s.label,
                  s.detail,
                ),
              )}
            </div>
          ))}
          {query ? (
            // biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox, not a form fieldset
            <div
              role="group"
              aria-label={t`All results`}
              className={groups.length > 0 ? 'mt-1 border-t border-slate-200 pt-1' : ''}
            >
              {renderOption(
                { key: 'all', href: searchResultsPath(query) },
                t`See all results for “${query}”`,
                answeredFor === query && groups.length === 0 ? t`No suggestions` : undefined,
              )}
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
}
