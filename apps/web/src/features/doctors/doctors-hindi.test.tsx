// @vitest-environment jsdom
// The doctors' pages in Hindi (docs/product-rules.md#languages): a doctor's department on their page (the
// header's line and the overview's badge) and the specialty's description and department on the
// consultation page (/hi/consultation/:specialtyId) read in Hindi; in English they read as before.
import type { DoctorDetail, Specialty } from '@arogya/contracts/doctors';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadCatalogs } from '../../lib/i18n/catalogs.ts';
import { activate } from '../../lib/i18n/start-i18n.ts';
import { DoctorHeader } from './components/doctor-header.tsx';
import { DoctorOverview } from './components/doctor-overview.tsx';
import ConsultationPage from './routes/consultation.tsx';

const cardiology: Specialty = {
  id: 'spc_cardiology',
  slug: 'cardiology',
  name: 'Cardiology',
  nameHi: 'हृदय रोग विशेषज्ञ',
  icon: 'heart-pulse',
  description: 'Heart and blood-pressure conditions.',
  descriptionHi: 'दिल और ब्लड प्रेशर से जुड़ी बीमारियां।',
  department: { id: 'dep_cardiac', name: 'Cardiac Sciences', nameHi: 'हृदय रोग' },
  doctorCount: 12,
  instantFeePaise: null,
};

const doctor: DoctorDetail = {
  _id: 'doc_1',
  id: 'doc_1',
  name: 'Arjun Mehta',
  image: '/api/v1/doctors/doc_1/photo',
  mobile: '9880012345',
  email: 'arjun.mehta@example.in',
  address: '14, 80 Feet Road, Koramangala, Bengaluru - 560034',
  doctorId: {
    _id: 'doc_1',
    specialization: {
      id: 'spc_cardiology',
      name: 'Cardiology',
      nameHi: 'हृदय रोग विशेषज्ञ',
      icon: 'heart-pulse',
    },
    experience: 12,
    fee: 1200,
    image: '/api/v1/doctors/doc_1/photo',
    contactNumber: '9880012345',
    clinicAddress: 'Arogya Family Clinic, 14, 80 Feet Road, Koramangala, Bengaluru - 560034',
    department: cardiology.department,
    gender: 'male',
    dob: '1980-04-12',
    startTime: '09:00',
    endTime: '17:00',
    clinicContactNumber: '9880012345',
    bookingBeforeTime: 2,
    onLeave: false,
  },
  feePaise: 120_000,
  fee: 1200,
  qualification: 'MBBS, MD (General Medicine), DM (Cardiology)',
  education: [],
  experienceHistory: [],
  languages: ['Hindi', 'English'],
  registrationNumber: 'KMC-45821',
  registrationCouncil: 'Karnataka Medical Council',
  registrationVerifiedAt: null,
  consultationTypes: ['in-person', 'video'],
  clinic: {
    id: 'cln_001',
    name: 'Arogya Family Clinic',
    address: '14, 80 Feet Road, 4th Block',
    area: 'Koramangala',
    city: 'Bengaluru',
    state: 'Karnataka',
    pinCode: '560034',
    phone: '9880012345',
  },
  schedule: [],
  leaves: [],
  rating: null,
  reviewCount: 0,
  about: 'Preventive cardiology and hypertension care.',
};

const answer = (result: unknown, extra: Record<string, unknown> = {}) =>
  new Response(JSON.stringify({ success: true, result, ...extra }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const url = String(input instanceof Request ? input.url : input);
      if (url.includes('/api/v1/specialties')) return answer([cardiology]);
      if (url.includes('/api/v1/doctors'))
        return answer([], { pagination: { page: 1, limit: 10, total: 0, totalPages: 0 } });
      if (url.includes('/online-doctors')) return answer({ online: [] });
      return answer({ specialties: [], matched: null });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  activate('en');
});

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));

function renderDoctorPage() {
  const withProviders = (children: ReactNode) => (
    <QueryClientProvider client={client()}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  render(
    withProviders(
      <>
        <DoctorHeader doctor={doctor} userId={null} />
        <DoctorOverview doctor={doctor} />
      </>,
    ),
  );
}

function renderConsultationPage() {
  const router = createMemoryRouter([{ path: '/consultation/:specialtyId', element: <ConsultationPage /> }], {
    initialEntries: ['/consultation/spc_cardiology'],
  });
  render(
    <QueryClientProvider client={client()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe("a doctor's page", () => {
  it('names the department in Hindi on a Hindi page, in the header and among the specializations', async () => {
    activate('hi');
    await loadCatalogs(['app', 'shared', 'doctors']);
    renderDoctorPage();
    await settle();
    const text = document.body.textContent ?? '';
    expect(text).not.toContain('Cardiac Sciences');
    expect(screen.getByText(/12 साल का अनुभव · हृदय रोग · पुरुष/)).toBeTruthy();
    expect(screen.getAllByText('हृदय रोग', { selector: 'span' }).length).toBeGreaterThan(0);
  });

  it('names it in English on an English page', async () => {
    renderDoctorPage();
    await settle();
    expect(screen.getByText(/12 years experience · Cardiac Sciences · Male/)).toBeTruthy();
    expect(screen.getByText('Cardiac Sciences', { selector: 'span' })).toBeTruthy();
    expect(document.body.textContent).not.toContain('हृदय रोग');
  });
});

describe('the consultation page', () => {
  it("gives the specialty's description and department in Hindi on a Hindi page", async () => {
    activate('hi');
    await loadCatalogs(['app', 'shared', 'doctors']);
    renderConsultationPage();
    await settle();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('हृदय रोग विशेषज्ञ');
    const line = screen.getByText(/दिल और ब्लड प्रेशर/);
    expect(line.textContent).toBe('दिल और ब्लड प्रेशर से जुड़ी बीमारियां। (हृदय रोग)');
    expect(document.body.textContent).not.toMatch(/Heart and blood|Cardiac Sciences/);
  });

  it('gives them in English on an English page', async () => {
    renderConsultationPage();
    await settle();
    expect(screen.getByText(/Heart and blood-pressure conditions/).textContent).toBe(
      'Heart and blood-pressure conditions. (Cardiac Sciences)',
    );
  });
});
