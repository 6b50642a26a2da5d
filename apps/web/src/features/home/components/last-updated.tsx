import { Trans } from '@lingui/react/macro';
import { formatLongDate } from '../../../lib/policy-text.ts';

export function LastUpdated({ date }: { date: string }) {
  return (
    <p className="mt-2 text-sm text-slate-600">
      <Trans>
        Last updated <time dateTime={date}>{formatLongDate(date)}</time>
      </Trans>
    </p>
  );
}
