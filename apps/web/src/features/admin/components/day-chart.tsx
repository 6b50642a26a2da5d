// A small bar chart of one figure per day, drawn as SVG (no chart library): bars scaled to the largest
// value, the first and last day labelled, and the numbers in a visually hidden table for screen readers.
import { Plural, Trans } from '@lingui/react/macro';

type Point = { date: string; value: number };

const W = 300;
const H = 96;

const short = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const dayLabel = (date: string) => short.format(new Date(`${date}T00:00:00Z`));

export function DayChart({
  title,
  points,
  format = (n: number) => String(n),
}: {
  title: string;
  points: Point[];
  format?: (n: number) => string;
}) {
  const max = Math.max(1, ...points.map((p) => p.value));
  const total = points.reduce((sum, p) => sum + p.value, 0);
  const step = W / Math.max(1, points.length);
  const first = points[0];
  const last = points.at(-1);
  return (
    <figure className="rounded-2xl border border-slate-200 bg-white p-4">
      <figcaption className="flex items-baseline justify-between gap-2">
        <span className="font-semibold text-slate-900">{title}</span>
        <span className="text-sm text-slate-700">
          <Trans>
            {format(total)} in <Plural value={points.length} one="# day" other="# days" />
          </Trans>
        </span>
      </figcaption>
      <svg viewBox={`0 0 ${W} ${H + 14}`} className="mt-3 h-auto w-full" aria-hidden="true">
        <line x1="0" x2={W} y1={H} y2={H} stroke="#cbd5e1" strokeWidth="1" />
        {points.map((p, i) => {
          const h = (p.value / max) * (H - 4);
          return (
            <rect
              key={p.date}
              x={i * step + step * 0.15}
              y={H - h}
              width={step * 0.7}
              height={h}
              rx="1.5"
              className="fill-brand-700"
            >
              <title>{`${dayLabel(p.date)}: ${format(p.value)}`}</title>
            </rect>
          );
        })}
        {first ? (
          <text x="0" y={H + 12} fontSize="9" className="fill-slate-600">
            {dayLabel(first.date)}
          </text>
        ) : null}
        {last ? (
          <text x={W} y={H + 12} fontSize="9" textAnchor="end" className="fill-slate-600">
            {dayLabel(last.date)}
          </text>
        ) : null}
      </svg>
      <table className="sr-only">
        <caption>
          <Trans>{title} per day</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Day</Trans>
            </th>
            <th scope="col">{title}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((p) => (
            <tr key={p.date}>
              <td>{dayLabel(p.date)}</td>
              <td>{format(p.value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
