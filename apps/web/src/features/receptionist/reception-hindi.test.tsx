// @vitest-environment jsdom
// The reception desk in Hindi (a receptionist whose account language is Hindi): its catalog
// (src/locales/receptionist/hi.po) turns the desk's English into Hindi; vitals' units stay as written.
import type { Appointment } from '@arogya/contracts/appointments';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backToEnglish, inHindi } from '../../lib/i18n/hindi-in-tests.ts';
import { receptionKeys } from './api/reception-keys.ts';
import { ClinicToday } from './components/clinic-today.tsx';
import { VitalsForm } from './components/vitals-form.tsx';

afterAll(() => new Promise((resolve) => setTimeout(resolve, 100)));

const TODAY = '2026-11-28';
const APPOINTMENT = {
  id: 'a1',
  patient: { id: 'p_a1', name: 'Meera Nair', phone: '9810012345', age: null, gender: null },
  doctor: {
    id: 'doc_001',
    name: 'Arjun Mehta',
    image: '',
    specialty: 'General Physician',
    qualification: '',
  },
  consultationType: 'in-person',
  status: 'booked',
  time: '12:00',
  endTime: '12:30',
  reason: null,
} as unknown as Appointment;

describe('the reception desk in Hindi', () => {
  beforeEach(() => inHindi('receptionist'));
  afterEach(() => {
    cleanup();
    backToEnglish();
  });

  it("shows the clinic's day in Hindi", () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    client.setQueryData([...receptionKeys.appointments, TODAY], { success: true, result: [APPOINTMENT] });
    render(
      <QueryClientProvider client={client}>
        <ClinicToday today={TODAY} />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toMatch(/^आज, /);
    const [row] = screen.getAllByRole('listitem');
    expect(within(row as HTMLElement).getByText('बुक है')).toBeTruthy();
    expect(within(row as HTMLElement).getByText(/डॉ\. Arjun Mehta/)).toBeTruthy();
    expect(
      within(row as HTMLElement).getByRole('button', { name: /^वाइटल्स दर्ज करें\s*Meera Nair के लिए$/ }),
    ).toBeTruthy();
  });

  it('labels the vitals form in Hindi, BP as doctors write it', () => {
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <VitalsForm patientId="p_a1" patientName="Meera Nair" />
      </QueryClientProvider>,
    );
    expect(screen.getByLabelText(/^BP सिस्टोलिक \(mmHg\)/)).toBeTruthy();
    expect(screen.getByLabelText(/^वज़न \(किग्रा\)/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'वाइटल्स दर्ज करें' })).toBeTruthy();
  });
});
