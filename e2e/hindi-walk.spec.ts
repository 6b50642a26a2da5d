// A Hindi reader's booking and checkout on a phone (390 px): the pages under /hi show no English word that
// Arogya has a Hindi for. Each word below was once left in English on these pages: the doctor's specialty on
// the booking page (DoctorSummary; the listing already used its Hindi name), the checkout's prescription
// step, the 'to <city>' of a delivery estimate and the city itself, a clinic's area and a doctor's council
// (contracts/place-names.ts), the doctor's title in a Hindi notification, the offers consent on the
// notification settings, a medicine's pack ('Strip of 15 tablets'), and the product page's
// description and specification labels ('It is used to', 'Country of origin'). Names of people,
// clinics and medicines stay as written (docs/product-rules.md#languages), so the check looks for those known
// words rather than for any Latin letter.
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, newPatient, test } from './support.ts';

test.use({ viewport: { width: 390, height: 844 } });

/** English words a Hindi page must not show (each has its Hindi on the page instead). */
const LEFT_IN_ENGLISH = [
  /General Physician/,
  /need a prescription/,
  /\bto (Bengaluru|Karnataka)\b/,
  /\b(Bengaluru|Karnataka|Koramangala)\b|Medical Council/,
  /Delivery (by|in)\b/,
  /\bDr\. (?!Reddy's)[A-Z]/, // the doctor's title; Dr. Reddy's is a manufacturer's name
  /I agree to receive offers/,
  /\b(Strip|Bottle|Tube|Jar|Box|Pack|Sachet) of \d/,
  /\bIt is used to\b/,
  /Country of origin|Pack size|Salt composition|Over the counter|Below 30°C/,
];

async function expectNoEnglishLeft(page: Page) {
  const text = await page.locator('main').innerText();
  for (const word of LEFT_IN_ENGLISH) expect(text, `${page.url()} shows ${word}`).not.toMatch(word);
}

async function registerInHindi(api: APIRequestContext, user: ReturnType<typeof newPatient>): Promise<string> {
  const answer = await api.post('/api/v1/users/register', {
    data: { name: user.name, email: user.email, phone: user.phone, password: user.password, consent: true },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  const { token } = await answer.json();
  // A Hindi reader's account: chosen with the switch, so notifications are written in Hindi too.
  const chose = await api.patch('/api/v1/users/language', {
    headers: { authorization: `Bearer ${token}` },
    data: { language: 'hi' },
  });
  expect(chose.ok(), await chose.text()).toBe(true);
  return token;
}

test('booking, checkout and the notification settings on /hi show no English word Arogya has a Hindi for', async ({
  page,
}) => {
  const user = newPatient();
  await registerInHindi(page.request, user);
  await page.goto('/hi/login');
  await page.getByRole('tab').nth(1).click();
  await page.locator('main input[type="email"]').fill(user.email);
  await page.locator('main input[type="password"]').fill(user.password);
  await page.locator('main button[type="submit"]').click();
  await expect(page).toHaveURL(/\/hi$/);

  // The booking page names the doctor's specialty in Hindi, as the doctor's own page does.
  await page.goto('/hi/doctor-details/doc_001');
  await expect(page.getByText('जनरल फिजिशियन').first()).toBeVisible();
  await page.getByRole('tab', { name: 'उपलब्धता' }).click();
  await page
    .getByRole('tabpanel', { name: 'उपलब्धता' })
    .getByRole('list')
    .getByRole('button', { disabled: false })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'अपॉइंटमेंट बुक करें' })).toBeVisible();
  await expect(page.locator('main').getByText('जनरल फिजिशियन', { exact: true })).toBeVisible();
  await expectNoEnglishLeft(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'बुकिंग की पुष्टि करें' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'अपॉइंटमेंट बुक हो गया' })).toBeVisible();
  await expectNoEnglishLeft(page);

  // The confirmation in the inbox: the doctor as 'डॉ.'.
  await page.goto('/hi/notifications');
  await expect(page.getByText(/डॉ\. Arjun Mehta से/).first()).toBeVisible({ timeout: 30_000 });
  await expectNoEnglishLeft(page);

  // A medicine that needs a prescription: the delivery estimate and the checkout's prescription step.
  await page.goto('/hi/product/prd_telma-40-tablet');
  await page
    .getByRole('textbox', { name: /पिन कोड/ })
    .first()
    .fill('560034');
  await page.getByRole('button', { name: 'जाँचें', exact: true }).click();
  await expect(page.getByText(/^बेंगलुरु, कर्नाटक में .*डिलीवरी/)).toBeVisible();
  await expect(page.getByText(/^Telma 40 Tablet में Telmisartan \(40mg\) है।/)).toBeVisible();
  await expectNoEnglishLeft(page);
  await page.getByRole('tab', { name: 'विनिर्देश' }).click();
  await expect(page.getByText('मूल देश', { exact: true })).toBeVisible();
  await expectNoEnglishLeft(page);
  await page.getByRole('button', { name: 'कार्ट में डालें', exact: true }).click();
  await page.getByRole('link', { name: /दवाइयों की कार्ट/ }).click();
  await page.getByRole('link', { name: 'चेकआउट पर जाएँ' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'चेकआउट' })).toBeVisible();
  await expect(page.getByText(/इन दवाइयों के लिए प्रिस्क्रिप्शन ज़रूरी है: Telma 40 Tablet/)).toBeVisible();
  await expectNoEnglishLeft(page);
  await expectNoSeriousA11yViolations(page);

  // The offers consent in the words a Hindi reader agrees to.
  await page.goto('/hi/settings/notifications');
  await expect(page.getByRole('checkbox', { name: /^मेरी सहमति है कि Arogya/ })).toBeVisible();
  await expectNoEnglishLeft(page);
  await expectNoSeriousA11yViolations(page);
});
