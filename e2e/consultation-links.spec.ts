// The ways into a consultation and what it leaves behind: 'Video Consultation' and 'Audio Consultation' on a
// doctor's page open the call screen (a signed-out visitor logs in first and comes back; a signed-in patient
// who clicks the server's HTML before it hydrates still lands on the call screen); a booked video
// appointment offers 'Start consultation' from ten minutes before it; after a call the doctor finds it under
// the desk's Consultations and writes the e-prescription there, and the patient sees the consultation with a
// link to it on My Appointments and among their prescriptions.
import { type APIRequestContext, expect, request } from '@playwright/test';
import {
  auth,
  CALL_LAUNCH_OPTIONS,
  CALLER_PASSWORD,
  loginDoctor,
  newCaller,
  openDoctorWeek,
  payConsultation,
  readyToStart,
  ringAndAnswer,
  type Session,
  signedInPage,
} from './call-support.ts';
import { expectNoSeriousA11yViolations, gotoLive, loginViaUi, test } from './support.ts';

test.use({ launchOptions: CALL_LAUNCH_OPTIONS });
test.describe.configure({ mode: 'serial' });

let api: APIRequestContext;
let doctor: Session;
let doctorId: string;
let doctorProfile: { name: string; registrationNumber: string };
let restoreHours: (() => Promise<void>) | undefined;

test.beforeAll(async ({ baseURL }) => {
  api = await request.newContext({ baseURL });
  const signedIn = await loginDoctor(api);
  doctor = signedIn.doctor;
  doctorId = signedIn.doctorId;
  doctorProfile = signedIn.me;
  restoreHours = await openDoctorWeek(api, doctor, signedIn.me);
});

test.afterAll(async () => {
  await restoreHours?.();
  await api.dispose();
});

test("the doctor's page opens the call screen by video or audio, after a login for a visitor", async ({
  browser,
}) => {
  const patient = await newCaller(api, 'Lakshmi Iyer');
  const page = await signedInPage(browser, patient, { width: 390 });
  await gotoLive(page, `/doctor-details/${doctorId}`);
  await page.getByRole('link', { name: 'Video Consultation' }).click();
  await expect(page).toHaveURL(`/video-call/${doctorId}/${patient.user.id}?type=video`);
  await readyToStart(page);
  await expect(page.getByTestId('call-type')).toHaveText('Video Consultation');
  await expect(page.getByTestId('call-with')).toHaveText(`Dr. ${doctorProfile.name}`);
  await expect(page.getByText(`Reg. No. ${doctorProfile.registrationNumber}`)).toBeVisible();

  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('link', { name: 'Audio Consultation' }).click();
  await expect(page).toHaveURL(`/video-call/${doctorId}/${patient.user.id}?type=audio`);
  await expect(page.getByTestId('call-type')).toHaveText('Audio Consultation');
  // Consult now is paid when it starts: the button says how much.
  await expect(page.getByRole('button', { name: /^Pay ₹[\d,]+ and start audio call$/ })).toBeVisible();
  await page.context().close();

  // A visitor logs in first and lands on the call screen.
  const visitor = await browser.newPage();
  await gotoLive(visitor, `/doctor-details/${doctorId}`);
  await visitor.getByRole('link', { name: 'Video Consultation' }).click();
  await expect(visitor).toHaveURL('/login');
  await loginViaUi(visitor, patient.user.email, CALLER_PASSWORD);
  await expect(visitor).toHaveURL(`/video-call/${doctorId}/${patient.user.id}?type=video`);
  await expect(visitor.getByRole('heading', { name: 'Ready to Connect' })).toBeVisible();
  await expect(visitor.getByText(`Reg. No. ${doctorProfile.registrationNumber}`)).toBeVisible();
  await visitor.context().close();
});

test('a signed-in patient who clicks Video Consultation before the page hydrates lands on the call screen', async ({
  browser,
}) => {
  const patient = await newCaller(api, 'Farah Khan');
  const page = await signedInPage(browser, patient, { width: 390 });
  // Hold the app's scripts back: until released, the server's HTML (rendered signed out) is all there is.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  // Module scripts hold DOMContentLoaded back, so wait for the HTML, not for the document to be 'ready'.
  await page.goto(`/doctor-details/${doctorId}`, { waitUntil: 'commit' });
  const link = page.getByRole('link', { name: 'Video Consultation' });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', `/video-call/${doctorId}/me?type=video`);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  await link.click();
  release();
  await expect(page).toHaveURL(`/video-call/${doctorId}/${patient.user.id}?type=video`);
  await expect(page.getByTestId('call-type')).toHaveText('Video Consultation');
  await expect(page.getByTestId('call-with')).toHaveText(`Dr. ${doctorProfile.name}`);
  await page.context().close();
});

test("a booked video appointment: 'You can join from' before its window, then 'Start consultation'", async ({
  browser,
}) => {
  const patient = await newCaller(api, 'Rahul Verma');
  const slots = (await (await api.get(`/api/v1/doctors/${doctorId}/slots`)).json()).result;
  const slot = slots.days
    .flatMap((d: { slots: { status: string; startsAt: string }[] }) => d.slots)
    .find((s: { status: string }) => s.status === 'available');
  const booked = await api.post('/api/v1/bookings/book/appointment', {
    headers: auth(patient.token),
    data: { doctorId, startsAt: slot.startsAt, consultationType: 'video', reason: 'Skin rash' },
  });
  expect(booked.status()).toBe(201);
  const startsAt = Date.parse(slot.startsAt);
  // Paid before the call (docs/product-rules.md#payments): through the Razorpay stand-in, as its Checkout would.
  await payConsultation(api, patient.token, (await booked.json()).result.id);

  // Half an hour before: not yet.
  const early = await signedInPage(browser, patient);
  await early.clock.setFixedTime(startsAt - 30 * 60_000);
  await early.goto('/my-appointments');
  const card = early.getByRole('article').filter({ hasText: 'Video consultation with Dr.' });
  // With the date when the window opens the day before (a slot at midnight in India, the first free one
  // when the tests run late in the evening there).
  await expect(
    card.getByText(/^You can join from \d{1,2}:\d{2} (AM|PM)( on \w{3}, \d{1,2} \w{3,4} \d{4})?$/),
  ).toBeVisible();
  await expect(card.getByRole('link', { name: 'Start consultation' })).toHaveCount(0);
  // Paid online: its receipt downloads from the card.
  const download = early.waitForEvent('download');
  await card.getByRole('button', { name: 'Download receipt' }).click();
  expect((await download).suggestedFilename()).toMatch(/^arogya-receipt-.+\.pdf$/);
  await early.context().close();

  // Five minutes before: the call screen, for this appointment.
  const page = await signedInPage(browser, patient, { width: 390 });
  await page.clock.setFixedTime(startsAt - 5 * 60_000);
  await page.goto('/my-appointments');
  await page
    .getByRole('article')
    .filter({ hasText: 'Video consultation with Dr.' })
    .getByRole('link', { name: 'Start consultation' })
    .click();
  await expect(page).toHaveURL(`/video-call/${doctorId}/${patient.user.id}?type=video`);
  await expect(page.getByRole('heading', { name: 'Ready to Connect' })).toBeVisible();
  await expect(page.getByTestId('call-with')).toHaveText(`Dr. ${doctorProfile.name}`);
  await page.context().close();
});

test('after a call the desk lists it and the doctor writes the e-prescription there; the patient finds it', async ({
  browser,
}) => {
  const patient = await newCaller(api, 'Divya Menon');
  const patientPage = await signedInPage(browser, patient);
  const doctorPage = await signedInPage(browser, doctor, { width: 390 });
  await doctorPage.goto('/doctor-desk');

  // Before any call: the patient's Consultations are empty.
  await patientPage.goto('/my-appointments');
  const consultations = patientPage.getByRole('region', { name: 'Consultations' });
  await expect(consultations.getByRole('heading', { name: 'No consultations yet' })).toBeVisible();

  await gotoLive(patientPage, `/doctor-details/${doctorId}`);
  await patientPage.getByRole('link', { name: 'Video Consultation' }).click();
  await readyToStart(patientPage);
  // Consult now: the fee is named, and Start pays it in Checkout before the call rings.
  await expect(patientPage.getByTestId('consult-now-fee')).toContainText(/Consultation fee ₹[\d,]+/);
  await ringAndAnswer(patientPage, doctorPage, 'video', 'Divya Menon', { payInCheckout: true });
  await patientPage.getByRole('button', { name: 'End call' }).click();
  await expect(patientPage.getByTestId('call-notice')).toHaveText('The call has ended.');
  await expect(doctorPage.getByTestId('call-notice')).toHaveText('The call has ended.');

  // The desk's Consultations: completed, with the e-prescription still to write.
  await doctorPage.goto('/doctor-desk');
  await doctorPage.getByRole('tab', { name: 'Consultations' }).click();
  const record = doctorPage.getByTestId('consultation-record').filter({ hasText: 'Divya Menon' });
  await expect(record).toContainText('Completed');
  await expect(record).toContainText('Video consultation');
  await record.getByRole('link', { name: 'Write e-prescription' }).click();
  await expect(doctorPage.getByRole('heading', { name: 'Consultation with Divya Menon' })).toBeVisible();
  const form = doctorPage.getByRole('region', { name: 'Write e-prescription' });
  await form.getByLabel('Diagnosis').fill('Allergic rhinitis');
  await form.getByLabel('Find a medicine').fill('cetirizine');
  await form.getByRole('button', { name: /^Add / }).first().click();
  await form.getByLabel('Frequency').fill('0-0-1 after food');
  await form.getByRole('button', { name: 'Issue e-prescription' }).click();
  await expect(doctorPage.getByTestId('e-prescription-issued')).toBeVisible();
  await doctorPage.getByRole('link', { name: 'Back to consultations' }).click();
  await expect(record.getByRole('link', { name: 'View e-prescription' })).toBeVisible();
  await expect(record.getByRole('link', { name: 'Write e-prescription' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(doctorPage);

  // The patient: the consultation on My Appointments, and the e-prescription among their prescriptions.
  await patientPage.goto('/my-appointments');
  const entry = consultations.getByTestId('consultation-record').first();
  await expect(entry).toContainText(`Dr. ${doctorProfile.name}`);
  await expect(entry).toContainText('Completed');
  await expect(entry).toContainText(/Duration\s*\d+ (sec|min)/);
  await expectNoSeriousA11yViolations(patientPage);
  await entry.getByRole('link', { name: 'View e-prescription' }).click();
  await expect(
    patientPage.getByRole('heading', { name: 'e-Prescription via teleconsultation (video consultation)' }),
  ).toBeVisible();
  await expect(patientPage.getByTestId('e-prescription')).toContainText('0-0-1 after food');

  await patientPage.goto('/prescriptions');
  const rx = patientPage.getByRole('listitem').filter({ hasText: '(via teleconsultation)' });
  await expect(rx).toContainText(`Registration no. ${doctorProfile.registrationNumber}`);
  await rx.getByRole('link', { name: /View e-prescription/ }).click();
  await expect(patientPage).toHaveURL(/\/e-prescriptions\/[^/]+$/);
  await expect(patientPage.getByTestId('e-prescription')).toContainText('Allergic rhinitis');
  await patientPage.context().close();
  await doctorPage.context().close();
});
