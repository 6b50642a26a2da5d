// @vitest-environment jsdom
import type { LabParameter } from '@arogya/contracts/labs';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { backToEnglish, inHindi } from '../../../lib/i18n/hindi-in-tests.ts';
import { ParameterTable } from './parameter-table.tsx';

afterEach(() => {
  cleanup();
  backToEnglish();
});

const band = (
  ageMinYears: number,
  ageMaxYears: number | null,
  text: string,
  textHi: string | null = null,
) => ({
  sex: null,
  ageMinYears,
  ageMaxYears,
  low: null,
  high: null,
  text,
  textHi,
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

  it('on a Hindi page shows the words of ranges and normal answers in Hindi, ages said once', async () => {
    await inHindi('labs');
    const tsh = {
      id: 'TSH',
      name: 'TSH (Thyroid Stimulating Hormone)',
      unit: 'µIU/mL',
      normalText: null,
      normalTextHi: null,
      referenceRanges: [
        band(1, 6, '0.70 - 5.97 µIU/mL (1 - 5 years)', '0.70 - 5.97 µIU/mL (1 - 5 साल)'),
        band(20, null, '0.27 - 4.20 µIU/mL'),
      ],
    } as unknown as LabParameter;
    const hba1c = {
      id: 'HBA1C',
      name: 'HbA1c (Glycated Haemoglobin)',
      nameHi: 'HbA1c (ग्लाइकेटेड हीमोग्लोबिन)',
      unit: '%',
      normalText: null,
      normalTextHi: null,
      referenceRanges: [
        band(18, null, '4.0 - 5.6 % (5.7 - 6.4 prediabetes)', '4.0 - 5.6 % (5.7 - 6.4 प्री-डायबिटीज)'),
      ],
    } as unknown as LabParameter;
    const hiv = {
      id: 'HIV',
      name: 'HIV 1 and 2 Antibodies',
      unit: '',
      normalText: 'Non-reactive',
      normalTextHi: 'नॉन-रिएक्टिव (संक्रमण नहीं मिला)',
      referenceRanges: [],
    } as unknown as LabParameter;
    render(<ParameterTable parameters={[tsh, hba1c, hiv]} />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'सभी 1-5 साल: 0.70 - 5.97 µIU/mL',
      'सभी 20+ साल: 0.27 - 4.20 µIU/mL',
      '4.0 - 5.6 % (5.7 - 6.4 प्री-डायबिटीज)',
    ]);
    expect(screen.getByText('नॉन-रिएक्टिव (संक्रमण नहीं मिला)')).toBeTruthy();
    // The parameter by its Hindi name; one without (an abbreviation as printed, or not yet given) in English.
    expect(screen.getAllByRole('rowheader').map((th) => th.textContent)).toEqual([
      'TSH (Thyroid Stimulating Hormone)',
      'HbA1c (ग्लाइकेटेड हीमोग्लोबिन)',
      'HIV 1 and 2 Antibodies',
    ]);
    expect(screen.queryByText(/prediabetes|Non-reactive|years|Glycated/)).toBeNull();
  });
});
