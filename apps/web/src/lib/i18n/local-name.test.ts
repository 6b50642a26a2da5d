import { describe, expect, it } from 'vitest';
import { languageList, languageName } from './language-names.ts';
import { localName } from './local-name.ts';

describe('localName', () => {
  const dermatology = { name: 'Dermatology', nameHi: 'त्वचा रोग विशेषज्ञ' };

  it('shows the Hindi name on a Hindi page', () => {
    expect(localName(dermatology, 'hi')).toBe('त्वचा रोग विशेषज्ञ');
  });

  it('keeps the English name in English, and where no Hindi name is known', () => {
    expect(localName(dermatology, 'en')).toBe('Dermatology');
    expect(localName({ name: 'Dolo 650', nameHi: null }, 'hi')).toBe('Dolo 650');
    expect(localName({ name: 'Thyroid Profile' }, 'hi')).toBe('Thyroid Profile');
  });
});

describe('languageName', () => {
  it("names a doctor's languages in Hindi on a Hindi page, and as given otherwise", () => {
    expect(languageList(['English', 'Tamil', 'Hindi'], 'hi')).toBe('अंग्रेज़ी, तमिल, हिन्दी');
    expect(languageList(['English', 'Tamil'], 'en')).toBe('English, Tamil');
    expect(languageName('Sindhi', 'hi')).toBe('Sindhi');
  });
});
