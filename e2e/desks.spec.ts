import { expect, type Page } from '@playwright/test';
import { apiSignIn } from './sign-in-codes.ts';
import {
  demoVisitDay,
  expectNoSeriousA11yViolations,
  gotoLive,
  loginViaUi,
  newPatient,
  test,
} from './support.ts';

const DEMO_PASSWORD = 'Arogya@2026';

/** Where each account lands after signing in (docs/screens.md#staff-homes). */
const HOMES: Record<string, string> = {
  'doctor@arogya.in': '/doctor-desk',
  'reception@arogya.in': '/reception',
};

async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await loginViaUi(page, email, DEMO_PASSWORD);
  await expect(page).toHaveURL(HOMES[email] ?? '/');
}

async function openFromUserMenu(page: Page, label: string) {
  await page.getByRole('button', { name: /account menu/ }).click();
  // The menu's own link: staff pages also list the desks in the 'Staff' navigation.
  await page.getByRole('link', { name: label }).last().click();
}

/** A name the patient-name rule accepts (letters only), different on every run. */
function uniqueName(): string {
  const letters = Date.now()
    .toString()
    .slice(-6)
    .split('')
    .map((d) => String.fromCharCode(97 + Number(d)))
    .join('');
  return `Ramesh ${letters.charAt(0).toUpperCase()}${letters.slice(1)}`;
}

test('reception books a walk-in and records vitals; the doctor sees it and closes a consultation; the patient reads the summary and reviews', async ({
  browser,
  request,
}) => {
  // Which seeded doctor is the demo doctor account? Ask the API.
  const { token } = await apiSignIn(request, 'doctor@arogya.in', DEMO_PASSWORD);
  const me = await (
    await request.get('/api/v1/doctors/me', { headers: { authorization: `Bearer ${token}` } })
  ).json();
  const doctorId: string = me.result.id;
  const doctorName: string = me.result.name;

  // Reception: a new walk-in, registered on the spot, booked with that doctor, vitals recorded.
  const reception = await (await browser.newContext()).newPage();
  await signIn(reception, 'reception@arogya.in');
  await openFromUserMenu(reception, 'Reception desk');
  await expect(reception.getByRole('heading', { level: 1, name: 'Reception desk' })).toBeVisible();
  await reception.getByRole('tab', { name: 'Book a walk-in' }).click();

  const walkIn = { name: uniqueName(), phone: newPatient().phone };
  await reception.getByLabel("Patient's mobile number").fill(walkIn.phone);
  await reception.getByRole('button', { name: 'Find patient' }).click();
  await expect(reception.getByText(/No patient has the number/)).toBeVisible();
  await reception.getByLabel('Full name').fill(walkIn.name);
  await expect(reception.getByLabel('Mobile number', { exact: true })).toHaveValue(walkIn.phone);
  await reception.getByRole('button', { name: 'Register patient' }).click();
  await expect(reception.getByText('The patient must agree to the privacy notice')).toBeVisible();
  await reception.getByLabel(/agrees to it/).check();
  await reception.getByRole('button', { name: 'Register patient' }).click();

  await expect(reception.getByText(`Patient: ${walkIn.name}`)).toBeVisible();
  await reception.getByLabel('Doctor', { exact: true }).selectOption(doctorId);
  await reception.getByLabel('Consultation type').selectOption('in-person');
  const day = reception.getByRole('group', { name: 'Day' }).getByRole('button', { pressed: true });
  const bookedToday = ((await day.textContent()) ?? '').startsWith('Today');
  await reception.getByRole('list').getByRole('button', { disabled: false }).first().click();
  await reception.getByLabel('Reason for visit (optional)').fill('Headache since morning');
  await reception.getByRole('button', { name: /^Book / }).click();
  await expect(reception.getByText(`Appointment booked for ${walkIn.name}`)).toBeVisible();
  // Its booking number, and the fee to pay at the clinic.
  await expect(reception.getByTestId('booking-number')).toHaveText(/^APT-\d{4}-\d{6,}$/);
  await expect(reception.getByTestId('payment-state')).toHaveText(/^Pay ₹[\d,]+ at the clinic$/);

  // Vitals: the contract's plausible ranges are checked before sending.
  await reception.getByLabel('BP systolic (mmHg)').fill('128');
  await reception.getByLabel('BP diastolic (mmHg)').fill('84');
  await reception.getByLabel('Pulse (beats/min)').fill('76');
  await reception.getByLabel('SpO₂ (%)').fill('140');
  await reception.getByLabel('Temperature (°F)').fill('99.1');
  await reception.getByRole('button', { name: 'Record vitals' }).click();
  await expect(reception.getByText('Must be at most 100 %')).toBeVisible();
  await reception.getByLabel('SpO₂ (%)').fill('98');
  await reception.getByRole('button', { name: 'Record vitals' }).click();
  await expect(reception.getByText(`Vitals recorded for ${walkIn.name}`)).toBeVisible();
  await expect(reception.getByText('128/84 mmHg')).toBeVisible();

  // The doctor's desk lists the walk-in with its reason and vitals; it cannot be closed before it starts.
  const doctor = await (await browser.newContext()).newPage();
  await signIn(doctor, 'doctor@arogya.in');
  await openFromUserMenu(doctor, "Doctor's desk");
  await expect(doctor.getByRole('heading', { level: 1, name: "Doctor's desk" })).toBeVisible();
  await expect(doctor.getByText(`Dr. ${doctorName}`, { exact: false }).first()).toBeVisible();
  await doctor.getByRole('button', { name: bookedToday ? 'Today' : 'Upcoming', exact: true }).click();
  const visit = doctor.getByRole('article').filter({ hasText: walkIn.name });
  await expect(visit).toContainText('Headache since morning');
  await expect(visit).toContainText('Walk-in');
  await visit.getByRole('button', { name: 'Vitals' }).click();
  await expect(visit.getByText('128/84 mmHg')).toBeVisible();
  await expect(visit.getByRole('button', { name: 'Mark completed' })).toBeDisabled();
  await expect(visit.getByText(/Can be closed once it starts/)).toBeVisible();

  // A consultation that has started (seeded: Ananya Iyer, two days before the demo day, 14:00 IST) is closed
  // with notes.
  await doctor.getByRole('button', { name: 'Needs closing', exact: true }).click();
  const started = doctor.getByRole('article').filter({ hasText: 'Ananya Iyer' });
  await started.getByRole('button', { name: 'Mark completed' }).click();
  const complete = doctor.getByRole('dialog', { name: 'Complete consultation' });
  await complete.getByRole('button', { name: 'Complete consultation' }).click();
  await expect(complete.getByText('Write the consultation notes')).toBeVisible();
  const notes = `Viral fever. Paracetamol 650 mg when needed, plenty of fluids. Review in 5 days. (${Date.now()})`;
  await complete.getByLabel('Consultation notes').fill(notes);
  await complete.getByRole('button', { name: 'Complete consultation' }).click();
  await expect(doctor.getByText('Consultation completed')).toBeVisible();
  await expect(started).toHaveCount(0);

  // The patient reads the summary and leaves a review.
  const patient = await (await browser.newContext()).newPage();
  await signIn(patient, 'ananya.iyer@example.com');
  await patient.goto('/my-appointments?filter=completed');
  const done = patient
    .getByRole('article')
    .filter({ hasText: `Dr. ${doctorName}` })
    .filter({ hasText: demoVisitDay('2026-11-21') });
  await done.getByRole('button', { name: 'View Summary' }).click();
  const summary = patient.getByRole('dialog', { name: 'Consultation summary' });
  await expect(summary.getByText(notes)).toBeVisible();
  await patient.keyboard.press('Escape');
  await expect(summary).toBeHidden();

  await done.getByRole('button', { name: 'Leave a review' }).click();
  const review = patient.getByRole('dialog', { name: `Review Dr. ${doctorName}` });
  await review.getByRole('radio', { name: /^4 stars/ }).check();
  await review.getByLabel('Your review (optional)').fill('Clear advice and a quick recovery.');
  await review.getByRole('button', { name: 'Submit review' }).click();
  await expect(patient.getByText('Thank you for your review')).toBeVisible();
  await expect(done.getByText('You reviewed this visit')).toBeVisible();

  await gotoLive(patient, `/doctor-details/${doctorId}`);
  await expect(patient.getByText('Clear advice and a quick recovery.')).toBeVisible();
  await expect(patient.getByText('Ananya I.')).toBeVisible();
});

test('the desks are for their roles: others see a 403 page', async ({ page }) => {
  await signIn(page, 'patient@arogya.in');
  await page.getByRole('button', { name: /account menu/ }).click();
  await expect(page.getByRole('link', { name: "Doctor's desk" })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Reception desk' })).toHaveCount(0);
  await page.goto('/doctor-desk');
  await expect(
    page.getByRole('heading', { level: 1, name: /This page is not for your account/ }),
  ).toBeVisible();
  await expect(page.getByText('Only doctors can open this page.', { exact: false })).toBeVisible();
  await page.goto('/reception');
  await expect(
    page.getByText('Only clinic receptionists can open this page.', { exact: false }),
  ).toBeVisible();
});

test('the doctor manages leave and working hours', async ({ page }) => {
  await signIn(page, 'doctor@arogya.in');
  await page.goto('/doctor-desk?tab=leave');
  await expect(page.getByText('New Year break')).toBeVisible();
  // A leave starting in the past is refused by the API, with its message shown.
  await page.getByLabel('From').fill('2020-01-01');
  await page.getByLabel('To').fill('2020-01-02');
  await page.getByRole('button', { name: 'Add leave' }).click();
  await expect(page.getByText('Leave cannot start in the past.')).toBeVisible();
  await page.getByLabel('From').fill('2027-03-01');
  await page.getByLabel('To').fill('2027-03-03');
  await page.getByLabel('Reason (optional)').fill('Conference');
  await page.getByRole('button', { name: 'Add leave' }).click();
  await expect(page.getByText('Leave added')).toBeVisible();
  await page.getByRole('button', { name: /Remove leave Mon, 1 Mar 2027/ }).click();
  await page
    .getByRole('dialog', { name: 'Remove this leave?' })
    .getByRole('button', { name: 'Remove leave' })
    .click();
  await expect(page.getByText('Leave removed')).toBeVisible();
  await expect(page.getByText('Conference')).toHaveCount(0);

  await page.getByRole('tab', { name: 'Working hours' }).click();
  const saturday = page.getByRole('group', { name: 'Hours row 6' });
  await expect(saturday.getByLabel('Day')).toHaveValue('6');
  await saturday.getByLabel('End').fill('08:00');
  await page.getByRole('button', { name: 'Save working hours' }).click();
  await expect(saturday.getByText('End must be after start')).toBeVisible();
  await saturday.getByLabel('End').fill('13:00');
  await page.getByRole('button', { name: 'Save working hours' }).click();
  await expect(page.getByText('Working hours updated')).toBeVisible();
  await page.goto('/doctor-details/doc_001?tab=availability');
  await expect(page.getByRole('row', { name: /Saturday/ })).toContainText('9:00 AM – 1:00 PM');
});

test('on a phone the desk tabs say more lie to the side and bring the chosen one into view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'doctor@arogya.in');
  await page.goto('/doctor-desk');
  const hours = page.getByRole('tab', { name: 'Working hours' });
  await expect(page.getByTestId('tabs-more-right')).toBeVisible();
  await expect(hours).not.toBeInViewport({ ratio: 0.9 });
  // Opened on the last tab from its address: it is scrolled into view, and the fade moves to the left.
  await page.goto('/doctor-desk?tab=hours');
  await expect(hours).toHaveAttribute('aria-selected', 'true');
  // (ratio 0.9: the selected tab's underline overlaps the list's border by a pixel, below its clip.)
  await expect(hours).toBeInViewport({ ratio: 0.9 });
  await expect(page.getByTestId('tabs-more-left')).toBeVisible();
  await expect(page.getByTestId('tabs-more-right')).toHaveCount(0);
});

test.describe('accessibility of the desks', () => {
  test('axe finds no serious or critical violation on /doctor-desk', async ({ page }) => {
    await signIn(page, 'doctor@arogya.in');
    // The completed list: the seed's demo visits are on fixed dates (late November 2026), so whether any is
    // still upcoming depends on the day the test runs; the completed ones are there on any day.
    await page.goto('/doctor-desk?list=completed');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('axe finds no serious or critical violation on /reception', async ({ page }) => {
    await signIn(page, 'reception@arogya.in');
    await page.goto('/reception?tab=walk-in');
    await expect(page.getByLabel("Patient's mobile number")).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test('reception finds a patient by the exact mobile number and sees only the name', async ({ page }) => {
  await signIn(page, 'reception@arogya.in');
  await openFromUserMenu(page, 'Reception desk');
  await page.getByRole('tab', { name: 'Book a walk-in' }).click();
  await page.getByLabel("Patient's mobile number").fill('98765 43210');
  await page.getByRole('button', { name: 'Find patient' }).click();
  const found = page.getByRole('region', { name: 'Patient found' });
  await expect(found.getByText('Priya Sharma', { exact: true })).toBeVisible();
  await expect(found.getByText('+91 98765 43210')).toBeVisible();
  await expect(found.getByText('patient@arogya.in')).toHaveCount(0);
  await expect(found.getByRole('button', { name: 'Book for Priya Sharma' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
