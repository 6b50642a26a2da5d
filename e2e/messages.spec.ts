// What Arogya sends, as people meet it (docs/product-rules.md#notifications), through the e2e server's
// messaging stand-ins (scripts/e2e-server.mjs; e2e/stand-in-inbox.ts): a patient books a video consultation in
// the browser and is confirmed by SMS, WhatsApp and e-mail while the doctor's desk hears of it live; an admin
// finds a dead letter in the message log and sends it again; a pharmacist sends an order out for delivery and
// the patient is told.
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import {
  auth,
  bookPaidAppointmentNow,
  DEMO_PASSWORD,
  newCaller,
  onboardCallingDoctor,
  type Session,
  signedInPage,
} from './call-support.ts';
import { apiSignIn } from './sign-in-codes.ts';
import { failNext, inboxTo, inQuietHours, waitForInbox } from './stand-in-inbox.ts';
import { expectNoSeriousA11yViolations, gotoLive, loginViaUi, test } from './support.ts';

async function login(api: APIRequestContext, email: string): Promise<Session> {
  return apiSignIn(api, email, DEMO_PASSWORD);
}

/** The admin's message log through the API: a person's messages of one template. */
async function logOf(api: APIRequestContext, admin: Session, query: Record<string, string>) {
  const res = await api.get(`/api/v1/admin/messages?${new URLSearchParams(query)}`, {
    headers: auth(admin.token),
  });
  expect(res.ok()).toBe(true);
  return (await res.json()).result.items as { channel: string; status: string; to: string | null }[];
}

/** Opens a desk page whose notification socket is listening before anything happens. */
async function liveDesk(browser: Browser, session: Session, path: string): Promise<Page> {
  const page = await signedInPage(browser, session);
  const listening = page
    .waitForEvent('websocket', (ws) => ws.url().endsWith('/api/v1/calls/notifications'))
    .then((ws) => ws.waitForEvent('framereceived', (frame) => String(frame.payload).includes('"listening"')));
  await gotoLive(page, path);
  await listening;
  return page;
}

const unreadOf = (name: string | null) => Number(/(\d+) unread/.exec(name ?? '')?.[1] ?? 0);

test('a video consultation booked for tomorrow is confirmed by SMS, WhatsApp and e-mail, and the doctor’s bell says New booking live', async ({
  page,
  browser,
  request,
}) => {
  // The doctor's desk is open in another browser, its bell listening.
  const doctor = await login(request, 'doctor@arogya.in');
  const desk = await liveDesk(browser, doctor, '/doctor-desk');
  await expect(desk.getByRole('heading', { level: 1, name: "Doctor's desk" })).toBeVisible();
  const bell = desk.getByRole('button', { name: /^Notifications/ });
  const unreadBefore = unreadOf(await bell.getAttribute('aria-label'));

  // The patient books Dr. Arjun Mehta by video for tomorrow (or, when he does not work tomorrow, his next
  // working day) and pays through the Razorpay stand-in.
  await page.goto('/login');
  await loginViaUi(page, 'patient@arogya.in', DEMO_PASSWORD);
  await expect(page).toHaveURL('/');
  const session = await login(request, 'patient@arogya.in');
  const patient = (
    await (await request.get('/api/v1/users/profile', { headers: auth(session.token) })).json()
  ).result as { email: string; phone: string; name: string };
  const contacts = [patient.email, `+91${patient.phone}`];
  await page.goto('/booking/doc_001/me');
  const days = page.getByRole('group', { name: 'Day' }).getByRole('button');
  const tomorrow = days.filter({ hasText: /^Tomorrow\d+ free/ });
  await ((await tomorrow.count()) > 0 ? tomorrow : days.filter({ hasText: /\d+ free/ }).first()).click();
  const slot = page.getByRole('list').getByRole('button', { disabled: false }).first();
  const slotTime = ((await slot.textContent()) ?? '').trim();
  await slot.click();
  await page.getByRole('radio', { name: /Video consultation/ }).check();
  const since = Date.now();
  await page.getByRole('button', { name: /^Confirm and pay ₹[\d,]+$/ }).click();
  await page
    .getByRole('dialog', { name: 'Razorpay test checkout' })
    .getByRole('button', { name: 'Pay by UPI' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Appointment booked' })).toBeVisible();

  // The doctor's bell rings at once: the in-app inbox is never held, whatever the hour.
  await expect(bell).toHaveAccessibleName(`Notifications, ${unreadBefore + 1} unread`, { timeout: 30_000 });
  await expect(desk.getByRole('status').filter({ hasText: 'New notification: New booking' })).toBeAttached();
  await bell.click();
  const latest = desk.locator(`#${await bell.getAttribute('aria-controls')}`);
  await expect(latest.getByRole('link', { name: /Unread/ }).first()).toContainText('New booking');
  await expect(latest.getByRole('link', { name: /Unread/ }).first()).toContainText(patient.name);
  await expectNoSeriousA11yViolations(desk);
  await desk.context().close();

  if (inQuietHours()) {
    // 21:00-08:00 in India: the confirmation waits for 08:00 on SMS, WhatsApp and e-mail.
    const admin = await login(request, 'admin@arogya.in');
    const held = await logOf(request, admin, {
      kind: 'appointment_confirmed',
      to: patient.email,
      status: 'held',
    });
    expect(held.map((m) => m.channel).sort()).toEqual(expect.arrayContaining(['email', 'sms', 'whatsapp']));
    return;
  }
  // One confirmation on each channel, to the patient's own mobile and e-mail, in words, not variables.
  const confirmations = await waitForInbox(
    request,
    contacts,
    (m) => m.template === 'appointment_confirmed' && Date.parse(m.time) >= since,
    3,
  );
  await new Promise((r) => setTimeout(r, 1_500));
  const again = (await Promise.all(contacts.map((a) => inboxTo(request, a))))
    .flat()
    .filter((m) => m.template === 'appointment_confirmed' && Date.parse(m.time) >= since);
  expect(again.map((m) => [m.channel, m.to]).sort()).toEqual([
    ['email', patient.email],
    ['sms', `+91${patient.phone}`],
    ['whatsapp', `+91${patient.phone}`],
  ]);
  for (const m of confirmations) {
    expect(m.text).toContain('Dr. Arjun Mehta');
    expect(m.text).toContain(slotTime);
    expect(m.text).toContain('video consultation');
    expect(m.text).not.toMatch(/##\w+##|\{\{\w+\}\}/);
  }
  const sms = confirmations.find((m) => m.channel === 'sms');
  expect(sms?.text).toMatch(/^Arogya: appointment confirmed for Priya Sharma with Dr\. Arjun Mehta on /);
  expect(confirmations.find((m) => m.channel === 'email')?.subject).toMatch(
    /^Appointment confirmed: Dr\. Arjun Mehta, /,
  );
});

test('the admin finds a dead letter in the message log and sends it again', async ({ page, request }) => {
  // MSG91 refuses the next SMS for good (400): a video consultation booked to start within ten minutes has its
  // join link due at once, and urgent (quiet hours never hold it), so its SMS becomes a dead letter at once.
  const doctor = await onboardCallingDoctor(request, 'Lavanya');
  const patient = await newCaller(request, 'Naveen Reddy');
  const [phone] = await smsAddress(request, patient);
  // Signed in before MSG91 starts refusing: the admin's sign-in code goes by SMS too.
  const admin = await login(request, 'admin@arogya.in');
  await failNext(request, 'sms', 20, 400);
  await bookPaidAppointmentNow(request, patient, doctor.doctorId, 'video', 'Fever since yesterday');
  const deadJoinLink = () =>
    logOf(request, admin, {
      to: patient.user.email,
      status: 'dead',
      channel: 'sms',
      kind: 'consultation_join_link',
    });
  await expect.poll(async () => (await deadJoinLink()).length, { timeout: 30_000 }).toBe(1);
  await failNext(request, 'sms', 0, 400);

  await page.goto('/login');
  await loginViaUi(page, 'admin@arogya.in', DEMO_PASSWORD);
  await expect(page).toHaveURL('/admin');
  await page
    .getByRole('navigation', { name: 'Admin console' })
    .getByRole('link', { name: 'Message log' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Message log' })).toBeVisible();
  await page.getByLabel('Status').selectOption('dead');
  await page.getByLabel('Channel').selectOption('sms');
  await page.getByLabel('Template').selectOption('consultation_join_link');
  await page.getByLabel('Recipient').fill(patient.user.email);
  await page.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page).toHaveURL(/\/admin\/messages\?status=dead&channel=sms&kind=consultation_join_link&to=/);
  await expect(page.getByText('1 message', { exact: true })).toBeVisible();
  const messages = page.getByRole('list', { name: 'Messages' });
  const row = messages.getByRole('listitem').filter({ hasText: 'Link to join the consultation' });
  await expect(row.getByText('Dead letter')).toBeVisible();
  await expect(row.getByText(`Naveen Reddy (${phone})`)).toBeVisible();
  await expect(row.getByText(/MSG91 refused the SMS \(HTTP 400\)/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await row
    .getByRole('button', { name: 'Retry Link to join the consultation to Naveen Reddy by SMS' })
    .click();
  await expect(row.getByRole('status')).toContainText('Queued to be sent again');
  await expect(row.getByText('Waiting to send')).toBeVisible();
  // The runner sends it: the SMS reaches MSG91's stand-in, and the log says sent, with MSG91's request id.
  const [sms] = await waitForInbox(
    request,
    [phone as string],
    (m) => m.template === 'consultation_join_link' && m.channel === 'sms',
    1,
  );
  expect(sms?.text).toMatch(
    /^Arogya: your video consultation with Dr\. Lavanya \w+ starts at .+\. Join: http/,
  );
  await page.getByLabel('Status').selectOption('');
  await page.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page).toHaveURL(/\/admin\/messages\?channel=sms&kind=consultation_join_link&to=/);
  const sent = messages.getByRole('listitem').filter({ hasText: 'Link to join the consultation' });
  await expect(sent.getByText(/^(Sent|Delivered)$/)).toBeVisible();
  await expect(sent.getByText(/^[0-9a-f]{24}$/)).toBeVisible();
  // The filter is in the address: a reload keeps it.
  await page.reload();
  await expect(page.getByLabel('Template')).toHaveValue('consultation_join_link');
  await expect(page.getByLabel('Recipient')).toHaveValue(patient.user.email);
});

test('a pharmacist sends an order out for delivery; the patient’s tracker and messages say so', async ({
  browser,
  request,
}) => {
  const patient = await newCaller(request, 'Ritu Malhotra');
  const address = await request.post('/api/v1/addresses', {
    headers: auth(patient.token),
    data: {
      name: 'Ritu Malhotra',
      phone: '9876501234',
      line1: '12, 3rd Main Road',
      line2: 'Indiranagar',
      city: 'Bengaluru',
      state: 'Karnataka',
      pinCode: '560038',
    },
  });
  expect(address.status()).toBe(201);
  const placed = await request.post('/api/v1/orders', {
    headers: auth(patient.token),
    data: {
      addressId: (await address.json()).result.id,
      lines: [{ productId: 'prd_dolo-650-tablet', quantity: 1 }],
      paymentMethod: 'cod',
    },
  });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()).result as { id: string; orderNumber: string };
  const pharmacist = await login(request, 'pharmacist@arogya.in');
  for (const status of ['packed', 'shipped']) {
    const moved = await request.post(`/api/v1/pharmacist/orders/${order.id}/status`, {
      headers: auth(pharmacist.token),
      data: { status },
    });
    expect(moved.ok()).toBe(true);
  }

  const desk = await signedInPage(browser, pharmacist);
  await gotoLive(desk, '/pharmacist');
  await desk.getByRole('tab', { name: 'Shipped' }).click();
  await desk.getByRole('button', { name: `Mark out for delivery ${order.orderNumber}` }).click();
  await expect(desk.getByRole('button', { name: `Mark out for delivery ${order.orderNumber}` })).toHaveCount(
    0,
  );
  await desk.getByRole('tab', { name: 'Out for delivery' }).click();
  await expect(desk.getByRole('button', { name: `Mark delivered ${order.orderNumber}` })).toBeVisible();
  await expectNoSeriousA11yViolations(desk);
  await desk.context().close();

  const mine = await signedInPage(browser, patient, { width: 390 });
  await gotoLive(mine, '/orders');
  const card = mine.getByRole('article').filter({ hasText: order.orderNumber });
  await expect(card.getByText('Out for delivery', { exact: true })).toBeVisible();
  await expect(card.getByText('Out for delivery: arrives today')).toBeVisible();
  await card.getByRole('button', { name: `View details of order ${order.orderNumber}` }).click();
  const detail = mine.getByRole('dialog', { name: `Order ${order.orderNumber}` });
  await expect(detail.getByRole('listitem').filter({ hasText: 'Out for delivery' })).toBeVisible();
  await expectNoSeriousA11yViolations(mine);
  expect(await mine.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
  await mine.context().close();

  const admin = await login(request, 'admin@arogya.in');
  if (inQuietHours()) {
    const held = await logOf(request, admin, { kind: 'order_out_for_delivery', to: patient.user.email });
    expect(held.filter((m) => m.channel === 'sms').map((m) => m.status)).toEqual(['held']);
    return;
  }
  const [sms] = await waitForInbox(
    request,
    [patient.user.email, ...(await smsAddress(request, patient))],
    (m) => m.template === 'order_out_for_delivery' && m.channel === 'sms',
    1,
  );
  expect(sms?.text).toMatch(
    new RegExp(
      `^Arogya: order ${order.orderNumber}: your medicines arrive today\\. Details: http://\\S+/orders$`,
    ),
  );
});

/** The patient's mobile as the SMS stand-in sees it. */
async function smsAddress(api: APIRequestContext, patient: Session): Promise<string[]> {
  const profile = (await (await api.get('/api/v1/users/profile', { headers: auth(patient.token) })).json())
    .result as { phone: string };
  return [`+91${profile.phone}`];
}
