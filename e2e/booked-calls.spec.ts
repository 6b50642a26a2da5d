// A booked video or audio consultation by call, between two browsers with a fake camera and microphone: once
// its call was answered and has ended it is completed on every screen (My Appointments, the home dashboard,
// the doctor's desk, the reception desk), and the doctor lands back on the desk's own pages, not the patient
// site; the doctor can start the call from the desk, ringing the patient, who consents and answers on the
// card; 'Go on duty' turns the desk's call alerts on, and a ring while the tab is hidden shows a browser
// notification (Notification stubbed: a headless browser shows none).
import { type APIRequestContext, expect, type Page, request } from '@playwright/test';
import {
  auth,
  bookPaidAppointmentNow,
  CALL_LAUNCH_OPTIONS,
  connected,
  DEMO_PASSWORD,
  newCaller,
  onboardCallingDoctor,
  paidConsultNow,
  readyToStart,
  ringAndAnswer,
  type Session,
  signedInPage,
} from './call-support.ts';
import { apiSignIn } from './sign-in-codes.ts';
import { expectNoSeriousA11yViolations, test } from './support.ts';

test.use({ launchOptions: CALL_LAUNCH_OPTIONS });
test.describe.configure({ mode: 'serial' });

let api: APIRequestContext;

test.beforeAll(async ({ baseURL }) => {
  api = await request.newContext({ baseURL });
});

test.afterAll(async () => {
  await api.dispose();
});

/** The demo receptionist (the demo doctor's clinic), signed in through the API. */
async function receptionSession(): Promise<Session> {
  return apiSignIn(api, 'reception@arogya.in', DEMO_PASSWORD);
}

/** The doctor's staff layout: the desk links, and no patient footer. */
async function onStaffLayout(page: Page) {
  await expect(page.getByRole('navigation', { name: 'Staff' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
}

test("a booked video consultation: its call answered and ended completes it on every screen; the doctor lands on the desk's consultation page", async ({
  browser,
}) => {
  const { doctor, doctorId } = await onboardCallingDoctor(api, 'Shalini');
  const patient = await newCaller(api, 'Ishaan Kulkarni');
  await bookPaidAppointmentNow(api, patient, doctorId, 'video', 'Sore throat');
  const patientPage = await signedInPage(browser, patient, { width: 390 });
  const doctorPage = await signedInPage(browser, doctor);
  await doctorPage.goto('/doctor-desk');

  // Before the call: the dashboard offers Join, My Appointments 'Start consultation'.
  await patientPage.goto('/');
  await expect(patientPage.getByRole('link', { name: 'Join' })).toBeVisible();
  await patientPage.goto('/my-appointments');
  const card = patientPage.getByRole('article').filter({ hasText: 'Video consultation with Dr.' });
  await card.getByRole('link', { name: 'Start consultation' }).click();
  await readyToStart(patientPage);
  await ringAndAnswer(patientPage, doctorPage, 'video', 'Ishaan Kulkarni');
  await patientPage.getByRole('button', { name: 'End call' }).click();
  await expect(patientPage.getByTestId('call-notice')).toHaveText('The call has ended.');

  // The doctor is back on the desk's pages: the consultation, its e-prescription to write.
  await expect(doctorPage).toHaveURL(/\/consultations\/[^/]+\/e-prescription$/);
  await expect(doctorPage.getByTestId('call-notice')).toHaveText('The call has ended.');
  await expect(doctorPage.getByRole('heading', { name: 'Consultation with Ishaan Kulkarni' })).toBeVisible();
  await expect(doctorPage.getByRole('region', { name: 'Write e-prescription' })).toBeVisible();
  await onStaffLayout(doctorPage);

  // The patient: completed, nothing to join any more.
  await patientPage.goto('/my-appointments');
  await expect(card.getByText('Completed', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Start consultation' })).toHaveCount(0);
  await patientPage.goto('/');
  await expect(patientPage.getByRole('heading', { name: 'Your next appointment' })).toHaveCount(0);
  await expect(patientPage.getByRole('link', { name: 'Join' })).toHaveCount(0);

  // The doctor's desk: completed by the call, and its notes can still be added.
  await doctorPage.getByRole('link', { name: 'Add your consultation notes' }).click();
  const visit = doctorPage.getByRole('article').filter({ hasText: 'Ishaan Kulkarni' });
  await expect(visit.getByText('Completed', { exact: true })).toBeVisible();
  await expect(visit.getByRole('button', { name: 'Mark completed' })).toHaveCount(0);
  await visit.getByRole('button', { name: 'Add notes' }).click();
  const dialog = doctorPage.getByRole('dialog', { name: 'Add consultation notes' });
  await dialog.getByLabel('Consultation notes').fill('Pharyngitis. Warm saline gargles; review if fever.');
  await dialog.getByRole('button', { name: 'Save notes' }).click();
  await expect(doctorPage.getByText('Consultation notes saved')).toBeVisible();
  await expect(visit.getByRole('button', { name: 'Add notes' })).toHaveCount(0);

  // The reception desk of the clinic: completed too.
  const reception = await signedInPage(browser, await receptionSession());
  await reception.goto('/reception');
  const row = reception.getByRole('listitem').filter({ hasText: 'Ishaan Kulkarni' });
  await expect(row.getByText('Completed', { exact: true })).toBeVisible();
  await reception.context().close();
  await patientPage.context().close();
  await doctorPage.context().close();
});

test('the doctor starts the call from the desk: the patient consents and answers on the ring; hanging up lands the doctor on the desk', async ({
  browser,
}) => {
  const { doctor, doctorId } = await onboardCallingDoctor(api, 'Vandana');
  const patient = await newCaller(api, 'Pooja Hegde');
  const id = await bookPaidAppointmentNow(api, patient, doctorId, 'audio', 'Follow-up of thyroid report');
  const patientPage = await signedInPage(browser, patient, { width: 390 });
  const doctorPage = await signedInPage(browser, doctor, { width: 390 });
  await patientPage.goto('/my-appointments');
  await doctorPage.goto('/doctor-desk');

  const visit = doctorPage.getByRole('article').filter({ hasText: 'Pooja Hegde' });
  await visit.getByRole('button', { name: 'Start audio call' }).click();
  await expect(doctorPage).toHaveURL(
    new RegExp(`/doctor-desk/call/${doctorId}/${patient.user.id}\\?type=audio$`),
  );
  await onStaffLayout(doctorPage);
  await expect(doctorPage.getByTestId('call-status')).toHaveText('Calling Pooja Hegde...');

  // The patient's ring: who calls, and the consent a call the doctor starts needs, asked first.
  const ring = patientPage.getByTestId('incoming-call');
  await expect(ring).toBeVisible({ timeout: 20_000 });
  await expect(ring.getByTestId('incoming-patient')).toHaveText(/^Dr\. /);
  await expect(ring).toContainText('your audio consultation');
  await expectNoSeriousA11yViolations(patientPage);
  const answer = ring.getByRole('button', { name: 'Accept' });
  await expect(answer).toBeDisabled();
  await ring.getByTestId('consent-notice').getByRole('checkbox').check();
  await answer.click();
  await Promise.all([connected(patientPage, 'audio'), connected(doctorPage, 'audio')]);
  const consent = (await (await api.get('/api/v1/calls/consent', { headers: auth(patient.token) })).json())
    .result;
  expect(consent.given).toBe(true);

  await doctorPage.getByRole('button', { name: 'End call' }).click();
  await expect(patientPage.getByTestId('call-notice')).toHaveText('The call has ended.');
  await expect(doctorPage).toHaveURL(/\/consultations\/[^/]+\/e-prescription$/);
  await onStaffLayout(doctorPage);
  const appointment = (
    await (await api.get(`/api/v1/bookings/booking/${id}`, { headers: auth(patient.token) })).json()
  ).result;
  expect(appointment.status).toBe('completed');
  await patientPage.context().close();
  await doctorPage.context().close();
});

test('a ring the patient declines leaves the appointment booked; the doctor is back on the desk, told so', async ({
  browser,
}) => {
  const { doctor, doctorId } = await onboardCallingDoctor(api, 'Farida');
  const patient = await newCaller(api, 'Karan Malhotra');
  const id = await bookPaidAppointmentNow(api, patient, doctorId, 'video', 'Back pain');
  await api.post('/api/v1/calls/consent', {
    headers: auth(patient.token),
    data: { accept: true, version: 'tpg-2020-v1' },
  });
  const patientPage = await signedInPage(browser, patient);
  const doctorPage = await signedInPage(browser, doctor);
  await patientPage.goto('/my-appointments');
  await doctorPage.goto('/doctor-desk');
  await doctorPage
    .getByRole('article')
    .filter({ hasText: 'Karan Malhotra' })
    .getByRole('button', { name: 'Start video call' })
    .click();
  const ring = patientPage.getByTestId('incoming-call');
  await expect(ring).toBeVisible({ timeout: 20_000 });
  // Consent given before: nothing to tick.
  await expect(ring.getByTestId('consent-notice')).toHaveCount(0);
  await ring.getByRole('button', { name: 'Decline' }).click();
  await expect(doctorPage).toHaveURL(/\/doctor-desk$/);
  await expect(doctorPage.getByTestId('call-notice')).toHaveText(
    'Karan Malhotra cannot take the call right now.',
  );
  await onStaffLayout(doctorPage);
  const appointment = (
    await (await api.get(`/api/v1/bookings/booking/${id}`, { headers: auth(patient.token) })).json()
  ).result;
  expect(appointment.status).toBe('booked');
  await patientPage.context().close();
  await doctorPage.context().close();
});

test("'Go on duty' turns on the desk's call alerts; a ring while the tab is hidden shows a browser notification", async ({
  browser,
}) => {
  const { doctor, doctorId } = await onboardCallingDoctor(api, 'Lavanya');
  const doctorPage = await signedInPage(browser, doctor);
  // A headless browser shows no notifications and cannot hide a tab: both are stood in for here.
  await doctorPage.addInitScript(() => {
    const w = window as unknown as {
      __notifications: { title: string; body?: string }[];
      __permissionAsked: number;
      __hidden: boolean;
    };
    w.__notifications = [];
    w.__permissionAsked = 0;
    w.__hidden = false;
    let permission: NotificationPermission = 'default';
    class StubNotification {
      static get permission() {
        return permission;
      }
      static async requestPermission() {
        w.__permissionAsked += 1;
        permission = 'granted';
        return permission;
      }
      onclick: (() => void) | null = null;
      constructor(title: string, options?: NotificationOptions) {
        w.__notifications.push({ title, body: options?.body });
      }
      close() {}
    }
    Object.defineProperty(window, 'Notification', { value: StubNotification, configurable: true });
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => (w.__hidden ? 'hidden' : 'visible'),
    });
  });
  await doctorPage.goto('/doctor-desk');
  await expect(doctorPage.getByTestId('on-duty')).toHaveCount(0);
  await doctorPage.getByRole('button', { name: 'Go on duty' }).click();
  const duty = doctorPage.getByTestId('on-duty');
  await expect(duty).toContainText('Incoming calls ring on this page.');
  await expect(duty).toContainText(
    'A call also shows as a notification while this tab is in the background.',
  );
  await expect(doctorPage.getByRole('button', { name: 'Go on duty' })).toHaveCount(0);
  expect(
    await doctorPage.evaluate(() => (window as unknown as { __permissionAsked: number }).__permissionAsked),
  ).toBe(1);
  await expectNoSeriousA11yViolations(doctorPage);

  // The tab goes to the background; a patient rings.
  await doctorPage.evaluate(() => {
    (window as unknown as { __hidden: boolean }).__hidden = true;
    document.dispatchEvent(new Event('visibilitychange'));
  });
  const patient = await newCaller(api, 'Tara Sethi');
  await paidConsultNow(api, patient, doctorId, 'video');
  const patientPage = await signedInPage(browser, patient);
  await patientPage.goto(`/video-call/${doctorId}/${patient.user.id}?type=video`);
  await readyToStart(patientPage);
  await patientPage.getByRole('button', { name: 'Start Video Call' }).click();
  await expect(doctorPage.getByTestId('incoming-call')).toBeVisible({ timeout: 20_000 });
  await expect
    .poll(() =>
      doctorPage.evaluate(() => (window as unknown as { __notifications: unknown[] }).__notifications),
    )
    .toEqual([{ title: 'Incoming video call from Tara Sethi', body: 'No reason given' }]);
  await doctorPage.getByTestId('incoming-call').getByRole('button', { name: 'Decline' }).click();
  await patientPage.context().close();
  await doctorPage.context().close();
});
