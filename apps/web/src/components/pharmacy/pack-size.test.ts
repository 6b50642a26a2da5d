// Packs read in the page's language: every pack the seed writes (apps/api/src/db/seed/pharmacy-build.ts,
// pharmacy-household.ts) is matched by a pattern of pack-size.ts, so a new container or unit fails here until
// it has its Hindi; an English page shows each pack exactly as stored.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { backToEnglish, inHindi } from '../../lib/i18n/hindi-in-tests.ts';
import { packSize, packSizeText } from './pack-size.ts';

const SEED = fileURLToPath(new URL('../../../../api/src/db/seed/', import.meta.url));

/** The seed's packs, read by running its own code (the web app imports nothing of the API's). */
function seededPacks(): string[] {
  const script = `
    const { buildProducts } = await import('./pharmacy-build.ts');
    const { buildHouseholdProducts } = await import('./pharmacy-household.ts');
    const { seededRandom } = await import('./doctors-build.ts');
    const rows = [...buildProducts(seededRandom(1)), ...buildHouseholdProducts()];
    console.log(JSON.stringify([...new Set(rows.map((r) => r.unit))]));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: SEED,
    encoding: 'utf8',
  });
  return JSON.parse(out) as string[];
}

afterEach(backToEnglish);

const DEVANAGARI = /[\u0900-\u097F]/;
const LATIN_WORD = /[A-Za-z]{2,}/;

describe('pack sizes', () => {
  it('shows a pack exactly as stored on an English page', () => {
    expect(packSize('Strip of 15 tablets')).toBe('Strip of 15 tablets');
    expect(packSize('Pack of 5 x 5 ml')).toBe('Pack of 5 x 5 ml');
  });

  it('reads packs in Hindi, counts in Hindi plural forms', async () => {
    await inHindi();
    expect(packSize('Strip of 15 tablets')).toBe('15 टैबलेट की स्ट्रिप');
    expect(packSize('Strip of 1 tablet')).toBe('1 टैबलेट की स्ट्रिप');
    expect(packSize('Bottle of 100 ml')).toBe('100 मि.ली. की बोतल');
    expect(packSize('Jar of 1 kg')).toBe('1 कि.ग्रा. का जार');
    expect(packSize('Sachet of 21.8 g')).toBe('21.8 ग्राम का सैशे');
    expect(packSize('Kit with 10 strips')).toBe('10 स्ट्रिप वाली किट');
    expect(packSize('Pack of 5 x 5 ml')).toBe('5 x 5 मि.ली. का पैक');
  });

  it('leaves a pack no pattern knows as stored', async () => {
    await inHindi();
    expect(packSize('Family pack, assorted')).toBe('Family pack, assorted');
  });

  it('knows every pack the seed writes, in Hindi with no English word left', async () => {
    await inHindi();
    const packs = seededPacks();
    expect(packs.length).toBeGreaterThan(50);
    const unknown = packs.filter((p) => packSizeText(p, i18n) === null);
    expect(unknown).toEqual([]);
    for (const pack of packs) {
      const hindi = packSize(pack);
      expect(hindi, pack).toMatch(DEVANAGARI);
      expect(hindi, pack).not.toMatch(LATIN_WORD);
    }
  });
});
