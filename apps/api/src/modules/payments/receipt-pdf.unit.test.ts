import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { renderReceiptPdf, summariseByHsn, taxLine } from './receipt-pdf.ts';

/** The text the receipt shows, as PDF.js reads it (apps/api/test/pdf-text.ts does the same for the API tier). */
async function pdfText(bytes: Buffer) {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('GST on a receipt', () => {
  const medicine = {
    description: 'Paracetamol',
    hsn: '3004',
    quantity: 2,
    amountPaise: 10_500,
    ratePercent: 5,
  };

  it('splits a GST-inclusive price into taxable value and CGST + SGST within the state', () => {
    expect(taxLine(medicine, false)).toMatchObject({
      taxablePaise: 10_000,
      cgstPaise: 250,
      sgstPaise: 250,
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
      { hsn: '3004', ratePercent: 5, taxablePaise: 20_000, taxPaise: 1_000 },
      { hsn: '9993', ratePercent: 0, taxablePaise: 50_000, taxPaise: 0 },
    ]);
  });
});

describe('the seller on a receipt', () => {
  const receipt = (sellerGstin: string | null) =>
    renderReceiptPdf({
      sellerGstin,
      reference: 'LAB-2026-000001',
      issuedAt: new Date('2026-05-01T05:00:00Z'),
      buyer: {
        name: 'Meera Iyer',
        address: '12, 3rd Main Road, Bengaluru',
        phone: '9876501234',
        state: 'Karnataka',
      },
      lines: [{ description: 'HbA1c', hsn: '9993', quantity: 1, amountPaise: 40_000, ratePercent: 0 }],
      payment: { provider: 'Razorpay', method: 'upi', reference: 'pay_Test000001', paidAt: null },
    }).then(pdfText);

  it('prints the configured GSTIN and calls itself a tax invoice', async () => {
    const text = await receipt('29ABCDE1234F1Z5');
    expect(text).toContain('GSTIN: 29ABCDE1234F1Z5');
    expect(text).toContain('Payment receipt and tax invoice');
  });

  it('without one, names no GSTIN and says it is not a tax invoice', async () => {
    const text = await receipt(null);
    expect(text).not.toContain('GSTIN');
    expect(text).toContain('This receipt is not a GST tax invoice.');
  });
});
