// Every count a screen, a message or a document shows says its noun in the singular for one ('1 doctor',
// never '1 doctors'; docs/screens.md#one-writing-style): a count written straight before a plural noun in
// the web app or the API's modules, as `{doctors.length} doctors` or `${n} hours`, goes through `countOf`
// (@arogya/contracts/constants) or chooses its noun by the count in the same breath. A new one fails here.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const TREES = ['apps/web/src', 'apps/api/src/modules', 'apps/api/src/lib'];

/** A JSX `{expr}` or template `${expr}` that looks like a count, then a plural noun. */
const COUNT_THEN_NOUN =
  /(?:\$?\{)([^{}]*(?:\.length|[cC]ount|[tT]otal|Hours|Days|Months|Years|Orders|applied|\bn\b)[^{}]*)\}(?:\s|\{' '\}|&nbsp;)*(?:[a-z]+ )?(doctors|tests|items|results|orders|medicines|products|bookings|appointments|reviews|members|patients|labs|days|slots|prescriptions|users|packages|reports|hours|minutes|seconds|months|years|rows|pages|messages|notifications|people|parameters|values|files|visits|consultations|benefits)\b/g;

/** Ranges ('2-4 days', 'Men 18-39 years'): a plural whatever the numbers. */
const RANGE = /\}-\$?\{[^{}]*\}(?:\s|\{' '\})*\w+$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'seed' ? [] : sourceFiles(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [p] : [];
  });
}

function pluralSlips(source: string): string[] {
  const slips: string[] = [];
  for (const m of source.matchAll(COUNT_THEN_NOUN)) {
    const expr = m[1] ?? '';
    if (/===\s*1|countOf|plural\(/.test(expr)) continue;
    const start = m.index ?? 0;
    // The noun chosen by the count just before: `n === 1 ? '1 message' : `${n} messages``.
    if (/===\s*1\s*\?/.test(source.slice(Math.max(0, start - 160), start))) continue;
    // Lingui's plural(n, { one: ..., other: `${n} nouns` }): the plural form itself.
    if (/other:\s*`$/.test(source.slice(Math.max(0, start - 10), start))) continue;
    if (/More than $/.test(source.slice(Math.max(0, start - 12), start))) continue;
    if (RANGE.test(source.slice(Math.max(0, start - 40), start + m[0].length))) continue;
    slips.push(m[0].replace(/\s+/g, ' '));
  }
  return slips;
}

describe('counts say their noun in the singular for one', () => {
  it('finds the slips it is for', () => {
    expect(pluralSlips('<p>{clinic.data.doctors.length} doctors</p>')).toHaveLength(1);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text under test
    expect(pluralSlips('`Your tests need ${day.fastingHours} hours of fasting`')).toHaveLength(1);
    expect(pluralSlips('{format(total)} in {points.length} days')).toHaveLength(1);
    expect(pluralSlips("{countOf(clinic.data.doctors.length, 'doctor')}")).toEqual([]);
    expect(pluralSlips("{n} {n === 1 ? 'doctor' : 'doctors'}")).toEqual([]);
    expect(pluralSlips('Arrives in {q.delivery.days.min}-{q.delivery.days.max} days')).toEqual([]);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text under test
    expect(pluralSlips('`${sex} ${range.ageMinYears}-${range.ageMaxYears - 1} years`')).toEqual([]);
  });

  it('has none in the web app or the API', () => {
    const slips = TREES.flatMap((tree) =>
      sourceFiles(path.join(ROOT, tree)).flatMap((file) =>
        pluralSlips(readFileSync(file, 'utf8')).map((s) => `${path.relative(ROOT, file)}: ${s}`),
      ),
    );
    expect(slips).toEqual([]);
  });
});
