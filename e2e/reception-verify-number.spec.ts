// A walk-in's number verified at the reception desk (docs/product-rules.md#verified-contacts): registered at the
// desk, the patient's number is unverified, so Arogya would send them nothing; the desk sends a code by SMS to
// that number (read here from the SMS stand-in, as the patient reads it from their phone), a wrong code is
// said on the box, and the right one verifies it. At 390 and 1280 px, with axe.
import { expect } from '@playwright/test';
import { codeSentTo, lastInboxId } from './sign-in-codes.ts';
import { expectNoSeriousA11yViolations, loginViaUi, test } from './support.ts';

for (const width of [390, 1280]) {
  test(`the desk verifies a walk-in's number with the code the patient reads out (${width} px)`, async ({
    browser,
  }) => {
    const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
    await page.goto('/login');
    await loginViaUi(page, 'reception@arogya.in', 'Arogya@2026');
    await expect(page).toHaveURL('/reception');
    await page.getByRole('tab', { name: 'Book a walk-in' }).click();

    const phone = `6${String(Date.now()).slice(-7)}${width === 390 ? '39' : '12'}`;
    await page.getByLabel("Patient's mobile number").fill(phone);
    await page.getByRole('button', { name: 'Find patient' }).click();
    await expect(page.getByText(/No patient has the number/)).toBeVisible();
    await page.getByLabel('Full name').fill(width === 390 ? 'Kamala Devi' : 'Ramesh Chand');
    await page.getByLabel(/agrees to it/).check();
    await page.getByRole('button', { name: 'Register patient' }).click();

    const check = page.getByRole('region', { name: 'Mobile number not verified' });
    await expect(check).toBeVisible();
    const before = await lastInboxId(page.request);
    await check.getByRole('button', { name: 'Send code by SMS' }).click();
    await expect(check.getByText(/We sent a 6-digit code to \+91/)).toBeVisible();
    const code = await codeSentTo(page.request, phone, before);
    await page.screenshot({ path: test.info().outputPath(`reception-verify-${width}.png`), fullPage: true });
    await expectNoSeriousA11yViolations(page);

    const box = check.getByLabel('Code the patient reads out');
    await box.fill(code === '000000' ? '111111' : '000000');
    await check.getByRole('button', { name: 'Verify number' }).click();
    await expect(check.getByText('That code is not right. 4 tries left.')).toBeVisible();
    await box.fill(code);
    await check.getByRole('button', { name: 'Verify number' }).click();
    await expect(page.getByText('Mobile number verified')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`reception-verified-${width}.png`) });
    await expectNoSeriousA11yViolations(page);

    // Found again later, the number shows as verified: the desk offers no check.
    await page.getByRole('button', { name: 'Change patient' }).click();
    await page.getByLabel("Patient's mobile number").fill(phone);
    await page.getByRole('button', { name: 'Find patient' }).click();
    await page.getByRole('button', { name: /^Book for / }).click();
    await expect(page.getByText(/^Patient:/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Mobile number not verified' })).toHaveCount(0);
    await page.context().close();
  });
}
