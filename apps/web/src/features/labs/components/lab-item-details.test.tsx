// @vitest-environment jsdom
// A test's or package's page reads in the page's language: on a Hindi page its description, why doctors ask
// for it, the preparation and the FAQs in Hindi (lab_items' *_hi columns, migration 0072), its other names
// and its reference ranges' words (migration 0073), on an English page the English.
import type { LabItemDetail } from '@arogya/contracts/labs';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { backToEnglish, inHindi } from '../../../lib/i18n/hindi-in-tests.ts';
import { LabItemDetails } from './lab-item-details.tsx';

afterEach(() => {
  cleanup();
  backToEnglish();
});

const FAQS = [
  {
    question: 'Do I need to fast for the Lipid Profile?',
    answer: 'Yes. Fast for 12 hours (water is allowed); book a morning slot.',
  },
  { question: 'How do I pay?', answer: 'Pay at collection, in cash or by UPI, to the phlebotomist.' },
];
const FAQS_HI = [
  {
    question: 'क्या लिपिड प्रोफाइल के लिए खाली पेट रहना ज़रूरी है?',
    answer: 'हां। 12 घंटे खाली पेट रहें (पानी पी सकते हैं); सुबह का स्लॉट बुक करें।',
  },
  { question: 'भुगतान कैसे करें?', answer: 'सैंपल लेते समय फ़्लेबोटोमिस्ट को नकद या UPI से भुगतान करें।' },
];

const LIPID: LabItemDetail = {
  id: 'lt_car001',
  slug: 'lipid-profile',
  code: 'CAR001',
  type: 'test',
  name: 'Lipid Profile',
  nameHi: 'लिपिड प्रोफाइल',
  aliases: [],
  aliasesHi: null,
  category: { slug: 'cardiac', label: 'Heart' },
  summary: 'Cholesterol (total, HDL, LDL, VLDL) and triglycerides: heart risk from blood fats.',
  summaryHi: 'कोलेस्ट्रॉल (टोटल, HDL, LDL, VLDL) और ट्राइग्लिसराइड: खून की चर्बी से दिल का जोखिम।',
  sampleTypes: ['blood'],
  fastingHours: 12,
  fastingRequired: true,
  preparation: 'Fast for 12 hours before the sample; plain water is allowed.',
  preparationHi: 'सैंपल से पहले 12 घंटे खाली पेट रहें; सादा पानी पी सकते हैं।',
  turnaroundHours: 24,
  discountPrice: 450,
  price: 450,
  originalPrice: 600,
  discountPricePaise: 45_000,
  originalPricePaise: 60_000,
  discount: 25,
  parameterCount: 2,
  testCount: 1,
  labCount: 3,
  pinCode: null,
  popular: true,
  description: 'Cholesterol and triglycerides. The report gives 2 values: Total Cholesterol, Triglycerides.',
  descriptionHi: 'कोलेस्ट्रॉल और ट्राइग्लिसराइड। रिपोर्ट में 2 वैल्यू मिलती हैं: Total Cholesterol, Triglycerides।',
  whyTaken: 'It estimates the risk of heart attack and stroke, or checks for heart muscle injury.',
  whyTakenHi: 'इससे हार्ट अटैक और स्ट्रोक के जोखिम का अंदाज़ा मिलता है।',
  parameters: [],
  tests: [],
  includedIn: [],
  faqs: FAQS,
  faqsHi: FAQS_HI,
};

const show = (item: LabItemDetail = LIPID) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <LabItemDetails item={item} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

const ENGLISH = [
  LIPID.description,
  LIPID.whyTaken,
  LIPID.preparation,
  ...FAQS.flatMap((f) => [f.question, f.answer]),
];
const HINDI = [
  LIPID.descriptionHi,
  LIPID.whyTakenHi,
  LIPID.preparationHi,
  ...FAQS_HI.flatMap((f) => [f.question, f.answer]),
] as string[];

describe('LabItemDetails', () => {
  it('shows the description, why, preparation and FAQs in Hindi on a Hindi page', async () => {
    await inHindi('labs');
    show();
    for (const text of HINDI) expect(screen.getByText(text), text).toBeTruthy();
    for (const text of ENGLISH) expect(screen.queryByText(text), text).toBeNull();
  });

  it('shows them in English on an English page', () => {
    show();
    for (const text of ENGLISH) expect(screen.getByText(text), text).toBeTruthy();
    for (const text of HINDI) expect(screen.queryByText(text), text).toBeNull();
  });

  it('shows the English on a Hindi page where an item has no Hindi', async () => {
    await inHindi('labs');
    show({ ...LIPID, descriptionHi: null, whyTakenHi: null, preparationHi: null, faqsHi: null });
    for (const text of ENGLISH) expect(screen.getByText(text), text).toBeTruthy();
  });

  it("says 'also known as' with the Hindi names on a Hindi page, the English ones on an English page", async () => {
    const named: LabItemDetail = {
      ...LIPID,
      aliases: ['cholesterol test', 'lipid', 'lipid panel', 'cholesterol'],
      aliasesHi: ['कोलेस्ट्रॉल टेस्ट', 'लिपिड', 'लिपिड पैनल', 'कोलेस्ट्रॉल'],
    };
    show(named);
    expect(screen.getByText('Also known as cholesterol test, lipid, lipid panel, cholesterol')).toBeTruthy();
    cleanup();
    await inHindi('labs');
    show(named);
    expect(screen.getByText('इसे कोलेस्ट्रॉल टेस्ट, लिपिड, लिपिड पैनल, कोलेस्ट्रॉल भी कहते हैं')).toBeTruthy();
    expect(screen.queryByText(/cholesterol test/)).toBeNull();
    cleanup();
    // An item whose names have no Hindi keeps the English ones.
    show({ ...named, aliasesHi: null });
    expect(screen.getByText('इसे cholesterol test, lipid, lipid panel, cholesterol भी कहते हैं')).toBeTruthy();
  });
});
