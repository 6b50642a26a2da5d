// @vitest-environment jsdom
// The waiting screen of consult now in Hindi (/hi/consult-now/requests/:id): the 'consult-now' catalog loads
// with the page and every line of the wait reads in Hindi, the place in the queue and the doctors online too;
// once a doctor accepts, the doctor's specialty reads in Hindi as well.
import type { ConsultRequest } from '@arogya/contracts/consult-now';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogs } from '../../../lib/i18n/catalogs.ts';
import { activate } from '../../../lib/i18n/start-i18n.ts';
import ConsultRequestPage from './consult-request.tsx';

const now = Date.now();
const request: ConsultRequest = {
  id: 'cnr_1',
  reference: 'CN-1001',
  status: 'waiting',
  specialty: { id: 'spc_dermatology', slug: 'dermatology', name: 'Dermatology', nameHi: 'त्वचा रोग विशेषज्ञ' },
  patientName: 'Priya Sharma',
  problem: 'Itchy rash on both arms since Monday',
  photoCount: 1,
  feePaise: 49_900,
  cardBenefitPaise: 0,
  payablePaise: 49_900,
  paymentStatus: 'paid',
  payment: null,
  createdAt: new Date(now - 120_000).toISOString(),
  queuedAt: new Date(now - 65_000).toISOString(),
  position: 2,
  doctorsAvailable: 3,
  doctorsFree: 0,
  estimateMinutes: null,
  promptAt: new Date(now + 600_000).toISOString(),
  refundAt: new Date(now + 900_000).toISOString(),
  acceptedAt: null,
  doctor: null,
  appointmentId: null,
  callId: null,
  endedAt: null,
  endReason: null,
};

const fetchMock = vi.fn<typeof fetch>();
let answered: ConsultRequest = request;

beforeAll(async () => {
  activate('hi');
  await loadCatalogs(['app', 'shared', 'consult-now']);
});
afterAll(() => activate('en'));
beforeEach(() => {
  answered = request;
  fetchMock.mockImplementation(async (input) =>
    // Joining the call is left pending: the screen stays on the accepted doctor.
    String(input).includes('/join')
      ? new Promise<Response>(() => {})
      : new Response(JSON.stringify({ success: true, result: answered }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderPage() {
  const router = createMemoryRouter(
    [{ path: '/consult-now/requests/:id', element: <ConsultRequestPage /> }],
    {
      initialEntries: ['/consult-now/requests/cnr_1'],
    },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));
}

describe('the consult-now waiting page in Hindi', () => {
  it('says the wait in Hindi', async () => {
    await renderPage();

    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('तुरंत परामर्श');
    expect(
      screen.getByRole('heading', { level: 2, name: /आपके लिए त्वचा रोग विशेषज्ञ डॉक्टर ढूँढ रहे हैं/ }),
    ).toBeTruthy();
    expect(screen.getByTestId('queue-place').textContent).toBe('कतार में आपका नंबर 2 है।');
    expect(screen.getByTestId('wait-estimate').textContent).toBe(
      '3 डॉक्टर ऑनलाइन हैं, सभी परामर्श में व्यस्त हैं। इंतज़ार इस पर निर्भर है कि किसी का परामर्श कब खत्म होता है।',
    );
    expect(screen.getByText('ऑनलाइन डॉक्टर')).toBeTruthy();
    expect(screen.getByText('(0 खाली)')).toBeTruthy();
    expect(screen.getByRole('button', { name: /अनुरोध रद्द करें \(अपने ₹499 वापस पाएँ\)/ })).toBeTruthy();
    expect(screen.getByText('आपने डॉक्टर को क्या बताया')).toBeTruthy();
    expect(screen.getByText('1 फ़ोटो जुड़ी है')).toBeTruthy();
    // No English sentence is left on the screen (names and the reference stay as written).
    const text = document.body.textContent ?? '';
    expect(text).not.toMatch(/\b(Finding|doctor|online|Waiting|Cancel|photo|queue)\b/);
  });

  it("names the accepting doctor's specialty in Hindi", async () => {
    answered = {
      ...request,
      status: 'accepted',
      acceptedAt: new Date(now).toISOString(),
      position: null,
      doctor: {
        id: 'doc_1',
        name: 'Kavita Rao',
        qualification: 'MBBS, MD (Dermatology, Venereology & Leprosy)',
        specialty: 'Dermatology',
        specialtyHi: 'त्वचा रोग विशेषज्ञ',
        registrationNumber: 'KMC-45821',
      },
    };
    await renderPage();
    const line = screen.getByText(/KMC-45821/);
    expect(line.textContent).toBe(
      'MBBS, MD (Dermatology, Venereology & Leprosy) · त्वचा रोग विशेषज्ञ · रजि. नं. KMC-45821',
    );
    expect(document.body.textContent).not.toContain('· Dermatology ·');
  });
});
