// The trend chart's geometry (docs/screens.md#lab-report): a parameter's values over time as points on an
// SVG, x by date, y by value, with the normal band behind them. Pure, so it is tested without a browser.
import type { LabTrend } from '@arogya/contracts/labs';

export type TrendBox = { width: number; height: number; padX: number; padY: number };
export type TrendGeometry = {
  points: { x: number; y: number; value: number; date: string; outOfRange: boolean }[];
  /** The normal band (low..high) as y coordinates; null without both bounds. */
  band: { top: number; bottom: number } | null;
  min: number;
  max: number;
};

export function trendGeometry(
  trend: Pick<LabTrend, 'points' | 'referenceRange'>,
  box: TrendBox,
): TrendGeometry {
  const values = trend.points.map((p) => p.value);
  const low = trend.referenceRange?.low ?? null;
  const high = trend.referenceRange?.high ?? null;
  const all = [...values, ...(low !== null ? [low] : []), ...(high !== null ? [high] : [])];
  let min = Math.min(...all);
  let max = Math.max(...all);
  if (!Number.isFinite(min) || !Number.isFinite(max)) return { points: [], band: null, min: 0, max: 0 };
  if (min === max) {
    min -= 1;
    max += 1;
  }
  const margin = (max - min) * 0.1;
  min -= margin;
  max += margin;
  const innerW = box.width - box.padX * 2;
  const innerH = box.height - box.padY * 2;
  const y = (v: number) => box.padY + innerH * (1 - (v - min) / (max - min));
  const times = trend.points.map((p) => new Date(p.at).getTime());
  const t0 = Math.min(...times);
  const t1 = Math.max(...times);
  const x = (t: number, i: number) =>
    box.padX +
    (t1 > t0
      ? (innerW * (t - t0)) / (t1 - t0)
      : trend.points.length > 1
        ? (innerW * i) / (trend.points.length - 1)
        : innerW / 2);
  return {
    points: trend.points.map((p, i) => ({
      x: x(times[i] ?? 0, i),
      y: y(p.value),
      value: p.value,
      date: p.date,
      outOfRange: p.flag !== null && p.flag !== 'normal',
    })),
    band: low !== null && high !== null ? { top: y(high), bottom: y(low) } : null,
    min,
    max,
  };
}
