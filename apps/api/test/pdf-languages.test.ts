// Documents in the reader's language (docs/product-rules.md#languages): the e-prescription's labels print in
// Hindi for a Hindi-language account and stay as they were in English; so do the dosing lines whose words are
// known (packages/contracts/src/dosing-hindi.ts); names and the rest of what the doctor wrote print as written, in any
// script. (Receipts: consultation-payments.test.ts.)
import type { EPrescription } from '@arogya/contracts/calls';
import { describe, expect, it } from 'vitest';
import { ePrescriptionPdf } from '../src/modules/calls/e-prescription-pdf.ts';
import { pdfText, pdfWrittenText } from './pdf-text.ts';

const rx = {
  id: 'rx_1',
  callId: 'call_1',
  callType: 'video',
  issuedAt: '2026-11-28T05:30:00.000Z',
  viaTeleconsultation: true,
  doctor: {
    id: 'doc_1',
    name: 'अर्जुन मेहता',
    qualification: 'MBBS, MD',
    registrationNumber: 'KMC-12345',
    registrationCouncil: 'Karnataka Medical Council',
  },
  patient: { id: 'usr_1', name: 'प्रिया शर्मा' },
  diagnosis: 'Viral fever',
  items: [
    {
      productId: 'prd_1',
      name: 'Dolo 650 Tablet',
      saltComposition: 'Paracetamol 650 mg',
      schedule: 'OTC',
      dose: '1 tablet',
      frequency: 'three times a day',
      durationDays: 3,
      instructions: 'after food, with warm water',
      quantity: 9,
    },
  ],
  advice: 'खूब पानी पिएँ',
  followUpDate: '2026-12-05',
  advisedTests: [],
  pdfUrl: '/x.pdf',
} as unknown as EPrescription;

describe('the e-prescription in the reader’s language', () => {
  it('prints Hindi labels for a Hindi reader, names and the doctor’s words as written', async () => {
    const pdf = await ePrescriptionPdf(rx, 'hi');
    expect(pdf.length).toBeLessThan(100_000);
    const written = await pdfWrittenText(pdf);
    expect(written).toContain('मरीज़: प्रिया शर्मा');
    expect(written).toContain('Dr. अर्जुन मेहता');
    expect(written).toContain('खूब पानी पिएँ');
    expect(written).toContain('1 टैबलेट, दिन में तीन बार, 3 दिन के लिए। मात्रा: 9।');
    expect(written).toContain('खाने के बाद, with warm water');
    expect(written.some((l) => l.startsWith('टेलीकंसल्टेशन से ई-प्रिस्क्रिप्शन (वीडियो परामर्श)'))).toBe(true);
    expect(await pdfText(pdf)).not.toContain('Patient:');
  });

  it('keeps its English labels for an English reader', async () => {
    const text = await pdfText(await ePrescriptionPdf(rx, 'en'));
    expect(text).toContain('e-Prescription via teleconsultation (video consultation)');
    expect(text).toContain('1 tablet, three times a day, for 3 days. Quantity: 9.');
    expect(text).toContain('after food, with warm water');
    expect(text).toContain('Diagnosis: Viral fever');
    expect((await pdfWrittenText(await ePrescriptionPdf(rx))).join(' ')).toContain('प्रिया शर्मा');
  });
});
