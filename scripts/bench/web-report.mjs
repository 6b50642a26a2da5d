// The pure parts of `npm run bench:web` (web.mjs): the targets (docs/bench.md#lighthouse), the median of runs, and which
// targets a page's figures miss.

/** Targets on a quiet machine, Lighthouse's mobile preset (docs/bench.md#lighthouse). */
export const TARGETS = { performance: 95, lcpMs: 2000, tbtMs: 150, cls: 0.02, accessibility: 100 };

export function median(values) {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function verdicts(row) {
  const missed = [];
  if (!(row.performance >= TARGETS.performance)) missed.push('performance');
  if (!(row.lcpMs <= TARGETS.lcpMs)) missed.push('LCP');
  if (!(row.tbtMs <= TARGETS.tbtMs)) missed.push('TBT');
  if (!(row.cls <= TARGETS.cls)) missed.push('CLS');
  if (!(row.accessibility >= TARGETS.accessibility)) missed.push('accessibility');
  return { missed };
}
