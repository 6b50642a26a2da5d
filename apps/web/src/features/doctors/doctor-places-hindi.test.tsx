// @vitest-environment jsdom
// Places and councils on the doctors' pages (lib/i18n/place-name.ts): on a Hindi page a doctor's card, their
// page's header and the city choices name the city, area and council in Hindi, while a choice's value stays the
// English name the API filters on; an English page reads as before.
import type { DoctorCard as Doctor, DoctorDetail, DoctorFacets } from '@arogya/contracts/doctors';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backToEnglish, inHindi } from '../../lib/i18n/hindi-in-tests.ts';
import { DoctorCard } from './components/doctor-card.tsx';
import { DoctorHeader } from './components/doctor-header.tsx';
import { DoctorSearchForm } from './components/doctor-search-form.tsx';
import { FilterPanel } from './components/filter-panel.tsx';
import { DEFAULT_FILTERS } from './doctor-filters.ts';

const specialization = {
  id: 'spc_cardiology',
  name: 'Cardiology',
  nameHi: 'हृदय रोग विशेषज्ञ',
  icon: 'heart-pulse',
};
const department = { id: 'dep_cardiac', name: 'Cardiac Sciences', nameHi: 'हृदय रोग' };

const card: Doctor = {
  id: 'doc_7',
  _id: 'doc_7',
  name: 'Meera Kulkarni',
  image: '/api/v1/doctors/doc_7/photo',
  gender: 'female',
  specialization,
  department,
  qualification: 'MBBS, MD',
  experience: 9,
  fee: 900,
  feePaise: 90_000,
  languages: ['Marathi', 'Hindi'],
  consultationTypes: ['in-person'],
  clinic: { id: 'cln_007', name: 'Bandra Wellness Clinic', area: 'Bandra West', city: 'Mumbai' },
  rating: null,
  reviewCount: 0,
  onLeave: false,
  bookingBeforeTime: 2,
};

const detail: DoctorDetail = {
  _id: 'doc_7',
  id: 'doc_7',
  name: 'Meera Kulkarni',
  image: '/api/v1/doctors/doc_7/photo',
  mobile: '9820078901',
  email: 'meera.kulkarni@example.in',
  address: '402, Hill Road, Bandra West, Mumbai - 400050',
  doctorId: {
    _id: 'doc_7',
    specialization,
    experience: 9,
    fee: 900,
    image: '/api/v1/doctors/doc_7/photo',
    contactNumber: '9820078901',
    clinicAddress: 'Bandra Wellness Clinic, 402, Hill Road, Bandra West, Mumbai - 400050',
    department,
    gender: 'female',
    dob: '1985-02-03',
    startTime: '09:00',
    endTime: '17:00',
    clinicContactNumber: '9820078901',
    bookingBeforeTime: 2,
    onLeave: false,
  },
  feePaise: 90_000,
  fee: 900,
  qualification: 'MBBS, MD',
  education: [],
  experienceHistory: [],
  languages: ['Marathi', 'Hindi'],
  registrationNumber: 'MMC-2011-04512',
  registrationCouncil: 'Maharashtra Medical Council',
  registrationVerifiedAt: null,
  consultationTypes: ['in-person'],
  clinic: {
    id: 'cln_007',
    name: 'Bandra Wellness Clinic',
    address: '402, Hill Road',
    area: 'Bandra West',
    city: 'Mumbai',
    state: 'Maharashtra',
    pinCode: '400050',
    phone: '9820078901',
  },
  schedule: [],
  leaves: [],
  rating: null,
  reviewCount: 0,
  about: 'General physician.',
};

const facets: DoctorFacets = {
  cities: ['Bengaluru', 'Mumbai', 'Kolkata'],
  languages: ['Hindi'],
  genders: ['female', 'male'],
  consultationTypes: ['in-person'],
  fee: { min: 300, max: 2000 },
  sorts: ['relevance'],
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input) => {
      const url = String(input instanceof Request ? input.url : input);
      const result = url.includes('/online-doctors') ? { online: [] } : facets;
      return new Response(JSON.stringify({ success: true, result }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  backToEnglish();
});

const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));

function renderAll() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrap = (children: ReactNode) => (
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  render(
    wrap(
      <>
        <DoctorCard doctor={card} userId={null} />
        <DoctorHeader doctor={detail} userId={null} />
        <DoctorSearchForm initialQuery="fever" initialCity="Mumbai" />
        <FilterPanel
          filters={{ ...DEFAULT_FILTERS, city: 'Kolkata' }}
          onChange={() => {}}
          onClear={() => {}}
          facets={facets}
          specialties={[]}
        />
      </>,
    ),
  );
}

/** Each city select's options as [value, label]. */
function cityOptions(): [string, string][][] {
  return Array.from(document.querySelectorAll('select'))
    .filter((select) => Array.from(select.options).some((o) => o.value === 'Mumbai'))
    .map((select) => Array.from(select.options).map((o) => [o.value, o.textContent ?? '']));
}

describe('places on the doctors’ pages', () => {
  it('reads in Hindi on a Hindi page, the filters still sending the English names', async () => {
    await inHindi('doctors');
    renderAll();
    await settle();
    expect(screen.getByText('Bandra Wellness Clinic, बांद्रा पश्चिम, मुंबई')).toBeTruthy();
    expect(
      screen.getByText('Bandra Wellness Clinic, 402, Hill Road, बांद्रा पश्चिम, मुंबई - 400050'),
    ).toBeTruthy();
    expect(screen.getByText(/MMC-2011-04512 · महाराष्ट्र मेडिकल काउंसिल/)).toBeTruthy();
    const selects = cityOptions();
    expect(selects).toHaveLength(2);
    for (const options of selects) {
      expect(options.slice(1)).toEqual([
        ['Bengaluru', 'बेंगलुरु'],
        ['Mumbai', 'मुंबई'],
        ['Kolkata', 'कोलकाता'],
      ]);
    }
    const text = document.body.textContent ?? '';
    expect(text).not.toMatch(/Mumbai|Bandra West|Maharashtra Medical Council/);
  });

  it('reads as given on an English page', async () => {
    renderAll();
    await settle();
    expect(screen.getByText('Bandra Wellness Clinic, Bandra West, Mumbai')).toBeTruthy();
    expect(
      screen.getByText('Bandra Wellness Clinic, 402, Hill Road, Bandra West, Mumbai - 400050'),
    ).toBeTruthy();
    expect(screen.getByText(/MMC-2011-04512 · Maharashtra Medical Council/)).toBeTruthy();
    for (const options of cityOptions()) {
      expect(options.slice(1)).toEqual([
        ['Bengaluru', 'Bengaluru'],
        ['Mumbai', 'Mumbai'],
        ['Kolkata', 'Kolkata'],
      ]);
    }
    expect(document.body.textContent).not.toMatch(/मुंबई|महाराष्ट्र/);
  });
});
