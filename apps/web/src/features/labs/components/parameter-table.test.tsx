// @vitest-environment jsdom
import type { LabParameter } from '@arogya/contracts/labs';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ParameterTable } from './parameter-table.tsx';

afterEach(cleanup);

const band = (ageMinYears: number, ageMaxYears: number | null, text: string) => ({
  sex: null,
  ageMinYears,
  ageMaxYears,
  low: null,
  high: null,
  text,
});

describe('the parameter table', () => {
  it("says each band's ages once: 'Everyone 1-5 years: 0.70 - 5.97 µIU/mL'", () => {
    const tsh = {
      id: 'TSH',
      name: 'TSH (Thyroid Stimulating Hormone)',
      unit: 'µIU/mL',
      normalText: null,
      referenceRanges: [
        band(1, 6, '0.70 - 5.97 µIU/mL (1 - 5 years)'),
        band(6, 11, '0.60 - 4.84 µIU/mL (6 - 10 years)'),
        band(11, 20, '0.51 - 4.30 µIU/mL (11 - 19 years)'),
        band(20, null, '0.27 - 4.20 µIU/mL'),
      ],
    } as unknown as LabParameter;
    render(<ParameterTable parameters={[tsh]} />);
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([
      'Everyone 1-5 years: 0.70 - 5.97 µIU/mL',
      'Everyone 6-10 years: 0.60 - 4.84 µIU/mL',
      'Everyone 11-19 years: 0.51 - 4.30 µIU/mL',
      'Everyone 20+ years: 0.27 - 4.20 µIU/mL',
    ]);
  });
});
