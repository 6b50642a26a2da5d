// The figures of `npm run bench -- --outbox` (scripts/bench/outbox-cost.mjs, docs/bench.md#what-the-outbox-costs),
// from its rounds: each { booking: { on, off }, checkout: { on, off } }, a side being { rps, p99, cpuMs } of one
// burst (cpuMs: the server process's CPU time per request served, when known).

/** The middle value of a list of numbers (the mean of the two middle ones for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The value at fraction `q` of the sorted list, interpolated between neighbours. */
export function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  const high = Math.ceil(at);
  return sorted[low] + (sorted[high] - sorted[low]) * (at - low);
}

/**
 * Per route: the median req/s and p99 of each side, and for each compared side its rounds' ratios to the base
 * side (each round's bursts of the route, taken one after another, compared with each other): their median
 * and middle half.
 */
export function outboxCostSummary(rounds, { base = 'off', compared = ['on'] } = {}) {
  const summary = {};
  for (const route of ['booking', 'checkout']) {
    const side = (name) => ({
      rps: median(rounds.map((r) => r[route][name].rps)),
      p99: median(rounds.map((r) => r[route][name].p99)),
      cpuMs: median(rounds.map((r) => r[route][name].cpuMs).filter((x) => typeof x === 'number')),
    });
    const entry = { [base]: side(base), ratio: {} };
    for (const name of compared) {
      entry[name] = side(name);
      const ratios = rounds.map((r) => r[route][name].rps / r[route][base].rps);
      // CPU per request against the base's, round by round: what each request costs the server, whatever the
      // machine's other work took from its share of the cores.
      const cpu = rounds
        .filter((r) => typeof r[route][name].cpuMs === 'number' && typeof r[route][base].cpuMs === 'number')
        .map((r) => r[route][name].cpuMs / r[route][base].cpuMs);
      entry.ratio[name] = {
        median: median(ratios),
        low: quantile(ratios, 0.25),
        high: quantile(ratios, 0.75),
        cpu: cpu.length ? { median: median(cpu), low: quantile(cpu, 0.25), high: quantile(cpu, 0.75) } : null,
      };
    }
    summary[route] = entry;
  }
  return summary;
}
