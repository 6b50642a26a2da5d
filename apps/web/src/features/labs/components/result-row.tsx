// One parameter of a report: the value and unit against the reference range that applies to the patient,
// the flag in words beside its colour (never colour alone; docs/product-rules.md#lab-tests), a small bar
// showing where the value sits, and the trend when the parameter was measured before.

import type { ParameterResult } from '@arogya/contracts/labs';
import { Trans, useLingui } from '@lingui/react/macro';
import TriangleAlertIcon from 'lucide-react/icons/triangle-alert';
import { Badge } from '../../../components/ui/badge.tsx';
import { localName } from '../../../lib/i18n/local-name.ts';
import { FLAG_TONES, flagWords, isOutOfRange, rangePosition, rangeText } from '../result-flag.ts';

export function ResultFlag({ result }: { result: Pick<ParameterResult, 'flag' | 'flagLabel'> }) {
  if (!result.flag)
    return (
      <span className="text-sm text-slate-600">
        <Trans>No range</Trans>
      </span>
    );
  return (
    <Badge tone={FLAG_TONES[result.flag]}>
      {isOutOfRange(result.flag) ? <TriangleAlertIcon aria-hidden="true" className="size-3.5" /> : null}
      {/* The page's words, not the API's English flagLabel. */}
      {flagWords(result.flag)}
    </Badge>
  );
}

export function RangeBar({ result }: { result: ParameterResult }) {
  const pos = rangePosition(result.numericValue, result.referenceRange);
  if (!pos) return null;
  const out = isOutOfRange(result.flag);
  return (
    <div className="relative mt-1 h-2 w-full max-w-48 rounded-full bg-slate-200" aria-hidden="true">
      <div
        className="absolute inset-y-0 rounded-full bg-green-300"
        style={{ left: `${pos.low * 100}%`, width: `${(pos.high - pos.low) * 100}%` }}
      />
      <div
        className={`absolute top-1/2 size-3 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white ${out ? 'bg-red-700' : 'bg-slate-900'}`}
        style={{ left: `${pos.value * 100}%` }}
      />
    </div>
  );
}

export function ResultRow({
  result,
  trendOpen,
  onTrend,
}: {
  result: ParameterResult;
  trendOpen: boolean;
  onTrend: () => void;
}) {
  const { t } = useLingui();
  const out = isOutOfRange(result.flag);
  // The parameter's Hindi name on a Hindi page (nameHi), as the lab prints it.
  const name = localName(result);
  return (
    <tr className={out ? 'bg-red-50/60' : undefined} data-flag={result.flag ?? 'none'}>
      <th scope="row" className="py-2 pr-3 align-top font-medium text-slate-900">
        {name}
        {result.trendAvailable ? (
          <button
            type="button"
            onClick={onTrend}
            aria-expanded={trendOpen}
            className="mt-0.5 block text-xs font-semibold text-brand-700 underline"
          >
            {trendOpen ? t`Hide trend` : t`Show trend`}{' '}
            <Trans>
              <span className="sr-only">of {name}</span>
            </Trans>
          </button>
        ) : null}
      </th>
      <td className={`py-2 pr-3 align-top ${out ? 'font-bold text-red-800' : 'text-slate-900'}`}>
        {result.value} {result.unit}
        <RangeBar result={result} />
        <Trans>
          {/* On a phone the range and the flag sit here, so nothing needs a sideways scroll. */}
          <span className="mt-1 block font-normal text-slate-700 sm:hidden">
            Range {rangeText(result.referenceRange, result.unit)}
          </span>
        </Trans>
        <span className="mt-1 block sm:hidden">
          <ResultFlag result={result} />
        </span>
      </td>
      <td className="hidden py-2 pr-3 align-top text-slate-700 sm:table-cell">
        {rangeText(result.referenceRange, result.unit)}
      </td>
      <td className="hidden py-2 align-top sm:table-cell">
        <ResultFlag result={result} />
      </td>
    </tr>
  );
}
