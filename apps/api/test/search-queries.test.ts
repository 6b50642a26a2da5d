// Forty things Indian patients type into the one search (brands, salts, symptoms, tests, specialties,
// misspellings), each held to its first result, in the box and after Enter (docs/product-rules.md#one-search):
// - the first suggestion is the one expected, in the group of the tab the results page opens on;
// - the results page (what it does: the text or the box's correction, the three listing searches, the tab by
//   `openingTab`) opens on the expected tab, whose first row is the one expected;
// - the box and the page agree: a kind of result is suggested exactly when its tab has results, and nothing
//   is suggested when nothing is found.
// Then: every household name the seed carries is in the catalogue with its salt and found first by its name,
// and nonsense finds nothing anywhere rather than something fuzzy.
import {
  openingTab,
  RESULTS_TABS,
  type ResultsTab,
  searchedText,
  TAB_OF_KIND,
} from '@arogya/contracts/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUSEHOLD_NAMES } from '../src/db/seed/pharmacy-household.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RESPONSE_CACHE_TTL_MS: '0' });
});
afterAll(async () => {
  await t.app.close();
});

type Group = { kind: keyof typeof TAB_OF_KIND; items: { label: string; detail: string; target: string }[] };
type Row = { name: string; saltComposition?: string | null; specialization?: { name: string } };

/** What the first row of the tab must be: its name, its salt, or (a doctor) its specialty. */
type First = { name: string } | { salt: RegExp } | { specialty: string };
type Case = { q: string; suggestion: [Group['kind'], string]; tab: ResultsTab; first: First };

// biome-ignore format: one query per line
const QUERIES: Case[] = [
  // Brands patients ask for by name
  { q: 'crocin', suggestion: ['medicine', 'Crocin Advance 500 Tablet'], tab: 'medicines', first: { name: 'Crocin Advance 500 Tablet' } },
  { q: 'dolo 650', suggestion: ['medicine', 'Dolo 650 Tablet'], tab: 'medicines', first: { name: 'Dolo 650 Tablet' } },
  { q: 'calpol', suggestion: ['medicine', 'Calpol 500 Tablet'], tab: 'medicines', first: { name: 'Calpol 500 Tablet' } },
  { q: 'combiflam', suggestion: ['medicine', 'Combiflam Tablet'], tab: 'medicines', first: { name: 'Combiflam Tablet' } },
  { q: 'saridon', suggestion: ['medicine', 'Saridon Tablet'], tab: 'medicines', first: { name: 'Saridon Tablet' } },
  { q: 'pan 40', suggestion: ['medicine', 'Pan 40 Tablet'], tab: 'medicines', first: { name: 'Pan 40 Tablet' } },
  { q: 'shelcal', suggestion: ['medicine', 'Shelcal 500 Tablets'], tab: 'medicines', first: { name: 'Shelcal 500 Tablets' } },
  { q: 'volini', suggestion: ['medicine', 'Volini Gel'], tab: 'medicines', first: { name: 'Volini Gel' } },
  { q: 'sinarest', suggestion: ['medicine', 'Sinarest New Tablet'], tab: 'medicines', first: { name: 'Sinarest New Tablet' } },
  { q: 'benadryl', suggestion: ['medicine', 'Benadryl Cough Formula Syrup'], tab: 'medicines', first: { name: 'Benadryl Cough Formula Syrup' } },
  { q: 'meftal spas', suggestion: ['medicine', 'Meftal-Spas Tablet'], tab: 'medicines', first: { name: 'Meftal-Spas Tablet' } },
  { q: 'montair lc', suggestion: ['medicine', 'Montair-LC Tablet'], tab: 'medicines', first: { name: 'Montair-LC Tablet' } },
  // Salts
  { q: 'paracetamol', suggestion: ['salt', expect.stringMatching(/^Paracetamol \((500|650)mg\)$/)], tab: 'medicines', first: { salt: /^Paracetamol \(\d+mg\)$/ } },
  { q: 'pantoprazole', suggestion: ['salt', 'Pantoprazole (20mg)'], tab: 'medicines', first: { salt: /^Pantoprazole \(\d+mg\)$/ } },
  { q: 'metformin', suggestion: ['salt', 'Metformin (500mg)'], tab: 'medicines', first: { salt: /^Metformin \(\d+mg\)$/ } },
  { q: 'cetirizine', suggestion: ['salt', 'Cetirizine (10mg)'], tab: 'medicines', first: { salt: /^Cetirizine \(10mg\)$/ } },
  { q: 'azithromycin', suggestion: ['salt', 'Azithromycin (250mg)'], tab: 'medicines', first: { salt: /^Azithromycin \(\d+mg\)$/ } },
  { q: 'telmisartan', suggestion: ['salt', 'Telmisartan (20mg)'], tab: 'medicines', first: { salt: /^Telmisartan \(\d+mg\)$/ } },
  // Symptoms: the doctors who treat them
  { q: 'skin rash', suggestion: ['specialty', 'Dermatology'], tab: 'doctors', first: { specialty: 'Dermatology' } },
  { q: 'fever', suggestion: ['symptom', 'Fever'], tab: 'doctors', first: { specialty: 'General Physician' } },
  { q: 'headache', suggestion: ['symptom', 'Headache'], tab: 'doctors', first: { specialty: 'General Physician' } },
  { q: 'cough', suggestion: ['symptom', 'Cough'], tab: 'doctors', first: { specialty: 'General Physician' } },
  { q: 'back pain', suggestion: ['symptom', 'Back Pain'], tab: 'doctors', first: { specialty: 'Orthopaedics' } },
  { q: 'hair fall', suggestion: ['symptom', 'Hair Fall'], tab: 'doctors', first: { specialty: 'Dermatology' } },
  { q: 'acidity', suggestion: ['symptom', 'Acidity'], tab: 'doctors', first: { specialty: 'Gastroenterology' } },
  // Lab tests
  { q: 'thyroid', suggestion: ['lab_test', 'Thyroid Profile Total (T3, T4, TSH)'], tab: 'tests', first: { name: 'Thyroid Profile Total (T3, T4, TSH)' } },
  { q: 'hba1c', suggestion: ['lab_test', 'HbA1c (Glycated Haemoglobin)'], tab: 'tests', first: { name: 'HbA1c (Glycated Haemoglobin)' } },
  { q: 'cbc', suggestion: ['lab_test', 'Complete Blood Count (CBC)'], tab: 'tests', first: { name: 'Complete Blood Count (CBC)' } },
  { q: 'vitamin d', suggestion: ['lab_test', 'Vitamin D (25-OH)'], tab: 'tests', first: { name: 'Vitamin D (25-OH)' } },
  { q: 'lipid profile', suggestion: ['lab_test', 'Lipid Profile'], tab: 'tests', first: { name: 'Lipid Profile' } },
  { q: 'kidney function', suggestion: ['lab_test', 'Kidney Function Test (KFT)'], tab: 'tests', first: { name: 'Kidney Function Test (KFT)' } },
  { q: 'sugar', suggestion: ['lab_test', 'Fasting Blood Sugar (FBS)'], tab: 'tests', first: { name: 'Fasting Blood Sugar (FBS)' } },
  // Specialties
  { q: 'dermatologist', suggestion: ['specialty', 'Dermatology'], tab: 'doctors', first: { specialty: 'Dermatology' } },
  { q: 'cardiologist', suggestion: ['specialty', 'Cardiology'], tab: 'doctors', first: { specialty: 'Cardiology' } },
  // Misspellings: corrected, and said so
  { q: 'paracetmol', suggestion: ['salt', expect.stringMatching(/^Paracetamol \((500|650)mg\)$/)], tab: 'medicines', first: { salt: /^Paracetamol \(\d+mg\)$/ } },
  { q: 'crocine', suggestion: ['medicine', 'Crocin Advance 500 Tablet'], tab: 'medicines', first: { name: 'Crocin Advance 500 Tablet' } },
  { q: 'combiflame', suggestion: ['medicine', 'Combiflam Tablet'], tab: 'medicines', first: { name: 'Combiflam Tablet' } },
  { q: 'thyriod', suggestion: ['lab_test', 'Thyroid Profile Total (T3, T4, TSH)'], tab: 'tests', first: { name: 'Thyroid Profile Total (T3, T4, TSH)' } },
  { q: 'azithromicin', suggestion: ['salt', 'Azithromycin (250mg)'], tab: 'medicines', first: { salt: /^Azithromycin \(\d+mg\)$/ } },
  { q: 'cholestrol', suggestion: ['symptom', 'Cholesterol'], tab: 'doctors', first: { specialty: 'Cardiology' } },
];
const MISSPELT: Record<string, string> = {
  paracetmol: 'paracetamol',
  crocine: 'crocin',
  combiflame: 'combiflam',
  thyriod: 'thyroid',
  azithromicin: 'azithromycin',
  cholestrol: 'cholesterol',
};

const LISTINGS: Record<ResultsTab, string> = {
  doctors: '/api/v1/doctors/search',
  medicines: '/api/v1/medicines/search',
  tests: '/api/v1/labs/testList',
};

async function get<T>(url: string): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return res.json() as T;
}

/** What the box suggests, and what the results page shows after Enter (search-results.tsx does the same). */
async function search(q: string) {
  const suggestions = (
    await get<{
      result: { q: string; didYouMean: string | null; tab: ResultsTab | null; groups: Group[] };
    }>(`/api/v1/search/suggestions?q=${encodeURIComponent(q)}`)
  ).result;
  const text = searchedText(suggestions);
  const pages = await Promise.all(
    RESULTS_TABS.map((tab) =>
      get<{ result: Row[]; pagination: { total: number } }>(
        `${LISTINGS[tab]}?q=${encodeURIComponent(text)}&page=1&limit=10`,
      ),
    ),
  );
  const byTab = Object.fromEntries(RESULTS_TABS.map((tab, i) => [tab, pages[i]])) as Record<
    ResultsTab,
    { result: Row[]; pagination: { total: number } }
  >;
  const totals = Object.fromEntries(RESULTS_TABS.map((tab) => [tab, byTab[tab].pagination.total]));
  const tab = openingTab(suggestions.tab, totals);
  return { suggestions, text, byTab, totals, tab, first: tab ? byTab[tab].result[0] : undefined };
}

describe('forty real queries, each to its first result', () => {
  it('has forty', () => {
    expect(QUERIES).toHaveLength(40);
  });

  it.each(QUERIES)('$q', async ({ q, suggestion, tab, first }) => {
    const found = await search(q);
    expect(found.suggestions.didYouMean, 'the correction').toBe(MISSPELT[q] ?? null);
    // The first suggestion, in the group of the tab the page opens on.
    const [group] = found.suggestions.groups;
    expect([group?.kind, group?.items[0]?.label], 'first suggestion').toEqual(suggestion);
    expect(found.tab, JSON.stringify(found.totals)).toBe(tab);
    expect(found.suggestions.tab, 'the tab the box puts first').toBe(tab);
    expect(group && TAB_OF_KIND[group.kind], 'first suggestion in the tab opened').toBe(tab);
    // The results page's first row.
    const row = found.first;
    if ('name' in first) expect(row?.name).toBe(first.name);
    else if ('salt' in first) expect(row?.saltComposition ?? '').toMatch(first.salt);
    else expect(row?.specialization?.name).toBe(first.specialty);
    // The box suggests a kind of result exactly when its tab has results.
    const suggested = new Set(found.suggestions.groups.map((g) => TAB_OF_KIND[g.kind]));
    for (const each of RESULTS_TABS)
      expect(suggested.has(each), `${each}: ${found.totals[each]} results`).toBe(found.totals[each] > 0);
  });
});

describe('the household names of the seed', () => {
  it('are all in the catalogue with their salts as printed, each found first by its name', async () => {
    expect(HOUSEHOLD_NAMES.length).toBeGreaterThanOrEqual(25);
    for (const { query, product, salt } of HOUSEHOLD_NAMES) {
      const found = await search(query);
      expect(found.tab, query).toBe('medicines');
      expect(found.first?.name, query).toBe(product);
      if (salt) expect(found.first?.saltComposition, query).toBe(salt);
      expect(found.suggestions.groups[0]?.items[0]?.label, query).toBe(product);
    }
  });
});

describe('nothing close', () => {
  it('finds nothing anywhere rather than something fuzzy of another kind', async () => {
    for (const q of ['zzqxv', 'qwertyuiop']) {
      const found = await search(q);
      expect(found.suggestions.groups, q).toEqual([]);
      expect(found.suggestions.didYouMean, q).toBeNull();
      expect(found.totals, q).toEqual({ doctors: 0, medicines: 0, tests: 0 });
    }
  });
});
