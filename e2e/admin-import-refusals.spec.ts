// A catalogue import refused as a whole file on the admin's page (docs/product-rules.md#catalogue-imports): a
// medicines file without its mrp and price columns is refused by the API with the refusal's code, and the page
// names the missing columns in English and on the Hindi page in Hindi. Axe and 390/1280 px screenshots.
import { mkdirSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, loginViaUi, test } from './support.ts';

const SHOTS = '.tmp/shots';
mkdirSync(SHOTS, { recursive: true });

const HEADER =
  'name,brand,category,subcategory,salt_composition,strength,form,manufacturer,pack_size,pack_unit,unit,schedule,stock,description';
const ROW =
  'Glucorin 500,usv,diabetes-care,oral-antidiabetics,Metformin (500mg),500mg,Tablet,USV Ltd,20,tablets,Strip of 20 tablets,H,0,For type 2 diabetes';

async function refuse(page: Page, path: string, fileLabel: string, importLabel: string, refusal: string) {
  await page.goto(path);
  const panel = page.locator('section[aria-labelledby="import-heading"]');
  await panel.getByLabel(fileLabel).setInputFiles({
    name: 'medicines.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`${HEADER}\n${ROW}\n`),
  });
  await panel.getByRole('button', { name: importLabel, exact: true }).click();
  await expect(panel.getByRole('alert')).toHaveText(refusal);
  await expectNoSeriousA11yViolations(page);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: `${SHOTS}/admin-import-refusal${path.startsWith('/hi') ? '-hi' : ''}-${width}.png`,
    });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('an admin is told which columns a refused import file lacks, in English and in Hindi', async ({
  page,
}) => {
  await page.goto('/login');
  await loginViaUi(page, 'admin@arogya.in', 'Arogya@2026');
  await expect(page).not.toHaveURL(/\/login/);
  await refuse(
    page,
    '/admin/catalogue',
    'CSV file',
    'Import',
    'The file has no mrp, price columns. Add them with those names in the first line.',
  );
  await refuse(
    page,
    '/hi/admin/catalogue',
    'CSV फ़ाइल',
    'इम्पोर्ट करें',
    'फ़ाइल में mrp, price कॉलम नहीं हैं। पहली लाइन में इन्हीं नामों से ये कॉलम जोड़ें।',
  );
});
