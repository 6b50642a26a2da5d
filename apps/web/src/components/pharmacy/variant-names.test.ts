// Variant colours and sizes read in the page's language: every colour and size the seed gives a product
// (apps/api/src/db/seed/pharmacy-consumer.ts) is known, so a new one fails here until it has its Hindi; letter
// sizes read the same in Hindi; an English page and names the catalogue does not know show as written.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { backToEnglish, inHindi } from '../../lib/i18n/hindi-in-tests.ts';
import { colourName, knownVariantName, sizeName } from './variant-names.ts';

const SEED = fileURLToPath(new URL('../../../../api/src/db/seed/', import.meta.url));

function seededVariants(): { colours: string[]; sizes: string[] } {
  const script = `
    const { CONSUMER } = await import('./pharmacy-consumer.ts');
    console.log(JSON.stringify({
      colours: [...new Set(CONSUMER.flatMap((c) => (c.colours ?? []).map(([name]) => name)))],
      sizes: [...new Set(CONSUMER.flatMap((c) => c.sizes ?? []))],
    }));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: SEED,
    encoding: 'utf8',
  });
  return JSON.parse(out) as { colours: string[]; sizes: string[] };
}

afterEach(backToEnglish);

const DEVANAGARI = /[\u0900-\u097F]/;

describe('variant names', () => {
  it('shows colours and sizes as written on an English page', () => {
    expect(colourName('Black')).toBe('Black');
    expect(sizeName('Large')).toBe('Large');
  });

  it('reads colours and sizes in words in Hindi, letter sizes and unknown names as written', async () => {
    await inHindi();
    expect(colourName('Black')).toBe('काला');
    expect(colourName('White')).toBe('सफ़ेद');
    expect(sizeName('Large')).toBe('बड़ा');
    expect(sizeName('XL')).toBe('XL');
    expect(colourName('Teal')).toBe('Teal');
  });

  it('knows every colour and size the seed uses', async () => {
    await inHindi();
    const { colours, sizes } = seededVariants();
    expect(colours.length).toBeGreaterThan(3);
    expect(colours.filter((c) => !knownVariantName('colour', c))).toEqual([]);
    for (const c of colours) expect(colourName(c)).toMatch(DEVANAGARI);
    expect(sizes.filter((s) => !knownVariantName('size', s))).toEqual([]);
  });
});
