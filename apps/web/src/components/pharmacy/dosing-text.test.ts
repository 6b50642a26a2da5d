// Dosing lines read in the page's language part by part (dosing-text.ts): exactly as written on an English
// page; in Hindi on a Hindi page where a pattern knows a part, the doctor's own words where none does.
import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { backToEnglish, inHindi } from '../../lib/i18n/hindi-in-tests.ts';
import { dosingKnown, dosingText } from './dosing-text.ts';
import { prescriptionItemText } from './prescription-text.ts';

afterEach(backToEnglish);

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

describe('dosing lines', () => {
  it('stay exactly as written on an English page', () => {
    for (const line of WRITTEN) expect(dosingText(line)).toBe(line);
  });

  it('read in Hindi part by part, counts in Hindi plural forms', async () => {
    await inHindi();
    expect(dosingText('1 tablet')).toBe('1 टैबलेट');
    expect(dosingText('2 tablets')).toBe('2 टैबलेट');
    expect(dosingText('Once daily, morning')).toBe('दिन में एक बार, सुबह');
    expect(dosingText('Once daily, night')).toBe('दिन में एक बार, रात में');
    expect(dosingText('30 days')).toBe('30 दिन');
    expect(dosingText('1 day')).toBe('1 दिन');
    expect(dosingText('2 weeks')).toBe('2 हफ़्ते');
    expect(dosingText('1 month')).toBe('1 महीना');
    expect(dosingText('1-0-1 after food')).toBe('1-0-1 खाने के बाद');
    expect(dosingText('Twice daily before food')).toBe('दिन में दो बार खाने से पहले');
    expect(dosingText('morning and night')).toBe('सुबह और रात में');
    expect(dosingText('5 ml')).toBe('5 मि.ली.');
    expect(dosingText('2 drops')).toBe('2 बूंदें');
    expect(dosingText('Every 8 hours')).toBe('हर 8 घंटे में');
  });

  it("keep a part no pattern knows in the doctor's words", async () => {
    await inHindi();
    expect(dosingText('Once daily, with warm water')).toBe('दिन में एक बार, with warm water');
    expect(dosingText('Check BP weekly')).toBe('Check BP weekly');
  });

  it('know every dosing part the seed and the tests write', async () => {
    await inHindi();
    expect(WRITTEN.filter((line) => !dosingKnown(line, i18n))).toEqual([]);
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
