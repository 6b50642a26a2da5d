import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { codeSentTo, DEMO_PHONES, DEMO_STAFF, lastInboxId } from './sign-in-codes.ts';

let counter = 0;
export function newPatient() {
  counter += 1;
  const n = `${Date.now() % 1e6}${counter}`;
  return {
    name: 'Meera Pillai',
    email: `meera.${n}@example.in`,
    phone: `9${String(Date.now()).slice(-5)}${String(counter).padStart(4, '0')}`,
    password: 'a-good-long-password',
  };
}

/** Registers with e-mail and password (the second way on /register; the first is the mobile number). */
export async function registerViaUi(page: Page, user: ReturnType<typeof newPatient>) {
  await page.goto('/register');
  await page.getByRole('tab', { name: 'E-mail and password' }).click();
  await page.getByLabel('Full name').fill(user.name);
  await page.getByLabel('E-mail', { exact: true }).fill(user.email);
  await page.getByLabel('Mobile number').fill(user.phone);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel(/I have read the privacy notice/).check();
  await page.getByRole('button', { name: 'Create account' }).click();
}

/**
 * Signs in on /login with e-mail and password (its second tab); a staff account then gets a code on its
 * phone, read from the SMS stand-in and typed in (`phone`, or the demo account's number).
 */
export async function loginViaUi(page: Page, email: string, password: string, staffPhone?: string) {
  const phone = staffPhone ?? (DEMO_STAFF.has(email) ? DEMO_PHONES[email] : undefined);
  await page.getByRole('tab', { name: 'E-mail and password' }).click();
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  const before = await lastInboxId(page.request);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  if (!phone) return;
  await page.getByLabel('6-digit code').fill(await codeSentTo(page.request, phone, before));
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
}

/**
 * Fails on any serious or critical axe violation, listing them. It measures the settled page: a toast still
 * fading in is half transparent, and axe would blend its text with whatever lies under it.
 */
export async function expectNoSeriousA11yViolations(page: Page) {
  // A toast can start fading out while axe reads the page, and a half-transparent element fails colour
  // contrast for that instant only: a real violation is still there when the page has settled again, so a
  // page with violations is read once more after its animations end before the test fails.
  let bad: string[] = [];
  for (let attempt = 0; attempt < 2; attempt += 1) {
    if (attempt > 0) await page.waitForTimeout(1_000);
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    );
    const results = await new AxeBuilder({ page }).analyze();
    bad = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    if (bad.length === 0) return;
  }
  expect(bad).toEqual([]);
}

/**
 * A seeded upcoming demo visit's day as the app shows it ('21 Nov 2026'): the seed moves those visits
 * forward by the days between 23 Nov 2026 and the day it ran, in India (apps/api/src/db/seed/demo-clock.ts).
 */
export function demoVisitDay(writtenDay: string, now: Date = new Date()): string {
  const india = (d: Date) => new Date(d.getTime() + 330 * 60_000).toISOString().slice(0, 10);
  const days = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
  const shift = Math.max(0, days('2026-11-23', india(now)));
  const day = new Date(Date.parse(`${writtenDay}T00:00:00Z`) + shift * 86_400_000);
  const month = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ')[day.getUTCMonth()];
  return `${day.getUTCDate()} ${month} ${day.getUTCFullYear()}`;
}

/**
 * Opens a page and waits until React has hydrated it: a server-rendered page shows its content (and its
 * buttons) before their code runs, and a click or a choice made earlier is lost (apps/web/src/app/app-toaster.tsx).
 */
export async function gotoLive(page: Page, url: string) {
  await page.goto(url);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * The tests' `test`: its page's `goto` waits, for an app page, until React has hydrated it (`gotoLive`),
 * so a click on a server-rendered page is never made before its code runs. Pages opened from another
 * browser context use `gotoLive` themselves where they open a server-rendered page.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const html = response?.headers()['content-type']?.startsWith('text/html') ?? false;
      if (html) await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
      return response;
    };
    await use(page);
  },
});
