// Helpers for journeys with video and audio calls (calls.spec.ts, consultation-links.spec.ts): Chromium with
// a fake camera and microphone, the demo doctor's week opened for calls, patients registered through the
// API, signed-in browser contexts, and a full ring-and-answer.
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from '../playwright.config.ts';
import { apiSignIn, verifyContacts } from './sign-in-codes.ts';

export const CALL_LAUNCH_OPTIONS = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    ...CHROMIUM_ARGS,
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    '--allow-loopback-in-peer-connection',
    '--autoplay-policy=no-user-gesture-required',
  ],
};

export const DEMO_PASSWORD = 'Arogya@2026';
export const CALLER_PASSWORD = 'a-good-long-password';
export type Session = { token: string; user: { id: string; name: string; email: string } };
type ScheduleEntry = { weekday: number; start: string; end: string; slotMinutes: number };

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

export async function loginDoctor(api: APIRequestContext) {
  const doctor: Session = await apiSignIn(api, 'doctor@arogya.in', DEMO_PASSWORD);
  const me = (await (await api.get('/api/v1/doctors/me', { headers: auth(doctor.token) })).json()).result;
  return { doctor, doctorId: me.id as string, me };
}

/** Calls reach a doctor only in working hours: opens the demo doctor's whole week; returns what puts the
 * real hours back (other journeys book this doctor's slots). */
export async function openDoctorWeek(
  api: APIRequestContext,
  doctor: Session,
  me: { schedule: ScheduleEntry[]; doctorId: { bookingBeforeTime: number } },
) {
  const saved = {
    schedule: me.schedule.map((s) => ({
      weekday: s.weekday,
      start: s.start,
      end: s.end,
      slotMinutes: s.slotMinutes,
    })),
    bookingBeforeTime: me.doctorId.bookingBeforeTime,
  };
  const week = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
    weekday,
    start: '00:00',
    end: '24:00',
    slotMinutes: 60,
  }));
  const opened = await api.put('/api/v1/doctors/me/schedule', {
    headers: auth(doctor.token),
    data: { schedule: week },
  });
  expect(opened.ok()).toBe(true);
  return async () => {
    await api.put('/api/v1/doctors/me/schedule', { headers: auth(doctor.token), data: saved });
  };
}

let counter = 0;
/**
 * A new patient registered through the API (password CALLER_PASSWORD), with the number and the e-mail
 * verified as a person does it (the code and the link from the stand-ins): messages go only to verified
 * contacts.
 */
export async function newCaller(api: APIRequestContext, name = 'Meera Pillai'): Promise<Session> {
  counter += 1;
  const n = `${Date.now() % 1e6}${counter}`;
  const contacts = {
    email: `caller.${n}@example.in`,
    phone: `9${String(Date.now()).slice(-5)}${String(counter).padStart(4, '0')}`,
  };
  const res = await api.post('/api/v1/users/register', {
    data: { name, ...contacts, password: CALLER_PASSWORD, consent: true },
  });
  expect(res.status()).toBe(201);
  const session: Session = await res.json();
  await verifyContacts(api, session.token, contacts);
  return session;
}

/** A page already signed in as this session (as if the user had logged in in that browser). */
export async function signedInPage(
  browser: Browser,
  session: Session,
  options: { noWebRtc?: boolean; width?: number } = {},
) {
  const context = await browser.newContext({ viewport: { width: options.width ?? 1280, height: 800 } });
  await context.addInitScript(
    ([token, user, noWebRtc]) => {
      if (!sessionStorage.getItem('e2e-signed-in')) {
        localStorage.setItem('arogya_token', token);
        localStorage.setItem('arogya_user_data', user);
        sessionStorage.setItem('e2e-signed-in', '1');
      }
      if (noWebRtc) {
        // A browser without WebRTC.
        Reflect.deleteProperty(window, 'RTCPeerConnection');
        Reflect.deleteProperty(window, 'webkitRTCPeerConnection');
      }
    },
    [session.token, JSON.stringify(session.user), Boolean(options.noWebRtc)] as const,
  );
  return context.newPage();
}

/** On the call screen: waits for 'Ready to Connect' and ticks the one-time consent when it is asked. */
export async function readyToStart(page: Page) {
  await expect(page.getByRole('heading', { name: 'Ready to Connect' })).toBeVisible();
  // The consent is asked once: wait until the page knows whether it is needed.
  // 'Pay ₹… and start video call' when Start also pays a consult-now consultation.
  const start = page.getByRole('button', {
    name: /^(Start (Video|Audio) Call|Pay ₹[\d,]+ and start (video|audio) call)$/,
    disabled: false,
  });
  const notice = page.getByTestId('consent-notice');
  await expect(start.or(notice)).toBeVisible();
  if (await notice.isVisible()) await notice.getByRole('checkbox').check();
  await expect(start).toBeVisible();
}

/** Both sides connected: the dot says so and the other side's picture (or sound) is playing. */
export async function connected(page: Page, type: 'video' | 'audio') {
  await page.waitForFunction(
    (kind) => {
      const status = document.querySelector('[data-testid="connection-status"]');
      if (status?.getAttribute('data-connected') !== 'true') return false;
      if (kind === 'audio') return Boolean(document.querySelector('[data-testid="audio-connected"]'));
      const video = document.querySelector<HTMLVideoElement>('[data-testid="remote-video"]');
      return Boolean(video && video.videoWidth > 0 && video.readyState >= 2);
    },
    type,
    { timeout: 20_000, polling: 20 },
  );
}

/** The patient presses Start, the doctor (on the desk) accepts the ring; returns the milliseconds until
 * both sides are connected. */
export async function ringAndAnswer(
  patientPage: Page,
  doctorPage: Page,
  type: 'video' | 'audio',
  patientName: string,
  options: { payInCheckout?: boolean } = {},
) {
  const started = Date.now();
  // "Consult now" is paid before the call rings (docs/product-rules.md#payments): the button says how much,
  // and the stand-in's Checkout takes it.
  await patientPage
    .getByRole('button', {
      name: options.payInCheckout
        ? new RegExp(`^Pay ₹[\\d,]+ and start ${type} call$`)
        : type === 'video'
          ? 'Start Video Call'
          : 'Start Audio Call',
    })
    .click();
  if (options.payInCheckout) {
    await patientPage
      .getByRole('dialog', { name: 'Razorpay test checkout' })
      .getByRole('button', { name: 'Pay by UPI' })
      .click();
  }
  const ring = doctorPage.getByTestId('incoming-call');
  // The doctor's desk may still be opening its notification socket on a busy machine.
  await expect(ring).toBeVisible({ timeout: 20_000 });
  await expect(ring.getByTestId('incoming-patient')).toHaveText(patientName);
  await ring.getByRole('button', { name: 'Accept' }).click();
  await Promise.all([connected(patientPage, type), connected(doctorPage, type)]);
  return Date.now() - started;
}

/** Pays a consultation as the stand-in's Checkout does: start, the stand-in pays, the server verifies. */
export async function payConsultation(api: APIRequestContext, token: string, id: string) {
  const started = await api.post('/api/v1/payments', {
    headers: { ...auth(token), 'idempotency-key': `e2e-${id}` },
    data: { kind: 'appointment', id },
  });
  expect(started.status()).toBe(201);
  const session = (await started.json()).result;
  const paid = await api.post(new URL('/checkout/pay', session.checkoutUrl).toString(), {
    data: { order_id: session.razorpayOrderId, method: 'upi' },
  });
  expect(paid.ok()).toBe(true);
  const verified = await api.post('/api/v1/payments/razorpay/verify', {
    headers: auth(token),
    data: await paid.json(),
  });
  expect(verified.status()).toBe(200);
}

/**
 * "Consult now" booked and paid through the API, as the call screen would before ringing (the e2e server
 * takes online payment, so a call without a paid consultation is refused); the screen's Start then finds it
 * open and paid and rings at once.
 */
export async function paidConsultNow(
  api: APIRequestContext,
  patient: Session,
  doctorId: string,
  type: 'video' | 'audio',
) {
  const booked = await api.post('/api/v1/bookings/instant', {
    headers: auth(patient.token),
    data: { doctorId, consultationType: type },
  });
  expect(booked.status()).toBe(201);
  const consultation = (await booked.json()).result as { id: string; paymentStatus: string };
  if (consultation.paymentStatus === 'awaiting_payment') {
    await payConsultation(api, patient.token, consultation.id);
  }
  return consultation.id;
}

/**
 * A video or audio appointment of this patient in the doctor's first free slot, paid through the stand-in:
 * with ten-minute slots bookable at once (onboardCallingDoctor), its call can start now.
 */
export async function bookPaidAppointmentNow(
  api: APIRequestContext,
  patient: Session,
  doctorId: string,
  type: 'video' | 'audio',
  reason: string,
) {
  const slots = (await (await api.get(`/api/v1/doctors/${doctorId}/slots`)).json()).result;
  const slot = slots.days
    .flatMap((d: { slots: { status: string; startsAt: string }[] }) => d.slots)
    .find((s: { status: string }) => s.status === 'available');
  expect(Date.parse(slot.startsAt) - Date.now()).toBeLessThanOrEqual(10 * 60_000);
  const booked = await api.post('/api/v1/bookings/book/appointment', {
    headers: auth(patient.token),
    data: { doctorId, startsAt: slot.startsAt, consultationType: type, reason },
  });
  expect(booked.status()).toBe(201);
  const id = (await booked.json()).result.id as string;
  await payConsultation(api, patient.token, id);
  return id;
}

let onboarded = 0;
/**
 * A doctor of the demo clinic (the demo receptionist's) who takes video and audio calls, onboarded and
 * checked by the demo admin through the API, with ten-minute slots bookable at once every day: its first
 * free slot starts within ten minutes, so a consultation booked in it can be called at once. One per
 * journey, so each has that slot to itself.
 */
export async function onboardCallingDoctor(api: APIRequestContext, firstName: string) {
  onboarded += 1;
  const n = `${Date.now() % 1e7}${onboarded}`;
  const admin: Session = await apiSignIn(api, 'admin@arogya.in', DEMO_PASSWORD);
  const options = (
    await (await api.get('/api/v1/admin/doctors/options', { headers: auth(admin.token) })).json()
  ).result as { specialties: { id: string; name: string }[]; clinics: { id: string }[] };
  const specialty = options.specialties.find((s) => s.name === 'General Physician') ?? options.specialties[0];
  const email = `${firstName.toLowerCase()}.${n}@example.in`;
  const mobile = `98${String(Date.now()).slice(-6)}${String(onboarded % 100).padStart(2, '0')}`;
  const surname = `Rao${n.replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? '')}`;
  const created = await api.post('/api/v1/admin/doctors', {
    headers: auth(admin.token),
    data: {
      name: `${firstName} ${surname}`,
      email,
      mobile,
      gender: 'female',
      dob: '1985-06-12',
      specialtyId: specialty?.id,
      clinicId: 'cln_001',
      qualification: 'MBBS, MD (General Medicine)',
      experienceYears: 10,
      feePaise: 50_000,
      languages: ['English', 'Hindi'],
      consultationTypes: ['in-person', 'video', 'audio'],
      registrationNumber: `KMC-${n}`,
      registrationCouncil: 'Karnataka Medical Council',
      registrationYear: 2010,
      about: 'General physician who sees families for fevers, diabetes and blood pressure, also by call.',
      hours: {
        schedule: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
          weekday,
          start: '00:00',
          end: '24:00',
          slotMinutes: 10,
        })),
        bookingBeforeTime: 0,
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { doctorId, temporaryPassword } = (await created.json()).result;
  const verified = await api.post(`/api/v1/admin/doctors/${doctorId}/verify`, { headers: auth(admin.token) });
  expect(verified.ok()).toBe(true);
  // Its first sign-in: the temporary password, then the code to the number the admin gave (now verified).
  const session: Session = await apiSignIn(api, email, temporaryPassword, mobile);
  return { doctor: session, doctorId: doctorId as string, name: `${firstName} ${surname}` };
}
