// @vitest-environment jsdom
// The admin console's plain-state forms (lib/server-problems.ts) show a refusal's field details in the page's
// language through the same map as the react-hook-form forms (lib/validation-messages.ts): the contract's
// exact English on an English page, its Hindi on a Hindi page; the form's own message on a Hindi page is the
// refusal's by its code. The offer, banner and article dialogs, the new doctor page and the Grievance Officer
// page, each submitted with the server refusing (fetch mocked).
import { SUPPORT } from '@arogya/contracts/constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { grievanceOfficerKey } from '../../lib/api/get-grievance-officer.ts';
import { loadCatalogs } from '../../lib/i18n/catalogs.ts';
import { activate, startI18n } from '../../lib/i18n/start-i18n.ts';
import { ArticleForm } from './components/article-form.tsx';
import { BannerForm } from './components/banner-form.tsx';
import { OfferForm } from './components/offer-form.tsx';
import AdminDoctorNewPage from './routes/admin-doctor-new.tsx';
import AdminGrievanceOfficerPage from './routes/admin-grievance-officer.tsx';

afterAll(() => new Promise((resolve) => setTimeout(resolve, 100)));
// jsdom's <dialog> has no close() (components/ui/dialog.tsx calls it when the dialog unmounts).
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  this.removeAttribute('open');
};

type Detail = { field: string; message: string };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Every GET answers `got`; every save is refused with these details. */
function serverRefuses(details: Detail[], got: unknown = [], code = 'VALIDATION_ERROR') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit = {}) =>
      !init.method || init.method === 'GET'
        ? json({ success: true, result: got })
        : json({ success: false, code, message: 'Invalid input', details }, code === 'CONFLICT' ? 409 : 400),
    ),
  );
}

function show(node: ReactNode, client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  const router = createMemoryRouter([{ path: '/', element: node }], { initialEntries: ['/'] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));
async function submit(name: RegExp) {
  await settle();
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
  await settle();
}

const OFFER_DETAILS: Detail[] = [
  { field: 'title', message: 'Enter at least 3 characters' },
  { field: 'discountPercent', message: 'Enter a whole percentage from 1 to 90' },
  { field: 'categoryId', message: 'Choose a category or a brand (one of them)' },
  // Not a field of the form: the form's own message says there is more to check.
  { field: 'artwork', message: 'Choose one of the options given' },
];
const BANNER_DETAILS: Detail[] = [
  { field: 'link', message: 'A path on Arogya, starting with /' },
  { field: 'endsOn', message: 'The last day comes on or after the first' },
];
const ARTICLE_DETAILS: Detail[] = [
  { field: 'authorId', message: 'Choose a doctor listed on Arogya (registration checked)' },
  { field: 'reviewedOn', message: 'Cannot be in the future' },
];
const DOCTOR_DETAILS: Detail[] = [
  { field: 'email', message: 'An account with this e-mail already exists' },
  { field: 'consultationTypes', message: 'Choose at least one' },
  { field: 'hours.schedule.0.end', message: 'End must be after start' },
  { field: 'registrationYear', message: 'At least 1950' },
];
const OFFICER_DETAILS: Detail[] = [
  { field: 'designation', message: 'Designation must be at least 3 characters' },
  { field: 'phone', message: 'Enter a valid 10-digit Indian mobile number' },
];
const OFFICER = {
  name: 'Anita Deshpande',
  designation: 'Grievance Officer',
  email: 'grievance@arogya.in',
  phone: '9845012345',
  address: { ...SUPPORT.address },
  acknowledgeHours: 24,
  resolveDays: 15,
  updatedAt: '2026-11-20T10:00:00.000Z',
};

const withOfficer = () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(grievanceOfficerKey, OFFICER);
  return client;
};

/** Each form, how to submit it on each page, and the details the server refuses it with. */
const FORMS = [
  {
    name: 'the offer dialog',
    details: OFFER_DETAILS,
    got: { categories: [], brands: [] },
    render: () => show(<OfferForm offer={null} onClose={() => {}} />),
    button: { en: /^Save Offer/, hi: /^ऑफ़र सेव करें/ },
  },
  {
    name: 'the banner dialog',
    details: BANNER_DETAILS,
    got: [],
    render: () => show(<BannerForm banner={null} onClose={() => {}} />),
    button: { en: /^Save Banner/, hi: /^बैनर सेव करें/ },
  },
  {
    name: 'the article dialog',
    details: ARTICLE_DETAILS,
    got: [],
    render: () => show(<ArticleForm article={null} onClose={() => {}} />),
    button: { en: /^Save Article/, hi: /^लेख सेव करें/ },
  },
  {
    name: 'the new doctor page',
    details: DOCTOR_DETAILS,
    got: { specialties: [], clinics: [] },
    render: () => show(<AdminDoctorNewPage />),
    button: { en: /^Add Doctor/, hi: /^डॉक्टर जोड़ें/ },
  },
  {
    name: 'the Grievance Officer page',
    details: OFFICER_DETAILS,
    got: OFFICER,
    render: () => show(<AdminGrievanceOfficerPage />, withOfficer()),
    button: { en: /^Save$/, hi: /^सेव करें$/ },
  },
];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
afterAll(() => activate('en'));

describe('an admin form refused on an English page', () => {
  beforeAll(() => activate('en'));
  beforeEach(() => vi.spyOn(console, 'debug').mockImplementation(() => {}));

  it.each(FORMS)('$name shows the server’s exact English on its fields', async (form) => {
    serverRefuses(form.details, form.got);
    form.render();
    await submit(form.button.en);
    for (const { message } of form.details.filter((d) => d.field !== 'artwork'))
      expect(await screen.findByText(message)).toBeTruthy();
  });

  it('the offer dialog says the rest in the server’s words', async () => {
    serverRefuses(OFFER_DETAILS, { categories: [], brands: [] });
    show(<OfferForm offer={null} onClose={() => {}} />);
    await submit(/^Save Offer/);
    expect(await screen.findByText('Invalid input')).toBeTruthy();
  });
});

/** What each detail reads as on a Hindi page (src/locales/validation/hi.po). */
const HINDI: Record<string, string> = {
  'Enter at least 3 characters': 'कम से कम 3 अक्षर लिखें',
  'Enter a whole percentage from 1 to 90': '1 से 90 के बीच पूरा प्रतिशत लिखें',
  'Choose a category or a brand (one of them)': 'कैटेगरी या ब्रांड चुनें (दोनों में से एक)',
  'A path on Arogya, starting with /': 'Arogya का कोई पाथ, जो / से शुरू हो',
  'The last day comes on or after the first': 'आख़िरी दिन पहले दिन के बाद या उसी दिन होना चाहिए',
  'Choose a doctor listed on Arogya (registration checked)':
    'Arogya पर दर्ज कोई डॉक्टर चुनें (जिसका रजिस्ट्रेशन जाँचा गया हो)',
  'Cannot be in the future': 'आने वाली तारीख़ नहीं हो सकती',
  'An account with this e-mail already exists': 'इस ई-मेल से पहले से एक अकाउंट बना हुआ है',
  'Choose at least one': 'कम से कम एक चुनें',
  'End must be after start': 'ख़त्म होने का समय शुरू होने के बाद का होना चाहिए',
  'At least 1950': 'कम से कम 1950',
  'Designation must be at least 3 characters': 'पद कम से कम 3 अक्षरों का होना चाहिए',
  'Enter a valid 10-digit Indian mobile number': 'सही 10 अंकों का भारतीय मोबाइल नंबर डालें',
};

describe('an admin form refused on a Hindi page', () => {
  // Once: activating again empties the instance of the catalogs loaded (catalog-loaders.ts loads each once).
  beforeAll(async () => {
    await startI18n('hi');
    await loadCatalogs(['shared', 'admin']);
  });

  it.each(FORMS)('$name shows each detail in Hindi', async (form) => {
    serverRefuses(form.details, form.got);
    form.render();
    await submit(form.button.hi);
    for (const { field, message } of form.details) {
      if (field === 'artwork') continue;
      expect(await screen.findByText(HINDI[message] ?? '?')).toBeTruthy();
      expect(screen.queryByText(message)).toBeNull();
    }
  });

  it('the offer dialog says the rest by the refusal’s code, in Hindi', async () => {
    serverRefuses(OFFER_DETAILS, { categories: [], brands: [] });
    show(<OfferForm offer={null} onClose={() => {}} />);
    await submit(/^ऑफ़र सेव करें/);
    expect(
      await screen.findByText('दर्ज की गई कुछ जानकारी सही नहीं है। कृपया उसे जाँचकर फिर से कोशिश करें।'),
    ).toBeTruthy();
    expect(screen.queryByText('Invalid input')).toBeNull();
  });
});
