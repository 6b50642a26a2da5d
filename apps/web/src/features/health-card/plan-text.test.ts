// @vitest-environment jsdom
import { afterAll, describe, expect, it } from 'vitest';
import { loadCatalogs } from '../../lib/i18n/catalogs.ts';
import { activate } from '../../lib/i18n/start-i18n.ts';
import { planText } from './plan-text.ts';

afterAll(() => activate('en'));

describe('planText', () => {
  it("reads the seeded plans' words and value lines in Hindi, an admin's own words as written", async () => {
    activate('hi');
    await loadCatalogs(['health-card']);
    expect(planText('Family plan')).toBe('फ़ैमिली प्लान');
    expect(planText('12 free video consultations')).toBe('12 मुफ़्त वीडियो परामर्श');
    expect(planText('15% off lab tests and packages')).toBe('लैब टेस्ट और पैकेज पर 15% छूट');
    expect(planText('Senior plan')).toBe('Senior plan');
    activate('en');
    expect(planText('1 free full-body checkup')).toBe('1 free full-body checkup');
  });
});
