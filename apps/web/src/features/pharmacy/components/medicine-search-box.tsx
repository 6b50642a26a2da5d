// The medicine search box: suggestions by name, brand or salt while typing (debounced), with the ARIA
// combobox pattern (arrow keys move through the list, Enter picks, Escape closes). Submitting searches.

import type { SearchSuggestion } from '@arogya/contracts/pharmacy';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import SearchIcon from 'lucide-react/icons/search';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { ProductImage } from '../../../components/pharmacy/product-image.tsx';
import { searchPath } from '../../../config/paths.ts';
import { brandPath, productPath } from '../../../config/pharmacy-paths.ts';
import { localizedLabels } from '../../../lib/i18n/localized-labels.ts';
import { countText } from '../../../lib/policy-text.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useSearchSuggestions } from '../api/suggest-medicines.ts';

const KIND_LABELS: Readonly<Record<SearchSuggestion['kind'], string>> = localizedLabels({
  product: msg`Product`,
  brand: msg`Brand`,
  salt: msg`Salt`,
});

export function suggestionHref(s: SearchSuggestion): string {
  if (s.kind === 'product') return productPath(s.id);
  if (s.kind === 'brand') return brandPath(s.id);
  return searchPath(s.label);
}

export function MedicineSearchBox({
  initialQuery = '',
  label: labelProp,
}: {
  initialQuery?: string;
  label?: string;
}) {
  const { t } = useLingui();
  const label = labelProp ?? t`Search medicines`;
  const id = useId();
  const listId = `${id}-list`;
  const navigate = useNavigate();
  const [text, setText] = useState(initialQuery);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = useDebouncedValue(text.trim(), 250);
  const suggestions = useSearchSuggestions(typed);
  const items = typed.length >= 2 ? (suggestions.data ?? []) : [];
  const expanded = open && items.length > 0;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (s: SearchSuggestion) => {
    close();
    navigate(suggestionHref(s));
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = text.trim();
    if (!q) return;
    close();
    navigate(searchPath(q));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (items.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => (i + step + items.length + (i < 0 && step < 0 ? 1 : 0)) % items.length);
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      const chosen = items[active];
      if (chosen) {
        event.preventDefault();
        choose(chosen);
      }
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        close();
      } else setText('');
    }
  };

  return (
    <search className="relative block">
      <form onSubmit={onSubmit} className="flex gap-2">
        <label htmlFor={`${id}-input`} className="sr-only">
          {label}
        </label>
        <div className="relative min-w-0 flex-1">
          <SearchIcon
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-600"
          />
          <input
            id={`${id}-input`}
            type="text"
            role="combobox"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={expanded && active >= 0 ? `${id}-opt-${active}` : undefined}
            autoComplete="off"
            enterKeyHint="search"
            value={text}
            placeholder={t`Medicine, brand or salt`}
            onChange={(e) => {
              setText(e.target.value.slice(0, 100));
              setOpen(true);
              setActive(-1);
            }}
            onFocus={() => setOpen(true)}
            onBlur={close}
            onKeyDown={onKeyDown}
            className="w-full rounded-lg border border-slate-400 bg-white py-2.5 pr-3 pl-9 text-base text-slate-900 placeholder:text-slate-500 sm:text-sm"
          />
          <div
            id={listId}
            role="listbox"
            aria-label={t`Suggestions for ${label}`}
            hidden={!expanded}
            className="absolute inset-x-0 top-full z-20 mt-1 max-h-80 overflow-y-auto rounded-xl border border-slate-200 bg-white py-1 shadow-lg"
          >
            {items.map((s, i) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keys (combobox pattern)
              <div
                key={`${s.kind}-${s.id}`}
                tabIndex={-1}
                id={`${id}-opt-${i}`}
                role="option"
                aria-selected={i === active}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(s)}
                className={`flex cursor-pointer items-center gap-3 px-3 py-2 ${i === active ? 'bg-brand-50' : 'hover:bg-slate-50'}`}
              >
                {s.kind === 'product' ? (
                  <ProductImage src={s.image} alt="" sizes="36px" className="size-9 shrink-0 rounded-md" />
                ) : (
                  <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-md bg-slate-100 text-xs font-semibold text-slate-700">
                    {KIND_LABELS[s.kind]}
                  </span>
                )}
                <span className="min-w-0">
                  <span className="block truncate text-sm font-medium text-slate-900">{s.label}</span>
                  <span className="block truncate text-xs text-slate-600">{s.hint}</span>
                </span>
              </div>
            ))}
          </div>
        </div>
        <button
          type="submit"
          className="inline-flex items-center justify-center rounded-lg bg-brand-700 px-3 py-2.5 text-sm font-semibold text-white hover:bg-brand-800 sm:px-4"
        >
          <SearchIcon aria-hidden="true" className="size-5 sm:hidden" />
          <Trans>
            <span className="sr-only sm:not-sr-only">Search</span>
          </Trans>
        </button>
      </form>
      <p role="status" className="sr-only">
        {expanded ? `${countText(items.length, 'suggestion')} available` : ''}
      </p>
    </search>
  );
}
