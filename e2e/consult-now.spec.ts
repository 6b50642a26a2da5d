// Consult now with two browsers (docs/product-rules.md#consult-now): a doctor turns 'Available for instant
// consultations' on at the desk; a patient starts from the home page, chooses the specialty, describes the
// problem, pays in the stand-in's Checkout and waits; the desk rings with the patient's age, sex and problem;
// the doctor accepts and both are in the call (Chromium's fake camera and microphone). Then the unanswered
// path: nobody online, 'keep waiting or cancel', and the automatic full refund (the e2e server shortens the
// product's 10 and 20 minutes to 1 and 2, scripts/e2e-server.mjs). Each page it changed is looked at in 390
// and 1280 px (.tmp/screens/consult-now-*.png) and checked by axe.
import { mkdirSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, request } from '@playwright/test';
import {
  auth,
  CALL_LAUNCH_OPTIONS,
  connected,
  newCaller,
  onboardCallingDoctor,
  type Session,
  signedInPage,
} from './call-support.ts';
import { apiSignIn } from './sign-in-codes.ts';
import { expectNoSeriousA11yViolations, test } from './support.ts';

test.use({ launchOptions: CALL_LAUNCH_OPTIONS });
test.describe.configure({ mode: 'serial' });

const SCREENS = '.tmp/screens';
mkdirSync(SCREENS, { recursive: true });

let api: APIRequestContext;
let doctor: { doctor: Session; doctorId: string; name: string };

test.beforeAll(async ({ baseURL }) => {
  api = await request.newContext({ baseURL });
  doctor = await onboardCallingDoctor(api, 'Kavya');
});

test.afterAll(async () => {
  await api.dispose();
});

/** The page as it is, at both widths, and axe on it. */
async function look(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `${SCREENS}/consult-now-${name}-${width}.png`, fullPage: true });
    await page.screenshot({ path: `${SCREENS}/consult-now-${name}-${width}-top.png` });
  }
  await expectNoSeriousA11yViolations(page);
}

test('a doctor goes online; a patient consults now, pays in Checkout; the desk rings, the doctor accepts, both are in the call', async ({
  browser,
}) => {
  const doctorPage = await signedInPage(browser, doctor.doctor);
  await doctorPage.goto('/doctor-desk');
  await doctorPage.getByRole('button', { name: 'Go on duty' }).click();
  const toggle = doctorPage.getByRole('switch', { name: 'Available for instant consultations' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(doctorPage.getByTestId('consult-now-switch')).toContainText('Waiting for requests');
  await look(doctorPage, 'desk');

  // Visitors see the doctor 'Online now' and the specialty's count, live.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/consultation/general-physician');
  await expect(visitor.getByTestId('online-count')).toContainText(
    /1 General Physician doctor online now|General Physician doctors online now/,
  );
  await look(visitor, 'specialty');
  await visitor.goto(`/doctor-details/${doctor.doctorId}`);
  await expect(visitor.getByTestId('online-now').first()).toBeVisible();
  await look(visitor, 'doctor');
  await visitor.goto('/doctors/search-results?q=fever');
  await expect(visitor.getByTestId('consult-now-panel')).toBeVisible();
  await look(visitor, 'symptom-search');
  await visitor.goto('/doctors/search');
  await look(visitor, 'specialties');
  await visitor.close();

  const patient = await newCaller(api, 'Nisha Agarwal');
  const patientPage = await signedInPage(browser, patient, { width: 390 });
  await patientPage.goto('/');
  await look(patientPage, 'home');
  await patientPage.getByTestId('home-consult-now').click();
  await expect(patientPage).toHaveURL(/\/consult-now$/);
  // The address changes when the page's code and data are in; the page shows a moment later.
  await expect(patientPage.getByRole('heading', { level: 1, name: 'Consult now' })).toBeVisible();
  await patientPage.getByText('General Physician', { exact: true }).click();
  await patientPage.getByLabel('Your age').fill('29');
  await patientPage.getByLabel('Sex').selectOption('female');
  await patientPage
    .getByLabel('What is the problem?')
    .fill('Fever of 101°F since yesterday evening, with a sore throat and body ache.');
  await patientPage.getByTestId('consent-notice').getByRole('checkbox').check();
  await look(patientPage, 'start');
  await patientPage.getByRole('button', { name: /^Pay ₹[\d,]+ and consult now$/ }).click();
  await patientPage
    .getByRole('dialog', { name: 'Razorpay test checkout' })
    .getByRole('button', { name: 'Pay by UPI' })
    .click();
  await expect(patientPage).toHaveURL(/\/consult-now\/requests\//);

  const ring = doctorPage.getByTestId('consult-offer');
  await expect(ring).toBeVisible({ timeout: 20_000 });
  await expect(ring.getByTestId('offer-patient')).toHaveText('Female, 29 years');
  await expect(ring.getByTestId('offer-problem')).toContainText('sore throat');
  await expect(patientPage.getByTestId('queue-place')).toHaveText('You are next in the queue.');
  await look(patientPage, 'waiting');
  await look(doctorPage, 'offer');
  await ring.getByRole('button', { name: 'Accept' }).click();

  await Promise.all([connected(patientPage, 'video'), connected(doctorPage, 'video')]);
  await expect(doctorPage).toHaveURL(new RegExp(`/doctor-desk/call/${doctor.doctorId}/${patient.user.id}`));
  for (const page of [patientPage, doctorPage])
    await expect(page.getByTestId('participant-count')).toHaveText('2 participants');

  // Afterwards it is a consultation like any other: in My Appointments, instant, with its receipt.
  const mine = await api.get('/api/v1/bookings/booking', { headers: auth(patient.token) });
  const appointments = (await mine.json()).result as { bookedVia: string; paymentStatus: string }[];
  expect(appointments[0]).toMatchObject({ bookedVia: 'instant', paymentStatus: 'paid' });
  await doctorPage.close();
  await patientPage.close();
});

test('nobody answers: the patient may keep waiting or cancel, and is refunded in full at the time', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const patient = await newCaller(api, 'Arvind Menon');
  const page = await signedInPage(browser, patient, { width: 390 });
  await page.goto('/consult-now?specialty=dermatology');
  await expect(page.getByRole('radio', { name: /Dermatology/ })).toBeChecked();
  await page.getByLabel('Your age').fill('41');
  await page.getByLabel('Sex').selectOption('male');
  await page.getByLabel('What is the problem?').fill('An itchy red rash on both forearms for a week.');
  await page.getByTestId('consent-notice').getByRole('checkbox').check();
  await page.getByRole('button', { name: /^Pay ₹[\d,]+ and consult now$/ }).click();
  await page
    .getByRole('dialog', { name: 'Razorpay test checkout' })
    .getByRole('button', { name: 'Pay by UPI' })
    .click();
  await expect(page.getByTestId('wait-estimate')).toContainText('No Dermatology doctor is online right now');

  // After the prompt's time (1 minute here): keep waiting or cancel.
  const ask = page.getByTestId('keep-waiting');
  await expect(ask).toBeVisible({ timeout: 90_000 });
  await look(page, 'keep-waiting');
  await ask.getByRole('button', { name: 'Keep waiting' }).click();
  await expect(ask).toHaveCount(0);

  // At the refund's time (2 minutes here) nobody has accepted: cancelled and refunded in full.
  await expect(page.getByRole('heading', { name: 'No doctor accepted in time' })).toBeVisible({
    timeout: 120_000,
  });
  await expect(page.getByTestId('refund-line')).toContainText(/Refund of ₹[\d,]+: Refund(ed| initiated)/);
  await look(page, 'refunded');

  // The admin sees it among today's refunds of unanswered requests.
  // Staff sign in with the password, then the code sent to their phone.
  const admin = await apiSignIn(api, 'admin@arogya.in', 'Arogya@2026');
  const adminPage = await signedInPage(browser, admin);
  await adminPage.goto('/admin/consult-now');
  await expect(adminPage.getByTestId('consult-figures')).toContainText('Dermatology');
  await look(adminPage, 'admin');
  await page.close();
  await adminPage.close();
});
