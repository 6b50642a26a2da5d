// The description: the first 200 characters with Read More / Show Less when longer, then the features.
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { truncateDescription } from '../truncate-description.ts';

export function ProductDescription({ description, features }: { description: string; features: string[] }) {
  const { t } = useLingui();
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  const short = truncateDescription(description);
  return (
    <div className="space-y-4">
      <div>
        <p id={id} className="whitespace-pre-line text-slate-800">
          {expanded || !short.truncated ? description : short.text}
        </p>
        {short.truncated ? (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={id}
            onClick={() => setExpanded((v) => !v)}
            className="mt-1 text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            {expanded ? t`Show Less` : t`Read More`}
          </button>
        ) : null}
      </div>
      {features.length > 0 ? (
        <div>
          <h3 className="font-semibold text-slate-900">
            <Trans>Key features</Trans>
          </h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
            {features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
