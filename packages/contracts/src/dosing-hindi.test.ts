// Dosing lines and packs read in Hindi (dosing-hindi.ts), as the e-prescription PDF prints them and a Hindi
// page shows them: known parts in Hindi with counts in Hindi plural forms, unknown parts in the writer's own
// words; every pack the seed writes (apps/api/src/db/seed/pharmacy-build.ts, pharmacy-household.ts) is matched
// by a pattern, so a new container or unit fails here until it has its Hindi.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { dosingHindi, dosingKnown, packSizeHindi } from './dosing-hindi.ts';

const SEED = fileURLToPath(new URL('../../../apps/api/src/db/seed/', import.meta.url));

/** The seed's packs, read by running its own code. */
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

/** The dosing the demo seed (apps/api/src/db/seed/pharmacy-demo.ts) and the API tests write. */
const WRITTEN = [
  '1 tablet',
  'Once daily, morning',
  'Once daily, night',
  '30 days',
  '1-0-1 after food',
  'When needed',
  'three times a day',
];

/** Dosing lines as doctors write them, and their Hindi. */
const DOSING: Record<string, string> = {
  '1 tablet': '1 टैबलेट',
  '2 tablets': '2 टैबलेट',
  'Once daily, morning': 'दिन में एक बार, सुबह',
  'Once daily, night': 'दिन में एक बार, रात में',
  '30 days': '30 दिन',
  '1 day': '1 दिन',
  '2 weeks': '2 हफ़्ते',
  '1 month': '1 महीना',
  '1-0-1 after food': '1-0-1 खाने के बाद',
  'Twice daily before food': 'दिन में दो बार खाने से पहले',
  'morning and night': 'सुबह और रात में',
  '5 ml': '5 मि.ली.',
  '2 drops': '2 बूंदें',
  'Half tablet': 'आधी टैबलेट',
  'Every 8 hours': 'हर 8 घंटे में',
  'For 5 days': '5 दिन तक',
  'When needed': 'ज़रूरत होने पर',
};

/** Packs as the catalogue prints them, and their Hindi. */
const PACKS: Record<string, string> = {
  'Strip of 15 tablets': '15 टैबलेट की स्ट्रिप',
  'Strip of 1 tablet': '1 टैबलेट की स्ट्रिप',
  'Bottle of 100 ml': '100 मि.ली. की बोतल',
  'Jar of 1 kg': '1 कि.ग्रा. का जार',
  'Sachet of 21.8 g': '21.8 ग्राम का सैशे',
  'Kit with 10 strips': '10 स्ट्रिप वाली किट',
  'Pack of 5 x 5 ml': '5 x 5 मि.ली. का पैक',
  'Pack of 1 wipe': '1 वाइप का पैक',
  'Pack of 80 wipes': '80 वाइप्स का पैक',
  Pair: 'जोड़ी',
  '1 unit': '1 यूनिट',
};

const DEVANAGARI = /[\u0900-\u097F]/;
const LATIN_WORD = /[A-Za-z]{2,}/;

describe('dosing lines in Hindi', () => {
  it('read known parts in Hindi, counts in Hindi plural forms', () => {
    for (const [english, hindi] of Object.entries(DOSING)) expect(dosingHindi(english), english).toBe(hindi);
  });

  it("keep a part no pattern knows in the doctor's words", () => {
    expect(dosingHindi('Once daily, with warm water')).toBe('दिन में एक बार, with warm water');
    expect(dosingHindi('Check BP weekly')).toBe('Check BP weekly');
    expect(dosingHindi('1.5 tablets')).toBe('1.5 tablets');
  });

  it('know every dosing part the seed and the tests write', () => {
    expect(WRITTEN.filter((line) => !dosingKnown(line))).toEqual([]);
  });
});

describe('packs in Hindi', () => {
  it('read a container, a count and what is counted, counts in Hindi plural forms', () => {
    for (const [english, hindi] of Object.entries(PACKS)) expect(packSizeHindi(english), english).toBe(hindi);
  });

  it('know no pack without a pattern', () => {
    expect(packSizeHindi('Family pack, assorted')).toBeNull();
    expect(packSizeHindi('Crate of 6 bottles')).toBeNull();
  });

  it('know every pack the seed writes, in Hindi with no English word left', () => {
    const packs = seededPacks();
    expect(packs.length).toBeGreaterThan(50);
    expect(packs.filter((p) => packSizeHindi(p) === null)).toEqual([]);
    for (const pack of packs) {
      const hindi = packSizeHindi(pack) ?? '';
      expect(hindi, pack).toMatch(DEVANAGARI);
      expect(hindi, pack).not.toMatch(LATIN_WORD);
    }
  });
});
