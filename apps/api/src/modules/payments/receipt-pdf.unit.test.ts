import { describe, expect, it } from 'vitest';
import { summariseByHsn, taxLine } from './receipt-pdf.ts';

describe('GST on a receipt', () => {
  const medicine = {
    description: 'Paracetamol',
    hsn: '3004',
    quantity: 2,
    amountPaise: 11_200,
    ratePercent: 12,
  };

  it('splits a GST-inclusive price into taxable value and CGST + SGST within the state', () => {
    expect(taxLine(medicine, false)).toMatchObject({
      taxablePaise: 10_000,
      cgstPaise: 600,
      sgstPaise: 600,
      igstPaise: 0,
    });
  });

  it('charges IGST across states, and the parts always add up to the price', () => {
    const l = taxLine({ ...medicine, amountPaise: 12_345 }, true);
    expect(l.cgstPaise + l.sgstPaise).toBe(0);
    expect(l.taxablePaise + l.igstPaise).toBe(12_345);
    const odd = taxLine({ ...medicine, amountPaise: 12_345 }, false);
    expect(odd.taxablePaise + odd.cgstPaise + odd.sgstPaise).toBe(12_345);
  });

  it('leaves exempt healthcare services untaxed, and sums by HSN and rate', () => {
    const consult = taxLine(
      { description: 'Consultation', hsn: '9993', quantity: 1, amountPaise: 50_000, ratePercent: 0 },
      false,
    );
    expect(consult.taxablePaise).toBe(50_000);
    const groups = summariseByHsn([taxLine(medicine, false), taxLine(medicine, false), consult]);
    expect(groups).toEqual([
      { hsn: '3004', ratePercent: 12, taxablePaise: 20_000, taxPaise: 2_400 },
      { hsn: '9993', ratePercent: 0, taxablePaise: 50_000, taxPaise: 0 },
    ]);
  });
});
