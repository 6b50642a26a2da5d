import { VitalsRequest } from '@arogya/contracts/appointments';
import { describe, expect, it } from 'vitest';
import { optionalNumber, rangeHint, temperatureHint } from './vitals-fields.ts';

describe('vitals form values', () => {
  it('reads empty inputs as not measured and numbers as numbers', () => {
    expect(optionalNumber('')).toBeUndefined();
    expect(optionalNumber('98.6')).toBe(98.6);
    expect(optionalNumber('37,5')).toBe(37.5);
    expect(optionalNumber(72)).toBe(72);
  });

  it('states the ranges the API enforces', () => {
    expect(rangeHint('systolic')).toBe('50–260');
    expect(temperatureHint('F')).toBe('86–113 °F');
    expect(temperatureHint('C')).toBe('30–45 °C');
  });

  it('the contract schema the form uses refuses implausible values with field paths', () => {
    const result = VitalsRequest.safeParse({
      patientId: 'p1',
      systolic: 80,
      diastolic: 90,
      temperature: 120,
      temperatureUnit: 'F',
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['systolic', 'temperature']));
  });
});
