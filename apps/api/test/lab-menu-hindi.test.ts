// The lab desk's menu on a Hindi page (GET /api/v1/labs/menu?lang=hi, modules/lab-desk/lab-menu.ts): paged by
// the server, it sorts by the Hindi name (the English where there is none) in Intl.Collator('hi') order, and
// finds a test typed in Devanagari, in part or whole, or by a Hindi name people search by; English asks and
// answers as before (by the English name; a Hindi word finds nothing).
import { LabMenuAnswer, type LabMenuItem } from '@arogya/contracts/labs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { labDesk } from './labs-fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let desk: Awaited<ReturnType<typeof labDesk>>;
beforeAll(async () => {
  t = await createTestApp();
  desk = await labDesk(t);
}, 300_000);
afterAll(async () => {
  await t?.app.close();
});

/** Every page of the menu for this query, in the order the server gives. */
async function menu(query: string): Promise<LabMenuItem[]> {
  const items: LabMenuItem[] = [];
  for (let page = 1; ; page++) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/labs/menu?${query}&limit=50&page=${page}`,
      headers: desk.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = LabMenuAnswer.parse(res.json());
    items.push(...answer.result);
    if (page >= answer.pagination.totalPages) return items;
  }
}
const shown = (i: LabMenuItem) => i.nameHi ?? i.name;
const byType = (items: LabMenuItem[], type: 'test' | 'package') => items.filter((i) => i.type === type);
/** Every name beginning in a Latin letter comes after every name beginning in Devanagari. (Other test files
 * share the database and add items of their own, so the test names no particular neighbours.) */
const latinAfterDevanagari = (names: string[]) => {
  const firstLatin = names.findIndex((n) => /^[A-Za-z]/.test(n));
  const lastDevanagari = names.findLastIndex((n) => /^[\u0900-\u097F]/.test(n));
  return firstLatin === -1 || lastDevanagari < firstLatin;
};

describe('the menu in Hindi', () => {
  it("sorts packages, then tests, by the Hindi name in Intl.Collator('hi') order, every page", async () => {
    const items = await menu('lang=hi');
    expect(items.length).toBeGreaterThan(150);
    expect(items.findIndex((i) => i.type === 'test')).toBe(byType(items, 'package').length);
    const hindi = new Intl.Collator('hi');
    for (const type of ['test', 'package'] as const) {
      const names = byType(items, type).map(shown);
      expect(names).toEqual([...names].sort(hindi.compare));
    }
    // Digits, then Devanagari, then names in Latin letters, as a Hindi reader's list runs.
    const tests = byType(items, 'test').map(shown);
    expect(tests[0]).toBe('24 घंटे के पेशाब में प्रोटीन');
    expect(tests[1]).toMatch(/^[\u0900-\u097F]/);
    expect(latinAfterDevanagari(tests), tests.join(' / ')).toBe(true);
  });

  it('finds a test typed in Devanagari, in part or whole, and by a Hindi name people search by', async () => {
    const codes = async (q: string) => (await menu(`lang=hi&q=${encodeURIComponent(q)}`)).map((i) => i.code);
    // Part of a Hindi name.
    expect(await codes('हीमो')).toEqual(expect.arrayContaining(['BLD002', 'BLD010']));
    expect(await codes('प्लेटलेट')).toContain('BLD004');
    // A Hindi alias ('खाने के बाद शुगर' is PP sugar's), and an English alias still works on a Hindi desk.
    expect(await codes('खाने के बाद शुगर')).toContain('DIA002');
    expect(await codes('ppbs')).toContain('DIA002');
    expect(await codes('पीलिया')).toContain('LIV001');
  });

  it("keeps the filter: only the items on the lab's menu, in Hindi order", async () => {
    const items = await menu('offered=true&lang=hi');
    expect(items.map((i) => i.code).sort()).toEqual(['BLD001', 'DIA001', 'DIA004', 'PKG001', 'THY001']);
    const names = byType(items, 'test').map(shown);
    expect(names).toEqual([...names].sort(new Intl.Collator('hi').compare));
    // HbA1c's Hindi name begins in Latin letters ('HbA1c (3 महीने की औसत शुगर)'): after the Devanagari ones.
    expect(latinAfterDevanagari(names), names.join(' / ')).toBe(true);
    expect(
      names.some((n) => /^[A-Za-z]/.test(n)),
      names.join(' / '),
    ).toBe(true);
  });
});

describe('the menu in English', () => {
  it('sorts by the English name as before and searches the English names', async () => {
    const items = await menu('offered=true');
    // By the English name: CBC, FBS, HbA1c, Thyroid (in Hindi: CBC, Thyroid, FBS, then HbA1c).
    expect(byType(items, 'test').map((i) => i.code)).toEqual(['BLD001', 'DIA001', 'DIA004', 'THY001']);
    expect((await menu('q=ppbs')).map((i) => i.code)).toContain('DIA002');
    // A Hindi word is not an English name.
    expect(await menu(`q=${encodeURIComponent('हीमो')}`)).toEqual([]);
  });

  it('refuses a language it does not know with a 400', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/labs/menu?lang=fr',
      headers: desk.headers,
    });
    expect(res.statusCode).toBe(400);
  });
});
