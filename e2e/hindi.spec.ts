// Arogya in Hindi, on a phone (390 px): the visitor switches to हिन्दी from the mobile menu, signs in, finds
// and books a doctor and checks out a cart, all in Hindi; the choice survives a reload and sign-in and is saved
// on the account, so signing in on another device opens Hindi. A person signed in in English who merely opens
// a /hi address reads it in Hindi, and their account, English pages and notifications stay English until they
// use the switch (docs/product-rules.md#languages). A Hindi page fetched without JavaScript is Hindi, with
// lang="hi", hreflang alternates and JSON-LD; axe finds nothing serious on the pages visited, in either
// language.
//
// Sign-in is found by its fields' kinds (the e-mail tab, the e-mail and password inputs), not by their
// words: the sign-in pages are translated separately (apps/web/src/app/pseudo-locale.test.tsx lists them).
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, gotoLive, newPatient, test } from './support.ts';

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

/** Devanagari letters: text written in Hindi. */
const HINDI = /[\u0900-\u097F]/;

async function register(api: APIRequestContext, user: ReturnType<typeof newPatient>) {
  const answer = await api.post('/api/v1/users/register', {
    data: { name: user.name, email: user.email, phone: user.phone, password: user.password, consent: true },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** Signs in with e-mail and password on the sign-in page that is open (its second tab). */
async function signIn(page: Page, user: ReturnType<typeof newPatient>) {
  await page.getByRole('tab').nth(1).click();
  await page.locator('main input[type="email"]').fill(user.email);
  await page.locator('main input[type="password"]').fill(user.password);
  await page.locator('main button[type="submit"]').click();
}

async function expectHindiPage(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.locator('main')).toContainText(HINDI);
}

test('a patient switches to हिन्दी, books a doctor and checks out a cart in Hindi; the choice follows the account', async ({
  page,
  browser,
}) => {
  const user = newPatient();
  await register(page.request, user);

  // The switch is in the phone's menu, named in Hindi; it opens the same page under /hi.
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'हिन्दी' }).click();
  await expect(page).toHaveURL(/\/hi$/);
  await gotoLive(page, '/hi');
  await expectHindiPage(page);
  await expect(page.getByRole('button', { name: 'मेन्यू खोलें' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A reload keeps it: the language is the address's.
  await page.reload();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page).toHaveURL(/\/hi$/);
  await expectHindiPage(page);

  // Signing in on a Hindi page keeps Hindi, and saves it on the account: the switch chose it before sign-in.
  await page.getByRole('button', { name: 'मेन्यू खोलें' }).click();
  await page.getByRole('banner').getByRole('link', { name: 'लॉग इन' }).click();
  await expect(page).toHaveURL(/\/hi\/login$/);
  await signIn(page, user);
  await expect(page).toHaveURL(/\/hi$/);
  const token = await page.evaluate(() => localStorage.getItem('arogya_token'));
  await expect
    .poll(async () => {
      const me = await page.request.get('/api/v1/users/profile', {
        headers: { authorization: `Bearer ${token}` },
      });
      return (await me.json()).result?.language;
    })
    .toBe('hi');

  // Find a doctor: search, then the doctor's page, in Hindi.
  await page.goto('/hi/doctors/search');
  await page.getByLabel('डॉक्टर, विशेषज्ञता या लक्षण').fill('fever');
  await page.getByLabel('शहर').selectOption('Bengaluru');
  await page.getByRole('button', { name: 'खोजें', exact: true }).click();
  await expect(page).toHaveURL(/\/hi\/doctors\/search-results\?q=fever&city=Bengaluru/);
  await expectHindiPage(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'डॉ. Arjun Mehta', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'डॉ. Arjun Mehta' })).toBeVisible();
  await expect(page).toHaveURL(/\/hi\/doctor-details\/doc_001/);
  await expectHindiPage(page);
  await expectNoSeriousA11yViolations(page);

  // Book: a free slot from the availability tab, a clinic visit paid at the clinic.
  await page.getByRole('tab', { name: 'उपलब्धता' }).click();
  await expect(page.getByRole('tab', { name: 'उपलब्धता' })).toHaveAttribute('aria-selected', 'true');
  const slots = page.getByRole('tabpanel', { name: 'उपलब्धता' }).getByRole('list');
  await slots.getByRole('button', { disabled: false }).first().click();
  await expect(page).toHaveURL(/\/hi\/booking\/doc_001\/[^/?]+\?date=.*&slot=/);
  await expect(page.getByRole('heading', { level: 1, name: 'अपॉइंटमेंट बुक करें' })).toBeVisible();
  await expect(page.getByLabel('मरीज़ का नाम')).toHaveValue(user.name);
  await page.getByLabel('विज़िट का कारण (वैकल्पिक)').fill('तीन दिन से बुखार');
  await expect(page.getByRole('radio', { name: 'क्लिनिक पर भुगतान करें' })).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'बुकिंग की पुष्टि करें' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'अपॉइंटमेंट बुक हो गया' })).toBeVisible();
  await expect(page.getByText(/^APT-\d{4}-\d{6,}$/).first()).toBeVisible();
  await expectHindiPage(page);
  await expectNoSeriousA11yViolations(page);

  // A cart: a medicine added on its page, then checkout with a new address and cash on delivery.
  await page.goto('/hi/product/prd_dolo-650-tablet');
  await expect(page.getByRole('heading', { level: 1, name: 'Dolo 650 Tablet' })).toBeVisible();
  await expectHindiPage(page);
  await page.getByRole('button', { name: 'मात्रा बढ़ाएँ' }).click();
  await page.getByRole('button', { name: 'कार्ट में डालें', exact: true }).click();
  await expect(page.getByRole('link', { name: 'दवाइयों की कार्ट, 2 आइटम' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'दवाइयों की कार्ट, 2 आइटम' }).click();
  await expect(page).toHaveURL(/\/hi\/cart$/);
  await expectHindiPage(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'चेकआउट पर जाएँ' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'चेकआउट' })).toBeVisible();
  await page.getByRole('button', { name: 'नया पता जोड़ें' }).click();
  const dialog = page.getByRole('dialog', { name: 'नया पता जोड़ें' });
  await dialog.getByLabel('मकान नंबर और गली').fill('12 शिवाजी नगर रोड');
  await dialog.getByLabel('पिन कोड').fill('411001');
  await expect(dialog.getByLabel('शहर')).toHaveValue('Pune');
  await dialog.getByRole('button', { name: 'पता सेव करें' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('radio', { name: /12 शिवाजी नगर रोड/ })).toBeChecked();
  await page.getByRole('radio', { name: /कैश ऑन डिलीवरी/ }).check();
  await expectHindiPage(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'ऑर्डर करें' }).click();
  await expect(page).toHaveURL(/\/hi\/order-success\?order=/);
  await expect(page.getByText(/^ORD-\d{4}-\d+$/)).toBeVisible();
  await expectHindiPage(page);
  await expectNoSeriousA11yViolations(page);

  // Another device: signing in on an English page opens the account's language.
  const other = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
  try {
    const phone = await other.newPage();
    await gotoLive(phone, '/login');
    await expect(phone.locator('html')).toHaveAttribute('lang', 'en-IN');
    await signIn(phone, user);
    await expect(phone).toHaveURL(/\/hi$/);
    await phone.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expectHindiPage(phone);
    // And an English address opened later is taken to its Hindi page.
    await phone.goto('/doctors');
    await expect(phone).toHaveURL(/\/hi\/doctors$/);
  } finally {
    await other.close();
  }
});

/** The language saved on the account of the page's session (null: never chosen, read as English). */
async function accountLanguage(page: Page): Promise<string | null> {
  const token = await page.evaluate(() => localStorage.getItem('arogya_token'));
  const me = await page.request.get('/api/v1/users/profile', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(me.ok(), await me.text()).toBe(true);
  return (await me.json()).result.language;
}

/** The title of the booking confirmation in the inbox of the page's session, as the API writes it now. */
async function confirmationTitle(page: Page): Promise<string | undefined> {
  const token = await page.evaluate(() => localStorage.getItem('arogya_token'));
  const list = await page.request.get('/api/v1/notifications', {
    headers: { authorization: `Bearer ${token}` },
  });
  const items = (await list.json()).result.items as { kind: string; title: string }[];
  return items.find((item) => item.kind === 'appointment_confirmed')?.title;
}

/** Books the first free slot of the first listed doctor for the page's session, through the API. */
async function bookThroughApi(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('arogya_token'));
  const api = page.request;
  const doctor = (await (await api.get('/api/v1/doctors?limit=1')).json()).result[0];
  const slots = (await (await api.get(`/api/v1/doctors/${doctor.id}/slots`)).json()).result;
  const slot = slots.days
    .flatMap((d: { slots: { status: string; startsAt: string }[] }) => d.slots)
    .find((s: { status: string }) => s.status === 'available');
  const booked = await api.post('/api/v1/bookings/book/appointment', {
    headers: { authorization: `Bearer ${token}` },
    data: { doctorId: doctor.id, startsAt: slot.startsAt, consultationType: 'in-person', reason: 'Check-up' },
  });
  expect(booked.status(), await booked.text()).toBe(201);
}

test('opening a /hi address signed in shows Hindi and changes nothing on the account; the switch does', async ({
  page,
}) => {
  const user = newPatient();
  await register(page.request, user);
  await gotoLive(page, '/login');
  await signIn(page, user);
  await expect(page).toHaveURL(/\/$/);
  expect(await accountLanguage(page)).toBeNull();
  await bookThroughApi(page);
  await expect.poll(() => confirmationTitle(page), { timeout: 30_000 }).toBe('Appointment confirmed');

  // A /hi address (a shared link, a search result) reads in Hindi...
  await gotoLive(page, '/hi/doctors');
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveURL(/\/hi\/doctors$/);
  await expectHindiPage(page);
  await expectNoSeriousA11yViolations(page);
  // ...and the account is as it was: its English pages and its notifications stay English.
  expect(await accountLanguage(page)).toBeNull();
  await gotoLive(page, '/doctors');
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveURL(/\/doctors$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  expect(await accountLanguage(page)).toBeNull();
  expect(await confirmationTitle(page)).toBe('Appointment confirmed');

  // The switch is a choice: the account becomes Hindi, and so do its notifications and its English addresses.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'हिन्दी' }).click();
  await expect(page).toHaveURL(/\/hi\/doctors$/);
  await expect.poll(() => accountLanguage(page)).toBe('hi');
  expect(await confirmationTitle(page)).toBe('अपॉइंटमेंट पक्की हो गई');
  await page.goto('/doctors');
  await expect(page).toHaveURL(/\/hi\/doctors$/);
});

test('/hi/doctor-details/{id} without JavaScript is Hindi, with lang="hi", hreflang alternates and JSON-LD', async ({
  request,
  baseURL,
}) => {
  const answer = await request.get('/hi/doctor-details/doc_001');
  expect(answer.status()).toBe(200);
  const html = await answer.text();
  const origin = baseURL ?? '';

  expect(html).toMatch(/<html lang="hi"/);
  // The page's words are Hindi (the doctor's name is as written): the tab and the fee's label.
  const body = html.slice(html.indexOf('<div id="root">'));
  expect(body).toContain('डॉ. Arjun Mehta');
  expect(body).toContain('उपलब्धता');
  expect(body).toContain('परामर्श शुल्क');
  expect(html.match(/<title>([^<]*)<\/title>/)?.[1]).toMatch(HINDI);

  // Canonical of its own, and each language's page as an alternate (English the default).
  const links = [...html.matchAll(/<link rel="(canonical|alternate)"([^>]*)\/?>/g)].map((m) => m[0]);
  const href = (attrs: RegExp) => links.find((l) => attrs.test(l))?.match(/href="([^"]+)"/)?.[1];
  expect(href(/rel="canonical"/)).toBe(`${origin}/hi/doctor-details/doc_001`);
  expect(href(/hreflang="hi"/)).toBe(`${origin}/hi/doctor-details/doc_001`);
  expect(href(/hreflang="en-IN"/)).toBe(`${origin}/doctor-details/doc_001`);
  expect(href(/hreflang="x-default"/)).toBe(`${origin}/doctor-details/doc_001`);

  // schema.org JSON-LD naming the doctor.
  const scripts = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)];
  expect(scripts.length).toBeGreaterThan(0);
  const data = scripts.map((m) => JSON.parse(m[1] ?? 'null'));
  expect(JSON.stringify(data)).toContain('Arjun Mehta');

  // The English page is the same page in English, pointing back at the Hindi one.
  const english = await (await request.get('/doctor-details/doc_001')).text();
  expect(english).toMatch(/<html lang="en-IN"/);
  expect(english).toContain(`hreflang="hi" href="${origin}/hi/doctor-details/doc_001"`);
});

test('/hi/tests/{slug} names the test by its Hindi names and its ranges in Hindi; the English page as before', async ({
  request,
}) => {
  const hindi = await (await request.get('/hi/tests/hba1c-glycated-haemoglobin')).text();
  const body = hindi.slice(hindi.indexOf('<div id="root">'));
  // 'Also known as' with the Hindi names (lab_items.aliases_hi), abbreviations as reports print them.
  expect(body).toContain('इसे HbA1c, A1c, ग्लाइकोसिलेटेड हीमोग्लोबिन, 3 महीने की शुगर, औसत शुगर भी कहते हैं');
  expect(body).toContain('4.0 - 5.6 % (5.7 - 6.4 प्री-डायबिटीज)');
  const english = await (await request.get('/tests/hba1c-glycated-haemoglobin')).text();
  expect(english).toContain(
    'Also known as hba1c, a1c, glycosylated haemoglobin, 3 month sugar, average sugar',
  );
  expect(english).toContain('4.0 - 5.6 % (5.7 - 6.4 prediabetes)');
});

// The pages the journey above visits, signed out, in both languages: nothing serious for axe in either.
for (const path of [
  '/',
  '/doctors/search-results?q=fever&city=Bengaluru',
  '/doctor-details/doc_001',
  '/product/prd_dolo-650-tablet',
  '/cart',
]) {
  for (const prefix of ['', '/hi']) {
    const url = prefix && path === '/' ? prefix : `${prefix}${path}`;
    test(`axe finds nothing serious on ${url} at 390 px`, async ({ page }) => {
      await page.goto(url);
      await expect(page.locator('html')).toHaveAttribute('lang', prefix ? 'hi' : 'en-IN');
      await expectNoSeriousA11yViolations(page);
    });
  }
}
