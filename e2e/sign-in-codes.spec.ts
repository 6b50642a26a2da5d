// Signing in with a mobile number on a phone (docs/screens.md#signing-in-with-a-mobile-number), at 390 px:
// the code read from the SMS stand-in's GET /messages and typed into the code box the phone would fill in
// (autocomplete="one-time-code", its SMS ending in the WebOTP line), a number with no account registering
// with its name and consent, a forgotten password reset by a code, staff's second step, and the profile's
// verified contacts.
import { type Browser, expect, type Page } from '@playwright/test';
import { auth, CALLER_PASSWORD, newCaller, signedInPage } from './call-support.ts';
import { codeSentTo, lastInboxId } from './sign-in-codes.ts';
import { STAND_IN_INBOX } from './stand-in-inbox.ts';
import { expectNoSeriousA11yViolations, gotoLive, loginViaUi, test } from './support.ts';

const PHONE_VIEWPORT = { width: 390, height: 844 };

async function phonePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE_VIEWPORT });
  return context.newPage();
}

let numbers = 0;
/** A number no account has verified: 7 and the time, so it never meets the 9... numbers of other journeys. */
function freshNumber(): string {
  numbers += 1;
  return `7${String(Date.now()).slice(-7)}${String(numbers).padStart(2, '0')}`;
}

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`) });

test('a patient signs in with the mobile number and the code from the SMS', async ({ browser, request }) => {
  const page = await phonePage(browser);
  await gotoLive(page, '/login');
  await expect(page.getByLabel('Your mobile number')).toBeVisible();
  // The number is the first way.
  await expect(page.getByRole('tab', { name: 'Mobile number' })).toHaveAttribute('aria-selected', 'true');
  await shot(page, 'login-number-390');
  await expectNoSeriousA11yViolations(page);

  const before = await lastInboxId(request);
  await page.getByLabel('Your mobile number').fill('98765 43210');
  await page.getByRole('button', { name: 'Send code by SMS' }).click();
  await expect(page.getByText(/We sent a 6-digit code to \+91 98•••••210 by SMS/)).toBeVisible();
  const box = page.getByLabel('6-digit code');
  await expect(box).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(box).toHaveAttribute('inputmode', 'numeric');
  await expect(box).toBeFocused();
  // Another code on request (the e2e server sets no wait between codes; the product waits 30 s).
  await expect(page.getByRole('button', { name: 'Resend code' })).toBeVisible();

  // The SMS as the phone reads it: the code, and the WebOTP line naming this site.
  const code = await codeSentTo(request, '9876543210', before);
  const [sms] = (await (
    await request.get(`${STAND_IN_INBOX}/messages?to=${encodeURIComponent('+919876543210')}&channel=sms`)
  ).json()) as { text: string }[];
  expect(sms?.text.split('\n').at(-1)).toBe(`@127.0.0.1 #${code}`);
  await shot(page, 'login-code-390');
  await expectNoSeriousA11yViolations(page);

  // A wrong code says so and leaves the box for another try.
  await box.fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  await expect(page.getByText('That code is not right. 4 tries left.')).toBeVisible();
  await box.fill(code);
  await page.getByRole('button', { name: 'Verify and continue' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 2, name: /Welcome back, Priya/ })).toBeVisible();
  await page.context().close();
});

test('a new number registers with its code, a name and the consent', async ({ browser, request }) => {
  const page = await phonePage(browser);
  await gotoLive(page, '/register');
  await expect(page.getByRole('tab', { name: 'Mobile number' })).toHaveAttribute('aria-selected', 'true');
  const phone = freshNumber();
  const before = await lastInboxId(request);
  await page.getByLabel('Your mobile number').fill(phone);
  await page.getByRole('button', { name: 'Send code by SMS' }).click();
  await page.getByLabel('6-digit code').fill(await codeSentTo(request, phone, before));
  await page.getByRole('button', { name: 'Verify and continue' }).click();

  await expect(
    page.getByText('Your number is verified. Tell us your name to create your account.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
  await page.getByLabel('Full name').fill('Anjali Deshpande');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Please accept the privacy notice to continue')).toBeVisible();
  await page.getByLabel(/I have read the privacy notice/).check();
  await shot(page, 'register-name-390');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL('/');

  // The profile: the number verified, no e-mail yet, no password to change but one to set.
  await page.goto('/profile');
  const contacts = page.getByRole('region', { name: 'Mobile number and e-mail' });
  await expect(contacts.getByText(`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`)).toBeVisible();
  await expect(contacts.getByText('Verified', { exact: true })).toBeVisible();
  await expect(contacts.getByText('No e-mail address yet')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Set a password' })).toBeVisible();
  await contacts.scrollIntoViewIfNeeded();
  await shot(page, 'profile-contacts-390');
  await expectNoSeriousA11yViolations(page);
  await page.context().close();
});

test('a forgotten password is reset with a code to the verified number; other sessions end', async ({
  browser,
  request,
}) => {
  const patient = await newCaller(request, 'Harpreet Gill');
  const me = (await (await request.get('/api/v1/users/profile', { headers: auth(patient.token) })).json())
    .result as { phone: string; phoneVerified: boolean };
  expect(me.phoneVerified).toBe(true);
  const elsewhere = await signedInPage(browser, patient);

  const page = await phonePage(browser);
  await gotoLive(page, '/login');
  await page.getByRole('tab', { name: 'E-mail and password' }).click();
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await page.getByRole('tab', { name: 'Mobile number' }).click();
  const before = await lastInboxId(request);
  await page.getByLabel('Your mobile number').fill(me.phone);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'If an account has verified this number, we have sent it a 6-digit code. It works for 10 minutes.',
  );
  await page.getByLabel('6-digit code').fill(await codeSentTo(request, me.phone, before));
  await page.getByLabel('New password', { exact: true }).fill('a-fresh-password-2026');
  await page.getByLabel('New password again', { exact: true }).fill('a-fresh-password-2026');
  await shot(page, 'forgot-code-390');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 2, name: /Welcome back, Harpreet/ })).toBeVisible();

  await gotoLive(elsewhere, '/orders');
  await expect(elsewhere).toHaveURL(/\/login$/, { timeout: 15_000 });
  const old = await request.post('/api/v1/users/login', {
    data: { email: patient.user.email, password: CALLER_PASSWORD },
  });
  expect(old.status()).toBe(401);
  await page.context().close();
  await elsewhere.context().close();
});

test('a doctor signs in with the password, then the code sent to the phone', async ({ browser }) => {
  const page = await phonePage(browser);
  await gotoLive(page, '/login');
  await page.getByRole('tab', { name: 'E-mail and password' }).click();
  await page.getByLabel('E-mail', { exact: true }).fill('doctor@arogya.in');
  await page.getByLabel('Password', { exact: true }).fill('Arogya@2026');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(
    page.getByText(/Your password is right\. Enter the 6-digit code we sent to \+91 98•••••670/),
  ).toBeVisible();
  await expect(page.getByLabel('6-digit code')).toHaveAttribute('autocomplete', 'one-time-code');
  await shot(page, 'login-staff-code-390');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Sign in with another account' }).click();
  // The helper every journey signs staff in with: the code read from the SMS stand-in.
  await loginViaUi(page, 'doctor@arogya.in', 'Arogya@2026');
  await expect(page).toHaveURL('/doctor-desk');
  await page.context().close();
});

test('the sign-in pages and the profile at 1280 px', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await gotoLive(page, '/login');
  await expect(page.getByLabel('Your mobile number')).toBeVisible();
  await shot(page, 'login-number-1280');
  await gotoLive(page, '/forgot-password');
  await expect(page.getByLabel('Your mobile number')).toBeVisible();
  await shot(page, 'forgot-1280');
  await expectNoSeriousA11yViolations(page);
  // The e-mail link's page verifies nothing until the button is pressed; a used or unknown link says so.
  await gotoLive(page, `/verify-email?token=${'x'.repeat(43)}`);
  await page.getByRole('button', { name: 'Verify my e-mail address' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This link has expired or was already used. Ask for a new one from your profile.',
  );
  await shot(page, 'verify-email-1280');
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize(PHONE_VIEWPORT);
  await shot(page, 'verify-email-390');
  await page.setViewportSize({ width: 1280, height: 900 });
  const patient = await newCaller(request, 'Sunil Chettri');
  const desk = await signedInPage(page.context().browser() as Browser, patient);
  await gotoLive(desk, '/profile');
  await expect(
    desk.getByRole('region', { name: 'Mobile number and e-mail' }).getByText('Verified', { exact: true }),
  ).toHaveCount(2);
  await desk.getByRole('button', { name: 'Change number' }).click();
  await expect(desk.getByLabel('Number to verify')).toBeVisible();
  await shot(desk, 'profile-contacts-1280');
  await expectNoSeriousA11yViolations(desk);
  await desk.context().close();
});
