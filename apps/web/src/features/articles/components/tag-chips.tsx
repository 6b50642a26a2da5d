// The tags as chips with their article counts; the chosen one is pressed, and pressing it again clears it.
import { type ArticleTagCount, tagLabel } from '@arogya/contracts/articles';

export function TagChips({
  tags,
  selected,
  onSelect,
}: {
  tags: ArticleTagCount[];
  selected: string | undefined;
  onSelect: (tag: string | undefined) => void;
}) {
  const chip = (active: boolean) =>
    `inline-flex min-h-9 items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-medium ring-1 ring-inset transition-colors ${
      active
        ? 'bg-brand-700 text-white ring-brand-700 hover:bg-brand-800'
        : 'bg-white text-slate-800 ring-slate-300 hover:bg-brand-50'
    }`;
  return (
    <ul aria-label="Topics" className="flex flex-wrap gap-2">
      <li>
        <button
          type="button"
          aria-pressed={!selected}
          className={chip(!selected)}
          onClick={() => onSelect(undefined)}
        >
          All topics
        </button>
      </li>
      {tags.map(({ tag, count }) => (
        <li key={tag}>
          <button
            type="button"
            aria-pressed={selected === tag}
            className={chip(selected === tag)}
            onClick={() => onSelect(selected === tag ? undefined : tag)}
          >
            {tagLabel(tag)}
            <span className={selected === tag ? 'text-brand-100' : 'text-slate-600'}>
              <span className="sr-only">, </span>
              {count}
              <span className="sr-only"> {count === 1 ? 'article' : 'articles'}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
