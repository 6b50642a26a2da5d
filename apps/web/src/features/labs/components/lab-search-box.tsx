// The lab test search box of /labs and the listings: submits to /lab-tests?q= (the server searches names,
// the names people use and parameters, typo-tolerant).
import { Trans, useLingui } from '@lingui/react/macro';
import SearchIcon from 'lucide-react/icons/search';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';

export function LabSearchBox({ initial = '', className = '' }: { initial?: string; className?: string }) {
  const { t } = useLingui();
  const [text, setText] = useState(initial);
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim().slice(0, 100);
    navigate(q ? `${paths.labTests}?q=${encodeURIComponent(q)}` : paths.labTests);
  };
  return (
    <search className={className}>
      <form onSubmit={submit} className="flex gap-2">
        <label htmlFor="lab-search" className="sr-only">
          <Trans>Search lab tests</Trans>
        </label>
        <div className="relative flex-1">
          <SearchIcon
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500"
          />
          <input
            id="lab-search"
            type="search"
            value={text}
            maxLength={100}
            onChange={(e) => setText(e.target.value)}
            placeholder={t`Search: hba1c, sugar, vit d, thyroid`}
            className="block w-full rounded-lg border border-slate-400 bg-white py-2.5 pr-3 pl-10 text-base text-slate-900 sm:text-sm"
          />
        </div>
        <Button type="submit">
          <Trans>Search</Trans>
        </Button>
      </form>
    </search>
  );
}
