import type { DoctorPresence } from '@arogya/contracts/consult-now';
import { describe, expect, it } from 'vitest';
import { cannotTurnOnText, presenceText, sexLabel } from './presence-text.ts';

const p = (over: Partial<DoctorPresence>): DoctorPresence => ({
  available: true,
  state: 'free',
  offlineReason: null,
  offlineAt: null,
  canTurnOn: true,
  cannotTurnOnReason: null,
  offer: null,
  waiting: 0,
  ...over,
});

describe("the desk's consult-now line", () => {
  it('says why the switch went off', () => {
    expect(presenceText(p({ available: false, offlineReason: 'socket' }))).toMatch(
      /closed or offline for 2 minutes/,
    );
    expect(presenceText(p({ available: false, offlineReason: 'hours' }))).toMatch(
      /end of your working hours/,
    );
    expect(presenceText(p({ available: false, offlineReason: 'missed' }))).toMatch(/two requests ran out/);
  });
  it('says what comes next while on', () => {
    expect(presenceText(p({ waiting: 3 }))).toBe('3 waiting: a request will ring here in a moment.');
    expect(presenceText(p({ state: 'busy' }))).toMatch(/in a consultation/);
    expect(sexLabel(null)).toBe('Sex not given');
  });
});

describe('why consult now cannot be turned on', () => {
  it("keeps the API's English in English and passes an unknown reason through", () => {
    const hours =
      'You can be available for instant consultations inside your working hours, when not on leave.';
    expect(cannotTurnOnText(hours)).toBe(hours);
    expect(cannotTurnOnText('Consult now is not offered for Dermatology yet.')).toBe(
      'Consult now is not offered for Dermatology yet.',
    );
    expect(cannotTurnOnText('Something new.')).toBe('Something new.');
  });
});
