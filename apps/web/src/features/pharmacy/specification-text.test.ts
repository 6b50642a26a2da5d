// Specifications read in the page's language: every label the seed writes (apps/api/src/db/seed/pharmacy-build.ts,
// pharmacy-household.ts) has its Hindi, so a new label fails here until it has one; values that are words and
// countries read in Hindi, data (brand names, salts) as written; an English page shows them as stored.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { backToEnglish, inHindi } from '../../lib/i18n/hindi-in-tests.ts';
import { knownSpecificationLabel, specificationLabel, specificationValue } from './specification-text.ts';

const SEED = fileURLToPath(new URL('../../../../api/src/db/seed/', import.meta.url));

/** The seed's specifications, read by running its own code (the web app imports nothing of the API's). */
function seededSpecifications(): [string, string][] {
  const script = `
    const { buildProducts } = await import('./pharmacy-build.ts');
    const { buildHouseholdProducts } = await import('./pharmacy-household.ts');
    const { seededRandom } = await import('./doctors-build.ts');
    const rows = [...buildProducts(seededRandom(1)), ...buildHouseholdProducts()];
    const pairs = rows.flatMap((r) => Object.entries(r.specifications).map(([k, v]) => k + '\\t' + v));
    console.log(JSON.stringify([...new Set([...pairs, 'Brand\\tHaleon'])].map((p) => p.split('\\t'))));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: SEED,
    encoding: 'utf8',
  });
  return JSON.parse(out) as [string, string][];
}

afterEach(backToEnglish);

const DEVANAGARI = /[\u0900-\u097F]/;

describe('specifications', () => {
  it('shows labels and values as stored on an English page', () => {
    expect(specificationLabel('Country of origin')).toBe('Country of origin');
    expect(specificationValue('India', 'Strip of 15 tablets')).toBe('India');
    expect(specificationValue('Strip of 15 tablets', 'Strip of 15 tablets')).toBe('Strip of 15 tablets');
  });

  it('reads labels, word values and countries in Hindi; brands and salts as printed', async () => {
    await inHindi('pharmacy');
    expect(specificationLabel('Brand')).toBe('ब्रांड');
    expect(specificationLabel('Pack size')).toBe('पैक साइज़');
    expect(specificationLabel('Country of origin')).toBe('मूल देश');
    expect(specificationValue('India', 'x')).toBe('भारत');
    expect(specificationValue('China', 'x')).toBe('चीन');
    expect(specificationValue('Tablet', 'x')).toBe('टैबलेट');
    expect(specificationValue('Schedule H1', 'x')).toBe('शेड्यूल H1');
    expect(specificationValue('2 years', 'x')).toBe('2 साल');
    expect(specificationValue('Strip of 15 tablets', 'Strip of 15 tablets')).toBe('15 टैबलेट की स्ट्रिप');
    expect(specificationValue('Micro Labs Ltd', 'x')).toBe('Micro Labs Ltd');
    expect(specificationValue('Paracetamol (650mg)', 'x')).toBe('Paracetamol (650mg)');
    expect(specificationLabel('Shelf life')).toBe('Shelf life');
  });

  it('has Hindi for every label the seed writes, and for its word values', async () => {
    await inHindi('pharmacy');
    const pairs = seededSpecifications();
    expect(pairs.length).toBeGreaterThan(100);
    const labels = [...new Set(pairs.map(([k]) => k))];
    expect(labels.filter((k) => !knownSpecificationLabel(k))).toEqual([]);
    for (const k of labels) expect(specificationLabel(k)).toMatch(DEVANAGARI);
    const words = ['Form', 'Schedule', 'Storage', 'Country of origin', 'Warranty', 'Memory', 'Power'];
    const untranslated = pairs
      .filter(([k]) => words.includes(k))
      .filter(([, v]) => !DEVANAGARI.test(specificationValue(v, '')));
    expect(untranslated).toEqual([]);
  });
});
