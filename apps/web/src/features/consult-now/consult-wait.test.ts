import { describe, expect, it } from 'vitest';
import { elapsed, estimateText, ordinal, placeText, promptDue } from './consult-wait.ts';

const base = {
  status: 'waiting' as const,
  position: 3,
  doctorsAvailable: 2,
  doctorsFree: 0,
  estimateMinutes: null,
  specialty: { id: 'spc_dermatology', slug: 'dermatology', name: 'Dermatology', nameHi: 'त्वचा रोग विशेषज्ञ' },
};

describe('the waiting screen', () => {
  it('says the place in the queue', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '101st',
      '111th',
    ]);
    expect(placeText({ ...base, position: 1 })).toBe('You are next in the queue.');
    expect(placeText(base)).toBe('You are 3rd in the queue.');
    expect(placeText({ ...base, position: null })).toBeNull();
  });

  it('estimates only from what was measured', () => {
    expect(estimateText(base, '23:40')).toBe(
      '2 doctors are online, all in consultations. The wait depends on when one finishes.',
    );
    expect(estimateText({ ...base, estimateMinutes: 12 }, null)).toMatch(/About 12 minutes/);
    expect(estimateText({ ...base, estimateMinutes: 1, doctorsFree: 1 }, null)).toBe(
      'A doctor should join you within a minute.',
    );
    expect(estimateText({ ...base, doctorsAvailable: 0 }, '23:40')).toBe(
      'No Dermatology doctor is online right now. We keep looking until 23:40; if nobody accepts, you are refunded in full.',
    );
    expect(estimateText({ ...base, status: 'offered' }, null)).toBe(
      'A doctor is looking at your request now.',
    );
  });

  it('asks to keep waiting or cancel from its time, while in the queue', () => {
    const at = '2026-11-25T17:40:00.000Z';
    expect(promptDue({ status: 'waiting', promptAt: at }, Date.parse(at) - 1)).toBe(false);
    expect(promptDue({ status: 'waiting', promptAt: at }, Date.parse(at))).toBe(true);
    expect(promptDue({ status: 'accepted', promptAt: at }, Date.parse(at) + 1)).toBe(false);
    expect(elapsed('2026-11-25T17:40:00.000Z', Date.parse('2026-11-25T17:42:05.000Z'))).toBe('2:05');
  });
});
