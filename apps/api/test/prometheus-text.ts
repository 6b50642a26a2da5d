// A strict reader of Prometheus's text exposition format (version 0.0.4), for the tests of /metrics: it
// throws on any line Prometheus would refuse, and answers the samples by family.
export type Sample = { name: string; labels: Record<string, string>; value: number };
export type Family = { name: string; type: string; help: string; samples: Sample[] };

const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const LABEL = '[a-zA-Z_][a-zA-Z0-9_]*';
const SAMPLE = new RegExp(`^(${NAME})(?:\\{(.*)\\})? (\\S+)(?: (-?\\d+))?$`);
const LABEL_PAIR = new RegExp(`^(${LABEL})="((?:[^"\\\\\\n]|\\\\[\\\\"n])*)"(,|$)`);
const TYPES = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped']);
const SUFFIXES: Record<string, string[]> = {
  histogram: ['_bucket', '_sum', '_count'],
  summary: ['_sum', '_count', ''],
  counter: ['', '_total'],
  gauge: [''],
  untyped: [''],
};

function parseLabels(text: string | undefined, line: string): Record<string, string> {
  const labels: Record<string, string> = {};
  let rest = text ?? '';
  while (rest.length > 0) {
    const match = LABEL_PAIR.exec(rest);
    if (!match) throw new Error(`bad labels in: ${line}`);
    const [whole, key = '', raw = ''] = match;
    if (key in labels) throw new Error(`label ${key} twice in: ${line}`);
    labels[key] = raw.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
    rest = rest.slice(whole.length);
  }
  return labels;
}

/** As Prometheus reads a value (Go's ParseFloat): NaN and Inf in any case. */
function parseValue(text: string, line: string): number {
  const lower = text.toLowerCase();
  if (lower === '+inf' || lower === 'inf') return Number.POSITIVE_INFINITY;
  if (lower === '-inf') return Number.NEGATIVE_INFINITY;
  if (lower === 'nan') return Number.NaN;
  const value = Number(text);
  if (text.trim() === '' || Number.isNaN(value)) throw new Error(`bad value in: ${line}`);
  return value;
}

export function parsePrometheusText(text: string): Map<string, Family> {
  const families = new Map<string, Family>();
  const family = (name: string) => {
    let f = families.get(name);
    if (!f) {
      f = { name, type: '', help: '', samples: [] };
      families.set(name, f);
    }
    return f;
  };
  for (const line of text.split('\n')) {
    if (line === '') continue;
    if (line.startsWith('#')) {
      const meta = new RegExp(`^# (HELP|TYPE) (${NAME}) (.*)$`).exec(line);
      if (!meta) {
        if (/^# (HELP|TYPE)/.test(line)) throw new Error(`bad comment: ${line}`);
        continue;
      }
      const [, kind, name = '', rest = ''] = meta;
      const f = family(name);
      if (kind === 'TYPE') {
        if (!TYPES.has(rest)) throw new Error(`bad type: ${line}`);
        if (f.type) throw new Error(`second TYPE for ${name}`);
        if (f.samples.length > 0) throw new Error(`TYPE after samples for ${name}`);
        f.type = rest;
      } else f.help = rest;
      continue;
    }
    const match = SAMPLE.exec(line);
    if (!match) throw new Error(`bad sample line: ${line}`);
    const [, name = '', labelText, valueText = ''] = match;
    const owner = [...families.values()].find((f) =>
      (SUFFIXES[f.type] ?? ['']).some((suffix) => `${f.name}${suffix}` === name),
    );
    if (!owner) throw new Error(`sample without a TYPE before it: ${line}`);
    owner.samples.push({ name, labels: parseLabels(labelText, line), value: parseValue(valueText, line) });
  }
  for (const f of families.values()) {
    if (!f.type) throw new Error(`no TYPE for ${f.name}`);
    if (f.type === 'histogram') checkHistogram(f);
  }
  return families;
}

/** Buckets grow with `le`, end at +Inf, and the +Inf bucket equals the count, for each label set. */
function checkHistogram(f: Family) {
  const series = new Map<string, Sample[]>();
  for (const s of f.samples.filter((x) => x.name.endsWith('_bucket'))) {
    const { le, ...rest } = s.labels;
    if (le === undefined) throw new Error(`${f.name}: bucket without le`);
    const key = JSON.stringify(rest);
    series.set(key, [...(series.get(key) ?? []), s]);
  }
  for (const [key, buckets] of series) {
    let last = Number.NEGATIVE_INFINITY;
    let lastCount = 0;
    for (const b of buckets) {
      const le = parseValue(b.labels.le ?? '', key);
      if (le <= last) throw new Error(`${f.name}${key}: le not increasing`);
      if (b.value < lastCount) throw new Error(`${f.name}${key}: bucket counts decrease`);
      last = le;
      lastCount = b.value;
    }
    if (last !== Number.POSITIVE_INFINITY) throw new Error(`${f.name}${key}: no +Inf bucket`);
    const count = f.samples.find((s) => s.name === `${f.name}_count` && JSON.stringify(s.labels) === key);
    if (count?.value !== lastCount) throw new Error(`${f.name}${key}: +Inf bucket is not the count`);
  }
}

/** The value of the sample of `name` whose labels include `labels` (undefined when none). */
export function sampleValue(
  families: Map<string, Family>,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  for (const f of families.values()) {
    const sample = f.samples.find(
      (s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v),
    );
    if (sample) return sample.value;
  }
  return undefined;
}
