// @vitest-environment jsdom
// The booking form's slot messages and the reschedule and cancel dialogs' refusals, message by message: each
// refusal the API sends in English (apps/api/src/modules/appointments/*.ts, modules/payments/*.ts) reads in
// Hindi on a Hindi page (lib/refusal-words.ts) and exactly as the API wrote it on an English page.
import type { Appointment, AppointmentDetail } from '@arogya/contracts/appointments';
import { SLOT_TAKEN_MESSAGE } from '@arogya/contracts/appointments';
import type { DoctorDetail, DoctorSlots } from '@arogya/contracts/doctors';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUnauthorizedHandler } from '../../lib/api-client.ts';
import type { AuthUser } from '../../lib/auth/auth-slice.ts';
import { backToEnglish, inHindi } from '../../lib/i18n/hindi-in-tests.ts';
import { BookingForm } from './components/booking-form.tsx';
import { CancelDialog } from './components/cancel-dialog.tsx';
import { RescheduleDialog } from './components/reschedule-dialog.tsx';

afterAll(() => new Promise((resolve) => setTimeout(resolve, 100)));

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const refusal = (status: number, code: string, message: string) =>
  json(status, { success: false, code, message });
const settle = (ms = 50) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));
const DEVANAGARI = /[\u0900-\u097F]/;

const DAY = '2099-03-02';
const STARTS = '2099-03-02T04:30:00.000Z';
const LATER = '2099-03-02T05:30:00.000Z';
const slot = (startsAt: string, start: string, end: string) => ({
  date: DAY,
  start,
  end,
  startsAt,
  endsAt: startsAt.replace(/T0(\d)/, (_, h: string) => `T0${Number(h) + 1}`),
  status: 'available' as const,
});
const SLOTS: DoctorSlots = {
  doctorId: 'doc_1',
  timeZone: 'Asia/Kolkata',
  bookingBeforeTime: 1,
  consultationTypes: ['in-person', 'video'],
  days: [
    {
      date: DAY,
      weekday: 1,
      day: 'Monday',
      onLeave: false,
      slots: [slot(STARTS, '10:00', '11:00'), slot(LATER, '11:00', '12:00')],
    },
  ],
};
const doctor = {
  id: 'doc_1',
  name: 'Asha Rao',
  feePaise: 50_000,
  consultationTypes: ['in-person', 'video'],
} as unknown as DoctorDetail;
const user = {
  id: 'usr_1',
  name: 'Priya Sharma',
  phone: '9876543210',
  roles: ['patient'],
} as unknown as AuthUser;

/** Answers by path; `book` answers the booking (or the dialog's request). */
function answerWith(book: () => Response, more: Record<string, () => Response> = {}) {
  fetchMock.mockImplementation(async (input) => {
    const path = String(input);
    if (path.includes('/slots')) return json(200, { success: true, result: SLOTS });
    if (path.endsWith('/cart/config')) return json(200, { success: true, result: { onlinePayment: null } });
    if (path.endsWith('/family-members')) return json(200, { success: true, result: { members: [] } });
    if (path.endsWith('/bookings/quote'))
      return json(200, {
        success: true,
        result: { feePaise: 50_000, cardBenefit: null, payablePaise: 50_000 },
      });
    for (const [end, answer] of Object.entries(more)) if (path.endsWith(end)) return answer();
    if (/book\/appointment|cancel-appointment|reschedule-appointment/.test(path)) return book();
    return json(404, { success: false, code: 'NOT_FOUND', message: `No answer for ${path}` });
  });
}

function withClient(element: React.ReactNode) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>{element}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The booking form with the 10:00 slot chosen, submitted; the answer to the booking given. */
async function book(answer: () => Response, onBooked = vi.fn()) {
  answerWith(answer);
  withClient(<BookingForm doctor={doctor} user={user} preset={{ slot: STARTS }} onBooked={onBooked} />);
  await settle(100);
  fireEvent.submit(document.querySelector('form') as HTMLFormElement);
  await settle(100);
  return onBooked;
}

const APPOINTMENT = {
  id: 'apt_1',
  doctor: { id: 'doc_1', name: 'Asha Rao' },
  date: DAY,
  time: '10:00',
  endTime: '11:00',
  startsAt: STARTS,
  status: 'booked',
  consultationType: 'in-person',
  patientName: 'Priya Sharma',
} as unknown as Appointment;

let undoHandler: () => void;
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  undoHandler = setUnauthorizedHandler(() => {});
  // jsdom has no scrolling; the form scrolls the slot section into view with its message.
  HTMLElement.prototype.scrollIntoView = () => {};
  // Nor a dialog's close() (components/ui/dialog.tsx opens it with the 'open' attribute there).
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
afterEach(() => {
  cleanup();
  undoHandler();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  backToEnglish();
});

describe('the booking form’s slot messages on a Hindi page', () => {
  beforeEach(() => inHindi('appointments', 'doctors', 'validation', 'errors'));

  it('says a slot taken in the meantime (409) in Hindi', async () => {
    await book(() => refusal(409, 'CONFLICT', SLOT_TAKEN_MESSAGE));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'यह स्लॉट अभी-अभी बुक हो गया। कृपया कोई दूसरा समय चुनें।',
    );
  });

  it('says another appointment of the patient at that time (409) in Hindi', async () => {
    await book(() => refusal(409, 'CONFLICT', 'You already have another appointment at this time.'));
    expect((await screen.findByRole('alert')).textContent).toBe('इस समय आपका एक और अपॉइंटमेंट पहले से है।');
  });

  it('says a slot in the past, a doctor on leave or booking too late (422) in Hindi', async () => {
    const cases = [
      [
        'That time has already passed. Please pick a later slot.',
        'यह समय निकल चुका है। कृपया बाद का कोई स्लॉट चुनें।',
      ],
      [
        'Dr. Asha Rao is on leave on 2099-03-02. Please pick another day.',
        'डॉ. Asha Rao सोमवार, 2 मार्च 2099 को छुट्टी पर हैं। कृपया कोई और दिन चुनें।',
      ],
      [
        'Dr. Asha Rao takes bookings at least 2 hours in advance. Please pick a later slot.',
        'डॉ. Asha Rao कम से कम 2 घंटे पहले बुकिंग लेते हैं। कृपया बाद का कोई स्लॉट चुनें।',
      ],
      [
        'Dr. Asha Rao has no slot starting at that time. Please pick one of the available slots.',
        'डॉ. Asha Rao का उस समय शुरू होने वाला कोई स्लॉट नहीं है। कृपया खाली स्लॉट में से कोई एक चुनें।',
      ],
      [
        'Dr. Asha Rao does not offer video consultations.',
        'डॉ. Asha Rao परामर्श का यह तरीका नहीं देते: वीडियो परामर्श।',
      ],
    ] as const;
    for (const [english, hindi] of cases) {
      await book(() => refusal(422, 'BUSINESS_RULE', english));
      expect((await screen.findByRole('alert')).textContent).toBe(hindi);
      cleanup();
    }
  });

  it('says why paying online right after booking did not start, in Hindi', async () => {
    const booked = { id: 'apt_1', paymentStatus: 'awaiting_payment' } as unknown as AppointmentDetail;
    answerWith(() => json(201, { success: true, result: booked }), {
      '/api/v1/payments': () =>
        refusal(422, 'BUSINESS_RULE', 'Online payment is not available right now. Please try again later.'),
      '/bookings/booking/apt_1': () => json(200, { success: true, result: booked }),
    });
    const onBooked = vi.fn();
    withClient(<BookingForm doctor={doctor} user={user} preset={{ slot: STARTS }} onBooked={onBooked} />);
    await settle(100);
    fireEvent.submit(document.querySelector('form') as HTMLFormElement);
    await vi.waitFor(() => expect(onBooked).toHaveBeenCalled());
    // A consultation's own words (start-payment.ts NOT_OFFERED), never a medicine order's cash on delivery.
    expect(onBooked.mock.calls[0]?.[1]).toBe('ऑनलाइन भुगतान अभी उपलब्ध नहीं है। कृपया बाद में फिर से कोशिश करें।');
  });
});

describe('the reschedule and cancel dialogs on a Hindi page', () => {
  beforeEach(() => inHindi('appointments', 'doctors', 'validation', 'errors'));

  it('says why an appointment cannot be cancelled, in Hindi', async () => {
    answerWith(() =>
      refusal(422, 'BUSINESS_RULE', 'Appointments can be cancelled up to 1 hour before the start.'),
    );
    withClient(<CancelDialog appointment={APPOINTMENT} onClose={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'अपॉइंटमेंट रद्द करें' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'अपॉइंटमेंट उसके शुरू होने से 1 घंटा पहले तक ही रद्द किया जा सकता है।',
    );
  });

  it('says why an appointment cannot be moved, in Hindi', async () => {
    for (const [english, hindi] of [
      [
        'An appointment can be rescheduled at most 2 times.',
        'एक अपॉइंटमेंट का समय ज़्यादा से ज़्यादा 2 बार बदला जा सकता है।',
      ],
      [SLOT_TAKEN_MESSAGE, 'यह स्लॉट अभी-अभी बुक हो गया। कृपया कोई दूसरा समय चुनें।'],
    ] as const) {
      answerWith(() => refusal(english === SLOT_TAKEN_MESSAGE ? 409 : 422, 'BUSINESS_RULE', english));
      withClient(<RescheduleDialog appointment={APPOINTMENT} onClose={() => {}} />);
      await settle(100);
      fireEvent.click(await screen.findByRole('button', { name: /11:00/ }));
      fireEvent.click(screen.getByRole('button', { name: /पर ले जाएँ$/ }));
      expect((await screen.findByRole('alert')).textContent).toBe(hindi);
      cleanup();
    }
  });
});

describe('the same messages on an English page', () => {
  it('keep the API’s exact English', async () => {
    await book(() => refusal(409, 'CONFLICT', SLOT_TAKEN_MESSAGE));
    expect((await screen.findByRole('alert')).textContent).toBe(SLOT_TAKEN_MESSAGE);
    cleanup();
    const past = 'That time has already passed. Please pick a later slot.';
    await book(() => refusal(422, 'BUSINESS_RULE', past));
    expect((await screen.findByRole('alert')).textContent).toBe(past);
    cleanup();
    const cutoff = 'Appointments can be cancelled up to 1 hour before the start.';
    answerWith(() => refusal(422, 'BUSINESS_RULE', cutoff));
    withClient(<CancelDialog appointment={APPOINTMENT} onClose={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel appointment' }));
    expect((await screen.findByRole('alert')).textContent).toBe(cutoff);
    expect(document.body.textContent).not.toMatch(DEVANAGARI);
  });
});
