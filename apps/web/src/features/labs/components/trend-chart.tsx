// A small SVG trend of one parameter (no chart library): the values over time, the normal band shaded,
// out-of-range points drawn as hollow diamonds (shape, not colour alone), and the same values as a table for
// screen readers and for anyone who prefers numbers.

import type { LabTrend } from '@arogya/contracts/labs';
import { Trans, useLingui } from '@lingui/react/macro';
import { localName } from '../../../lib/i18n/local-name.ts';
import { formatMediumDate } from '../../../lib/india-time.ts';
import { flagWords } from '../result-flag.ts';
import { trendGeometry } from '../trend-geometry.ts';

const BOX = { width: 480, height: 180, padX: 28, padY: 18 };

export function TrendChart({ trend }: { trend: LabTrend }) {
  const { t } = useLingui();
  const g = trendGeometry(trend, BOX);
  const unit = trend.parameter.unit;
  const parameter = localName(trend.parameter);
  const readings = trend.points
    .map((p) => {
      const value = `${p.value} ${unit}`;
      const date = formatMediumDate(p.date);
      return t`${value} on ${date}`;
    })
    .join('; ');
  const path = g.points.map((p, i) => `${i === 0 ? 'M' : 'L'}${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ');
  return (
    <figure className="mt-3">
      <svg
        viewBox={`0 0 ${BOX.width} ${BOX.height}`}
        className="h-auto w-full max-w-xl"
        role="img"
        aria-label={t`${parameter} over time: ${readings}`}
      >
        <rect x="0" y="0" width={BOX.width} height={BOX.height} rx="8" className="fill-slate-50" />
        {g.band ? (
          <rect
            x={BOX.padX}
            y={g.band.top}
            width={BOX.width - BOX.padX * 2}
            height={Math.max(1, g.band.bottom - g.band.top)}
            className="fill-green-100"
          />
        ) : null}
        <path d={path} fill="none" strokeWidth="2" className="stroke-brand-700" />
        {g.points.map((p) =>
          p.outOfRange ? (
            <path
              key={`${p.date}-${p.x}`}
              d={`M${p.x},${p.y - 6} L${p.x + 6},${p.y} L${p.x},${p.y + 6} L${p.x - 6},${p.y} Z`}
              strokeWidth="2"
              className="fill-white stroke-red-700"
            />
          ) : (
            <circle key={`${p.date}-${p.x}`} cx={p.x} cy={p.y} r="4.5" className="fill-brand-700" />
          ),
        )}
        {g.points.map((p) => (
          <text
            key={`label-${p.date}-${p.x}`}
            x={p.x}
            y={p.y - 9}
            textAnchor="middle"
            className="fill-slate-900 text-[11px] font-semibold"
          >
            {p.value}
          </text>
        ))}
      </svg>
      <figcaption className="mt-1 text-xs text-slate-600">
        <Trans>Shaded: the normal range. A hollow diamond marks a value outside it.</Trans>
      </figcaption>
      <table className="mt-2 w-full max-w-xl text-left text-sm">
        <caption className="sr-only">
          <Trans>{parameter} values</Trans>
        </caption>
        <thead>
          <tr className="text-slate-700">
            <th scope="col" className="py-1 font-semibold">
              <Trans>Date</Trans>
            </th>
            <th scope="col" className="py-1 font-semibold">
              <Trans>Value</Trans>
            </th>
            <th scope="col" className="py-1 font-semibold">
              <Trans>Result</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {trend.points.map((p) => (
            <tr key={p.bookingId}>
              <td className="py-1 text-slate-800">{formatMediumDate(p.date)}</td>
              <td className="py-1 text-slate-800">
                {p.value} {unit}
              </td>
              <td className="py-1 text-slate-800">{flagWords(p.flag)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
