// Searching in Hindi (docs/product-rules.md#languages): what patients type in Devanagari or in Roman
// Hindi finds what its English finds, in the box and after Enter, through search_synonyms
// (lib/search-synonyms.ts); and the catalogue answers its Hindi names (name_hi) for Hindi pages.
import {
  openingTab,
  RESULTS_TABS,
  type ResultsTab,
  searchedText,
  type TAB_OF_KIND,
} from '@arogya/contracts/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RESPONSE_CACHE_TTL_MS: '0' });
});
afterAll(async () => {
  await t.app.close();
});

type Group = { kind: keyof typeof TAB_OF_KIND; items: { label: string; detail: string; target: string }[] };
type Row = {
  name: string;
  saltComposition?: string | null;
  specialization?: { name: string; nameHi: string | null };
  category?: { slug: string };
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
  return { suggestions, text, byTab, totals, tab: openingTab(suggestions.tab, totals) };
}

describe('fever in Hindi, in Roman Hindi and in English', () => {
  it.each(['बुखार', 'bukhar', 'Bukhaar', 'fever'])(
    '%s finds general physicians and the fever symptom',
    async (q) => {
      const found = await search(q);
      // The box answers the text as typed (it drops answers to an older text by comparing it).
      expect(found.suggestions.q).toBe(q);
      expect(found.suggestions.didYouMean).toBeNull();
      const [group] = found.suggestions.groups;
      expect([group?.kind, group?.items[0]?.label, group?.items[0]?.target]).toEqual([
        'symptom',
        'Fever',
        'general-physician',
      ]);
      expect(found.tab).toBe('doctors');
      const doctors = found.byTab.doctors.result;
      expect(doctors.length).toBeGreaterThan(0);
      // As for 'fever': general physicians first, then paediatricians ('child fever').
      expect(doctors[0]?.specialization).toMatchObject({
        name: 'General Physician',
        nameHi: 'जनरल फिजिशियन',
      });
      for (const d of doctors) expect(['General Physician', 'Paediatrics']).toContain(d.specialization?.name);
    },
  );

  it('the doctors search says how it read the query in the words typed', async () => {
    const body = await get<{
      interpretation: { query: string; specialties: { name: string; nameHi: string }[] };
    }>(`/api/v1/doctors/search?q=${encodeURIComponent('बुखार')}`);
    expect(body.interpretation.query).toBe('बुखार');
    expect(body.interpretation.specialties[0]).toEqual(
      expect.objectContaining({ name: 'General Physician', nameHi: 'जनरल फिजिशियन' }),
    );
  });
});

describe('a city typed in Hindi', () => {
  type Found = { result: { clinic: { city: string } }[]; interpretation: { city: string | null } };

  it.each(['मुंबई', 'बुखार मुंबई'])('%s finds Mumbai’s doctors', async (q) => {
    const body = await get<Found>(`/api/v1/doctors/search?q=${encodeURIComponent(q)}`);
    expect(body.interpretation.city).toBe('Mumbai');
    expect(body.result.length).toBeGreaterThan(0);
    for (const d of body.result) expect(d.clinic.city).toBe('Mumbai');
  });

  it('the city filter takes the Hindi name, in the search and the listing alike', async () => {
    const searched = await get<Found>(
      `/api/v1/doctors/search?q=${encodeURIComponent('fever')}&city=${encodeURIComponent('बेंगलुरु')}`,
    );
    expect(searched.interpretation.city).toBe('Bengaluru');
    expect(searched.result.length).toBeGreaterThan(0);
    const listed = await get<Found>(`/api/v1/doctors?city=${encodeURIComponent('बेंगलुरु')}`);
    expect(listed.result.length).toBeGreaterThan(0);
    for (const d of [...searched.result, ...listed.result]) expect(d.clinic.city).toBe('Bengaluru');
  });
});

describe('a sugar test', () => {
  it.each(['शुगर टेस्ट', 'sugar test', 'शुगर की जांच'])('%s finds the diabetes tests', async (q) => {
    const found = await search(q);
    expect(found.suggestions.groups[0]?.kind).toBe('lab_test');
    expect(found.tab).toBe('tests');
    const tests = found.byTab.tests.result;
    expect(tests.length).toBeGreaterThan(0);
    expect(tests[0]?.category?.slug).toBe('diabetes');
    expect(tests.map((r) => r.name)).toContain('Blood Sugar Fasting and PP');
  });
});

describe('medicines typed in Devanagari', () => {
  it.each(['पेरासिटामोल', 'पैरासिटामोल'])('%s finds paracetamol', async (q) => {
    const found = await search(q);
    const [group] = found.suggestions.groups;
    expect(group?.kind).toBe('salt');
    expect(group?.items[0]?.label).toMatch(/^Paracetamol \((500|650)mg\)$/);
    expect(found.tab).toBe('medicines');
    expect(found.byTab.medicines.result[0]?.saltComposition ?? '').toMatch(/^Paracetamol \(\d+mg\)$/);
  });

  it('the medicine box suggests paracetamol for पेरासिटामोल', async () => {
    const body = await get<{ result: { kind: string; label: string }[] }>(
      `/api/v1/medicines/search?suggest=true&q=${encodeURIComponent('पेरासिटामोल')}&limit=5`,
    );
    expect(body.result.some((s) => /paracetamol/i.test(s.label))).toBe(true);
  });
});

describe('specialists and symptoms in Hindi', () => {
  it.each([
    ['त्वचा रोग विशेषज्ञ', 'Dermatology'],
    ['कमर दर्द', 'Orthopaedics'],
    ['दांत दर्द', 'Dentist'],
    ['pet dard', 'Gastroenterology'],
  ])('%s finds %s doctors', async (q, specialty) => {
    const found = await search(q);
    expect(found.tab).toBe('doctors');
    expect(found.byTab.doctors.result[0]?.specialization?.name).toBe(specialty);
  });

  it('words it does not know are searched as typed, and find nothing rather than something fuzzy', async () => {
    const found = await search('क्षज्ञत्र');
    expect(found.suggestions.groups).toEqual([]);
    expect(found.totals).toEqual({ doctors: 0, medicines: 0, tests: 0 });
  });
});

describe('Hindi names of the catalogue', () => {
  it('specialties, common symptoms, medicine categories and lab tests carry them', async () => {
    const specialties = await get<{ result: { slug: string; name: string; nameHi: string | null }[] }>(
      '/api/v1/specialties',
    );
    expect(specialties.result.find((s) => s.slug === 'dermatology')).toMatchObject({
      name: 'Dermatology',
      nameHi: 'त्वचा रोग विशेषज्ञ',
    });
    expect(specialties.result.every((s) => s.nameHi)).toBe(true);

    const symptoms = await get<{ result: { name: string; nameHi: string | null }[] }>(
      '/api/v1/doctors/symptoms',
    );
    expect(symptoms.result.find((s) => s.name === 'fever')).toMatchObject({ nameHi: 'बुखार' });
    expect(symptoms.result.every((s) => s.nameHi)).toBe(true);

    const categories = await get<{
      result: { slug: string; nameHi: string | null; subcategories: { nameHi: string | null }[] }[];
    }>('/api/v1/categories/categoryWithSubscategories');
    expect(categories.result.find((c) => c.slug === 'pain-relief')?.nameHi).toBe('दर्द से राहत');
    expect(categories.result.every((c) => c.nameHi && c.subcategories.every((s) => s.nameHi))).toBe(true);

    const tests = await get<{ result: { code: string; name: string; nameHi: string | null }[] }>(
      `/api/v1/labs/testList?q=${encodeURIComponent('sugar')}&limit=20`,
    );
    expect(tests.result.find((i) => i.code === 'DIA001')?.nameHi).toBe('फास्टिंग ब्लड शुगर (FBS)');

    const pkg = await get<{
      result: { nameHi: string | null; tests: { code: string; nameHi: string | null }[] };
    }>('/api/v1/labs/testList/full-body-checkup-essential');
    expect(pkg.result.nameHi).toBe('फुल बॉडी चेकअप एसेंशियल');
    expect(pkg.result.tests.find((x) => x.code === 'BLD001')?.nameHi).toBe('कम्प्लीट ब्लड काउंट (CBC)');
  });
});
