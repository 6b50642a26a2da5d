// @vitest-environment jsdom
import { RELATION_LABELS, RELATIONS } from '@arogya/contracts/health-card';
import { afterAll, describe, expect, it } from 'vitest';
import { loadCatalogs } from '../../lib/i18n/catalogs.ts';
import { activate } from '../../lib/i18n/start-i18n.ts';
import { cardRelationName, planText, RELATION_OF_LABEL } from './plan-text.ts';

afterAll(() => activate('en'));

describe('planText', () => {
  it("reads the seeded plans' words and value lines in Hindi, an admin's own words as written", async () => {
    activate('hi');
    await loadCatalogs(['shared', 'health-card']);
    expect(planText('Family plan')).toBe('फ़ैमिली प्लान');
    expect(planText('12 free video consultations')).toBe('12 मुफ़्त वीडियो परामर्श');
    expect(planText('15% off lab tests and packages')).toBe('लैब टेस्ट और पैकेज पर 15% छूट');
    expect(planText('Senior plan')).toBe('Senior plan');
    // Who is on the card, as the API names them (the catalogs load once per test file).
    expect(cardRelationName('Card holder')).toBe('कार्डधारक');
    expect(cardRelationName('Mother')).toBe('माँ');
    expect(cardRelationName('Neighbour')).toBe('Neighbour');
    activate('en');
    expect(planText('1 free full-body checkup')).toBe('1 free full-body checkup');
    expect(cardRelationName('Mother')).toBe('Mother');
  });

  it('reads back every relation label the API writes (RELATION_LABELS)', () => {
    expect(Object.fromEntries(RELATIONS.map((r) => [RELATION_LABELS[r], r]))).toEqual(RELATION_OF_LABEL);
  });
});
