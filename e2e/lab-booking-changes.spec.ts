import { expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, newPatient, registerViaUi, test } from './support.ts';

// A patient moves a home collection to another slot and then cancels it, from the booking's page
// (docs/product-rules.md#lab-tests). The booking itself is made through the API as the signed-in patient;
// e2e/labs.spec.ts walks the booking form.

const PACKAGE_SLUG = 'diabetes-screening-package';

async function api(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('arogya_token'));
  expect(token).toBeTruthy();
  const headers = { authorization: `Bearer ${token}` };
  return {
    get: async (url: string) => {
      const res = await page.request.get(url, { headers });
      expect(res.status(), url).toBe(200);
      return (await res.json()).result;
    },
    post: async (url: string, data: unknown) => {
      const res = await page.request.post(url, { headers, data });
      expect(res.status(), `${url}: ${await res.text()}`).toBe(201);
      return (await res.json()).result;
    },
  };
}

function indiaDate(daysAhead: number): string {
  return new Date(Date.now() + 5.5 * 3_600_000 + daysAhead * 86_400_000).toISOString().slice(0, 10);
}

test('reschedule a home collection, then cancel it', async ({ page }) => {
  await registerViaUi(page, newPatient());
  await expect(page).toHaveURL('/');
  const call = await api(page);

  const item = await call.get(`/api/v1/labs/testList/${PACKAGE_SLUG}`);
  const labs = (await call.get('/api/v1/labs/topMustLab?city=Bengaluru&limit=20')) as {
    id: string;
    name: string;
  }[];
  const lab = labs.find((l) => l.name === 'Nandi Clinical Laboratory');
  expect(lab).toBeTruthy();
  const date = indiaDate(2);
  const day = await call.get(`/api/v1/labs/slots?labId=${lab?.id}&date=${date}&itemIds=${item.id}`);
  const free = (day.slots as { start: string; available: boolean }[]).filter((s) => s.available);
  expect(free.length).toBeGreaterThan(1);
  const booking = await call.post('/api/v1/labs/bookings', {
    itemIds: [item.id],
    patient: { for: 'self', age: 47, sex: 'female' },
    address: {
      name: 'Meera Pillai',
      phone: '9845012345',
      line1: '21, 5th Cross, Koramangala 4th Block',
      city: 'Bengaluru',
      state: 'Karnataka',
      pinCode: '560034',
    },
    labId: lab?.id,
    date,
    slot: free[0]?.start,
    paymentMethod: 'pay_at_collection',
  });

  await page.goto(`/lab-bookings/${booking.id}`);
  await expect(page.getByText(booking.orderNumber).first()).toBeVisible();

  // Reschedule: the current slot is not offered again; the new one shows on the page.
  await page.getByRole('button', { name: 'Reschedule' }).click();
  const reschedule = page.getByRole('dialog', { name: 'Reschedule collection' });
  await expect(reschedule).toBeVisible();
  await expect(reschedule.getByRole('button', { name: 'Move to this slot' })).toBeDisabled();
  await reschedule.locator('label:not(:has(input:disabled))').filter({ hasText: /AM|PM/ }).first().click();
  await expectNoSeriousA11yViolations(page);
  await reschedule.getByRole('button', { name: 'Move to this slot' }).click();
  await expect(page.getByText('Collection rescheduled')).toBeVisible();
  await expect(reschedule).toHaveCount(0);
  const moved = await call.get(`/api/v1/labs/bookings/${booking.id}`);
  expect(moved.slot.start).not.toBe(booking.slot.start);

  // Cancel with a reason: the page says who cancelled it and offers neither action again.
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel this booking?' });
  await cancel.getByLabel('Reason (optional)').fill('Travelling that week');
  await expectNoSeriousA11yViolations(page);
  await cancel.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(page.getByText('Booking cancelled')).toBeVisible();
  await expect(page.getByText('Cancelled by you')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reschedule' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel booking' })).toHaveCount(0);
  const cancelled = await call.get(`/api/v1/labs/bookings/${booking.id}`);
  expect(cancelled.status).toBe('cancelled');
});
