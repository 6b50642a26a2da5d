// Notifications as a person meets them (docs/product-rules.md#notifications, #password-reset): the header's bell
// raised live by a booking made through the API, the notifications page, channel settings saved, a password
// reset from the e-mail the SMTP stand-in received, and browser notifications turned on (and shown by the
// service worker).
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { auth, CALLER_PASSWORD, newCaller, type Session, signedInPage } from './call-support.ts';
import { apiSignIn } from './sign-in-codes.ts';
import { expectNoSeriousA11yViolations, gotoLive, test } from './support.ts';

// The service worker shows web push (playwright.config.ts blocks workers elsewhere).
test.use({ serviceWorkers: 'allow' });

const APP_PORT = Number(process.env.E2E_PORT ?? 3100);
/** The messaging stand-ins' combined inbox and the web push service (scripts/e2e-server.mjs). */
const INBOX = `http://127.0.0.1:${APP_PORT + 1002}`;
const PUSH_SERVICE = `http://127.0.0.1:${APP_PORT + 1003}`;

type InboxEntry = { channel: string; to: string; template: string | null; text: string; subject?: string };

/** The newest message of a channel to an address the stand-ins received, waiting for it to arrive. */
async function messageTo(
  api: APIRequestContext,
  channel: string,
  to: string,
  template?: string,
): Promise<InboxEntry> {
  let found: InboxEntry | undefined;
  await expect
    .poll(
      async () => {
        const res = await api.get(`${INBOX}/messages?channel=${channel}&to=${encodeURIComponent(to)}`);
        const body = (await res.json()) as InboxEntry[] | { messages: InboxEntry[] };
        const list = Array.isArray(body) ? body : body.messages;
        // The newest of the kind asked for: an address may hold older messages (its verification link).
        found = list.find((m) => !template || m.template === template);
        return found !== undefined;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return found as InboxEntry;
}

/** Books the first free slot of the first listed doctor for the patient, through the API. */
async function bookAppointment(api: APIRequestContext, patient: Session) {
  const doctor = (await (await api.get('/api/v1/doctors?limit=1')).json()).result[0];
  const slots = (await (await api.get(`/api/v1/doctors/${doctor.id}/slots`)).json()).result;
  const slot = slots.days
    .flatMap((d: { slots: { status: string; startsAt: string }[] }) => d.slots)
    .find((s: { status: string }) => s.status === 'available');
  const booked = await api.post('/api/v1/bookings/book/appointment', {
    headers: auth(patient.token),
    data: { doctorId: doctor.id, startsAt: slot.startsAt, consultationType: 'in-person', reason: 'Check-up' },
  });
  expect(booked.status()).toBe(201);
  return doctor as { id: string; name: string };
}

/** 21:00-08:00 in India: messages that can wait are held until morning. */
function inQuietHours(now = new Date()): boolean {
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', { hour: 'numeric', hourCycle: 'h23', timeZone: 'Asia/Kolkata' }).format(
      now,
    ),
  );
  return hour >= 21 || hour < 8;
}

async function settled(page: Page) {
  await expectNoSeriousA11yViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
}

test('the bell shows a new notification live, and the notifications page lists it', async ({
  browser,
  request,
}) => {
  const patient = await newCaller(request, 'Farah Qureshi');
  const page = await signedInPage(browser, patient);
  // The bell's socket is listening before anything happens: the booking's confirmation must arrive over it.
  const listening = page
    .waitForEvent('websocket', (ws) => ws.url().endsWith('/api/v1/calls/notifications'))
    .then((ws) => ws.waitForEvent('framereceived', (frame) => String(frame.payload).includes('"listening"')));
  await gotoLive(page, '/doctors');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');
  await listening;

  const doctor = await bookAppointment(request, patient);
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 30_000 });

  await bell.click();
  const latest = page.locator(`#${await bell.getAttribute('aria-controls')}`);
  await expect(latest.getByRole('link', { name: /Unread/ }).first()).toContainText(doctor.name);
  await settled(page);
  await latest.getByRole('link', { name: 'See all' }).click();
  await expect(page).toHaveURL('/notifications');
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  // The route change closes the dropdown (a moment after the page shows).
  await expect(latest).toBeHidden();
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell).toHaveAccessibleName('Notifications');
  await settled(page);
  await page.context().close();
});

test('channel settings are saved and stay saved', async ({ browser, request }) => {
  const patient = await newCaller(request, 'Gaurav Sethi');
  const page = await signedInPage(browser, patient, { width: 390 });
  await gotoLive(page, '/settings/notifications');
  const labTests = page.getByRole('group', { name: 'Lab tests' });
  const email = labTests.getByRole('checkbox', { name: 'E-mail' });
  await expect(email).toBeChecked();
  await email.uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your notification settings are saved.')).toBeVisible();
  await settled(page);

  await page.reload();
  await expect(
    page.getByRole('group', { name: 'Lab tests' }).getByRole('checkbox', { name: 'E-mail' }),
  ).not.toBeChecked();
  await expect(
    page
      .getByRole('group', { name: 'Appointments and consultations' })
      .getByRole('checkbox', { name: 'E-mail' }),
  ).toBeChecked();
  await page.context().close();
});

test('a password reset from the e-mail signs the person in and ends their other sessions', async ({
  browser,
  request,
}) => {
  const patient = await newCaller(request, 'Harini Subramanian');
  const elsewhere = await signedInPage(browser, patient);
  await gotoLive(elsewhere, '/orders');
  await expect(elsewhere.getByRole('heading', { name: 'My Orders' })).toBeVisible();

  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await gotoLive(page, '/login');
  await page.getByRole('tab', { name: 'E-mail and password' }).click();
  await page.getByLabel('E-mail', { exact: true }).fill(patient.user.email);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/forgot-password');
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(patient.user.email);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account uses this e-mail address');
  await settled(page);

  const mail = await messageTo(request, 'email', patient.user.email, 'password_reset');
  const link = /\/reset-password\?token=[\w-]+/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();
  await gotoLive(page, link as string);
  await page.getByLabel('New password', { exact: true }).fill('a-fresh-password-2026');
  await page.getByLabel('New password again', { exact: true }).fill('a-fresh-password-2026');
  await settled(page);
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 2, name: /Welcome back, Harini/ })).toBeVisible();

  // The other browser's session is over; the old password too; the link works once.
  await elsewhere.reload();
  await expect(elsewhere).toHaveURL(/\/login$/, { timeout: 15_000 });
  const oldLogin = await request.post('/api/v1/users/login', {
    data: { email: patient.user.email, password: CALLER_PASSWORD },
  });
  expect(oldLogin.status()).toBe(401);
  await gotoLive(page, link as string);
  await page.getByLabel('New password', { exact: true }).fill('yet-another-password');
  await page.getByLabel('New password again', { exact: true }).fill('yet-another-password');
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This link has expired or was already used. Ask for a new one.',
  );
  await context.close();
  await elsewhere.context().close();
});

test('browser notifications are turned on: the subscription is stored and web push can be chosen', async ({
  browser,
  request,
}) => {
  const patient = await newCaller(request, 'Ishaan Bhatt');
  // Headless Chromium has no push service of its own (PushManager.subscribe is refused): the browser is
  // handed a subscription of the web push stand-in, which the server then sends to like any push service.
  const subscription = await (await request.post(`${PUSH_SERVICE}/subscriptions`)).json();
  const page = await signedInPage(browser, patient);
  await page.context().grantPermissions(['notifications']);
  await page.context().addInitScript((sub: { endpoint: string; keys: { p256dh: string; auth: string } }) => {
    const make = () => ({
      endpoint: sub.endpoint,
      expirationTime: null,
      toJSON: () => ({ endpoint: sub.endpoint, expirationTime: null, keys: sub.keys }),
      unsubscribe: async () => {
        sessionStorage.removeItem('e2e-push');
        return true;
      },
    });
    PushManager.prototype.subscribe = async () => {
      sessionStorage.setItem('e2e-push', '1');
      return make() as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async () =>
      (sessionStorage.getItem('e2e-push') ? make() : null) as unknown as PushSubscription;
  }, subscription);

  await gotoLive(page, '/settings/notifications');
  const pushBox = page
    .getByRole('group', { name: 'Appointments and consultations' })
    .getByRole('checkbox', { name: 'Browser notifications' });
  await expect(pushBox).toBeDisabled();
  await expect(page.getByText('Allow browser notifications first')).toBeVisible();
  await page.getByRole('button', { name: 'Turn on browser notifications' }).click();
  await expect(page.getByText('Browser notifications are on for this browser.')).toBeVisible();
  // The server now has a browser for this person: web push can be chosen, and is on by default.
  await expect(pushBox).toBeEnabled();
  await expect(pushBox).toBeChecked();
  await settled(page);

  // A booking's confirmation reaches the browser's push service; in quiet hours (21:00-08:00 in India) it is
  // held until morning, as the message log shows.
  await bookAppointment(request, patient);
  if (inQuietHours()) {
    const { token } = await apiSignIn(request, 'admin@arogya.in', 'Arogya@2026');
    await expect
      .poll(async () => {
        const log = await request.get(
          `/api/v1/admin/messages?channel=push&kind=appointment_confirmed&to=${patient.user.id}`,
          {
            headers: auth(token),
          },
        );
        return ((await log.json()).result.items as { status: string }[]).map((m) => m.status);
      })
      .toEqual(['held']);
  } else {
    const push = await messageTo(request, 'push', subscription.endpoint);
    expect(push.template).toBe('appointment_confirmed');
  }

  // The service worker shows what the push service delivers (sw-push.js), linking to the page inside the app.
  const cdp = await page.context().newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => registrations.push(...e.registrations));
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.length).toBeGreaterThan(0);
  const origin = new URL(page.url()).origin;
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: registrations.find((r) => r.scopeURL === `${origin}/`)?.registrationId ?? '',
    data: JSON.stringify({
      title: 'Lab report ready',
      body: 'Your HbA1c report is ready to read.',
      url: `${origin}/lab-bookings/42/report`,
      tag: 'lab_report_ready',
      template: 'lab_report_ready',
    }),
  });
  await expect
    .poll(() =>
      page.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => [n.title, n.data?.url]),
      ),
    )
    .toEqual([['Lab report ready', '/lab-bookings/42/report']]);

  await page.getByRole('button', { name: 'Turn off browser notifications' }).click();
  await expect(page.getByText('Browser notifications are off for this browser.')).toBeVisible();
  await expect(pushBox).toBeDisabled();
  await page.context().close();
});
