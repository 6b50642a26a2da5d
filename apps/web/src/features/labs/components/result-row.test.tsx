// @vitest-environment jsdom
// Flags on the report: in words beside the colour, never colour alone; out-of-range rows stand out; ranges
// read as the lab wrote them.
import type { ParameterResult } from '@arogya/contracts/labs';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { flagWords, isOutOfRange, rangePosition, rangeText } from '../result-flag.ts';
import { ResultRow } from './result-row.tsx';

const range = {
  sex: null,
  ageMinYears: 0,
  ageMaxYears: null,
  low: 4,
  high: 5.6,
  criticalLow: null,
  criticalHigh: 14,
  text: '4.0 - 5.6 %',
  textHi: null,
};
const result = (over: Partial<ParameterResult> = {}): ParameterResult => ({
  parameterId: 'p_hba1c',
  code: 'HBA1C',
  name: 'HbA1c',
  nameHi: null,
  unit: '%',
  value: '5.6',
  numericValue: 5.6,
  referenceRange: range,
  flag: 'normal',
  flagLabel: 'Normal',
  trendAvailable: false,
  ...over,
});

function renderRow(r: ParameterResult) {
  return render(
    <table>
      <tbody>
        <ResultRow result={r} trendOpen={false} onTrend={() => {}} />
      </tbody>
    </table>,
  );
}

afterEach(cleanup);

describe('flag rendering', () => {
  it('a value at the upper edge is Normal, in words', () => {
    renderRow(result());
    expect(screen.getAllByText('Normal')).toHaveLength(2);
    expect(screen.getByRole('row').getAttribute('data-flag')).toBe('normal');
  });

  it('a high value reads High in words, and the row and value stand out', () => {
    renderRow(result({ value: '7.2', numericValue: 7.2, flag: 'high', flagLabel: 'High' }));
    const row = screen.getByRole('row');
    expect(screen.getAllByText('High')).toHaveLength(2);
    expect(row.className).toContain('bg-red-50');
    expect(screen.getByText(/^7\.2/).className).toContain('font-bold');
  });

  it('critical values read Critically high/low; no range reads No range', () => {
    renderRow(result({ value: '15', numericValue: 15, flag: 'critical_high', flagLabel: null }));
    expect(screen.getAllByText('Critically high').length).toBeGreaterThan(0);
    cleanup();
    renderRow(result({ referenceRange: null, flag: null, flagLabel: null }));
    expect(screen.getAllByText(/No range|Not given/).length).toBeGreaterThanOrEqual(2);
  });

  it('offers the trend only for a parameter measured before', () => {
    renderRow(result({ trendAvailable: true }));
    expect(screen.getByRole('button', { name: 'Show trend of HbA1c' })).toBeTruthy();
  });
});

describe('flag helpers', () => {
  it('words, out of range, range text', () => {
    expect(flagWords('low')).toBe('Low');
    expect(flagWords(null)).toBe('No range');
    expect(isOutOfRange('normal')).toBe(false);
    expect(isOutOfRange('abnormal')).toBe(true);
    expect(isOutOfRange(null)).toBe(false);
    expect(rangeText({ ...range, text: '' }, '%')).toBe('4 - 5.6 %');
    expect(rangeText({ ...range, text: '', low: null }, 'mg/dL')).toBe('≤ 5.6 mg/dL');
    expect(rangeText(null, '%')).toBe('Not given');
  });

  it('places a value on the bar, clamped at the ends', () => {
    const at = rangePosition(4, range);
    expect(at?.value).toBeCloseTo(at?.low ?? -1);
    expect(rangePosition(1000, range)?.value).toBe(1);
    expect(rangePosition(-1000, range)?.value).toBe(0);
    expect(rangePosition(null, range)).toBeNull();
  });
});
