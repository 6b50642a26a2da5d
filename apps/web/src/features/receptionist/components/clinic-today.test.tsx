// @vitest-environment jsdom
// The desk records vitals for patients who come in: a video or audio consultation is from home, so its row
// offers no 'Record vitals' and says so.
import type { Appointment } from '@arogya/contracts/appointments';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { receptionKeys } from '../api/reception-keys.ts';
import { ClinicToday } from './clinic-today.tsx';

afterEach(cleanup);

const TODAY = '2026-11-28';

function appointment(id: string, name: string, type: Appointment['consultationType'], time: string) {
  return {
    id,
    patient: { id: `p_${id}`, name, phone: '9810012345', age: null, gender: null },
    doctor: {
      id: 'doc_001',
      name: 'Arjun Mehta',
      image: '',
      specialty: 'General Physician',
      qualification: 'MBBS',
    },
    consultationType: type,
    status: 'booked',
    time,
    endTime: time.replace(/^(\d+)/, (h) => String(Number(h) + 1)),
    reason: null,
  } as unknown as Appointment;
}

describe("the reception desk's day", () => {
  it('offers vitals for a clinic visit, not for a consultation from home', () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    client.setQueryData([...receptionKeys.appointments, TODAY], {
      success: true,
      result: [
        appointment('a1', 'Rohan Kapoor', 'audio', '10:00'),
        appointment('a2', 'Meera Nair', 'in-person', '12:00'),
      ],
    });
    render(
      <QueryClientProvider client={client}>
        <ClinicToday today={TODAY} />
      </QueryClientProvider>,
    );
    const [audio, clinic] = screen.getAllByRole('listitem');
    expect(within(audio as HTMLElement).queryByRole('button', { name: /Record vitals/ })).toBeNull();
    expect(within(audio as HTMLElement).getByText('From home')).toBeTruthy();
    expect(
      within(clinic as HTMLElement).getByRole('button', { name: /^Record vitals\s*for Meera Nair$/ }),
    ).toBeTruthy();
  });
});
