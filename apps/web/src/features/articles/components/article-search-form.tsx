// The listing's search box: title, summary and tags, typo-tolerant on the server. An empty search clears it.

import { ARTICLE_QUERY_MAX } from '@arogya/contracts/articles-values';
import { Trans, useLingui } from '@lingui/react/macro';
import SearchIcon from 'lucide-react/icons/search';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';

export function ArticleSearchForm({
  initialQuery,
  onSearch,
}: {
  initialQuery: string;
  onSearch: (q: string) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const [q, setQ] = useState(initialQuery);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(q.trim());
  };
  return (
    <search>
      <form onSubmit={onSubmit} noValidate className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <TextField
            id={`${id}-q`}
            label={t`Search articles`}
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            maxLength={ARTICLE_QUERY_MAX}
            placeholder={t`e.g. HbA1c, dengue, thyroid`}
            value={q}
            onChange={(e) => setQ(e.target.value)}
          />
        </div>
        <Button type="submit">
          <SearchIcon aria-hidden="true" className="size-4" />
          <Trans>Search</Trans>
        </Button>
      </form>
    </search>
  );
}
