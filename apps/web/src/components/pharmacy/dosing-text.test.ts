// Dosing lines in the page's language (dosing-text.ts): exactly as written on an English page; on a Hindi page
// read by packages/contracts/src/dosing-hindi.ts (whose test holds the patterns), unknown parts as written.
import { afterEach, describe, expect, it } from 'vitest';
import { backToEnglish, inHindi } from '../../lib/i18n/hindi-in-tests.ts';
import { dosingText } from './dosing-text.ts';
import { prescriptionItemText } from './prescription-text.ts';

afterEach(backToEnglish);

describe('dosing lines', () => {
  it('stay exactly as written on an English page', () => {
    for (const line of ['1 tablet', 'Once daily, morning', '1-0-1 after food'])
      expect(dosingText(line)).toBe(line);
  });

  it('read in Hindi on a Hindi page, unknown parts as written', async () => {
    await inHindi();
    expect(dosingText('Once daily, morning')).toBe('दिन में एक बार, सुबह');
    expect(dosingText('Once daily, with warm water')).toBe('दिन में एक बार, with warm water');
  });

  it("read a prescription's medicine line in Hindi, its name as printed", async () => {
    await inHindi();
    expect(
      prescriptionItemText({
        name: 'Telma 40 Tablet',
        dosage: '1 tablet',
        frequency: 'Once daily, morning',
        duration: '30 days',
        instructions: 'After food',
      }),
    ).toBe('Telma 40 Tablet — 1 टैबलेट, दिन में एक बार, सुबह, 30 दिन (खाने के बाद)');
  });
});
