// The e-prescription PDF's dosing lines for a Hindi reader: the same parts and the same Hindi as the web app's
// apps/web/src/components/pharmacy/dosing-text.test.ts; unknown parts as the doctor wrote them.
import { describe, expect, it } from 'vitest';
import { dosingHindi } from './dosing-hindi.ts';

describe('dosingHindi', () => {
  it('reads known parts in Hindi, counts in Hindi plural forms', () => {
    expect(dosingHindi('1 tablet')).toBe('1 टैबलेट');
    expect(dosingHindi('Once daily, morning')).toBe('दिन में एक बार, सुबह');
    expect(dosingHindi('Once daily, night')).toBe('दिन में एक बार, रात में');
    expect(dosingHindi('30 days')).toBe('30 दिन');
    expect(dosingHindi('2 weeks')).toBe('2 हफ़्ते');
    expect(dosingHindi('1 month')).toBe('1 महीना');
    expect(dosingHindi('1-0-1 after food')).toBe('1-0-1 खाने के बाद');
    expect(dosingHindi('Twice daily before food')).toBe('दिन में दो बार खाने से पहले');
    expect(dosingHindi('morning and night')).toBe('सुबह और रात में');
    expect(dosingHindi('2 drops')).toBe('2 बूंदें');
    expect(dosingHindi('Every 8 hours')).toBe('हर 8 घंटे में');
    expect(dosingHindi('When needed')).toBe('ज़रूरत होने पर');
  });

  it("keeps a part no pattern knows in the doctor's words", () => {
    expect(dosingHindi('Once daily, with warm water')).toBe('दिन में एक बार, with warm water');
    expect(dosingHindi('Check BP weekly')).toBe('Check BP weekly');
  });
});
