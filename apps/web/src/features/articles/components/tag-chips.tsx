// The tags as chips with their article counts, most used first; the chosen one is pressed, and pressing it
// again clears it. Past the first few, the rest wait behind 'More topics' so a phone's first screen still
// shows articles.

import type { ArticleTagCount } from '@arogya/contracts/articles';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { tagName } from '../tag-names.ts';

export const TAGS_SHOWN_FIRST = 8;

const chip = (active: boolean) =>
  `inline-flex min-h-9 items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-medium ring-1 ring-inset transition-colors ${
    active
      ? 'bg-brand-700 text-white ring-brand-700 hover:bg-brand-800'
      : 'bg-white text-slate-800 ring-slate-300 hover:bg-brand-50'
  }`;

export function TagChips({
  tags,
  selected,
  onSelect,
}: {
  tags: ArticleTagCount[];
  selected: string | undefined;
  onSelect: (tag: string | undefined) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const first = tags.filter((t, i) => i < TAGS_SHOWN_FIRST || t.tag === selected);
  const shown = expanded ? tags : first;
  const hidden = tags.length - first.length;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <ul id={id} aria-label={t`Topics`} className="contents">
        <li>
          <button
            type="button"
            aria-pressed={!selected}
            className={chip(!selected)}
            onClick={() => onSelect(undefined)}
          >
            <Trans>All topics</Trans>
          </button>
        </li>
        {shown.map(({ tag, count, nameHi }) => (
          <li key={tag}>
            <button
              type="button"
              aria-pressed={selected === tag}
              className={chip(selected === tag)}
              onClick={() => onSelect(selected === tag ? undefined : tag)}
            >
              {tagName(tag, nameHi)}
              <span className={selected === tag ? 'text-brand-100' : 'text-slate-600'}>
                <span className="sr-only">, </span>
                {count}
                <span className="sr-only">{t`${plural(count, { one: ' article', other: ' articles' })}`}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      {hidden > 0 ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          className="min-h-9 rounded-full px-3 py-1.5 text-sm font-semibold text-brand-800 underline-offset-2 hover:underline"
          onClick={() => setExpanded((v) => !v)}
        >
          {expanded ? t`Fewer topics` : t`More topics (${hidden})`}
        </button>
      ) : null}
    </div>
  );
}
