import { mkdirSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, loginViaUi, newPatient, test } from './support.ts';

// A family on one account across its records (docs/screens.md#family-members): a prescription uploaded for a
// member and filtered by person, a parent booking themself and a member at the same time while the same
// person twice is refused, and the reception desk booking for a patient's family member.

test.describe.configure({ timeout: 240_000 });

const SHOTS = '.tmp/shots';
mkdirSync(SHOTS, { recursive: true });
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a family on one account: prescriptions for a member, two people at one time, the desk books for a member', async ({
  page,
  browser,
  request,
}) => {
  const me = newPatient();
  const registered = await request.post('/api/v1/users/register', {
    data: { ...me, consent: true },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const auth = { authorization: `Bearer ${(await registered.json()).token}` };
  await page.goto('/login');
  await loginViaUi(page, me.email, me.password);
  await expect(page).toHaveURL('/');

  // A family member.
  await page.goto('/family-members');
  await page.getByRole('button', { name: 'Add Family Member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a family member' });
  await dialog.getByLabel('Full name').fill('Kamala Pillai');
  await dialog.getByLabel('Relation').selectOption({ label: 'Mother' });
  await dialog.getByLabel('Date of birth').fill('1958-03-14');
  await dialog.getByRole('radio', { name: 'Female', exact: true }).check();
  await dialog.getByRole('button', { name: 'Add Member' }).click();
  await expect(dialog).toHaveCount(0);
  const members = (await (await request.get('/api/v1/family-members', { headers: auth })).json()).result
    .members as { id: string }[];
  const kamala = members[0]?.id ?? '';

  // A prescription uploaded for her says so, and 'Whose prescriptions' filters on the server.
  await page.goto('/prescription-upload');
  await page.getByLabel('Prescription for').selectOption({ label: 'Kamala Pillai (Mother, 68)' });
  await page.locator('input[type=file]').setInputFiles({
    name: 'kamala-rx.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(page.getByText('Upload successful!')).toBeVisible();
  await page.goto('/prescriptions');
  await expect(page.getByText('For: Kamala Pillai')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shoot(page, 'prescriptions-for-member');
  await page.getByLabel('Whose prescriptions').selectOption({ label: 'Myself' });
  await expect(page.getByText('No prescriptions yet')).toBeVisible();
  await page.getByLabel('Whose prescriptions').selectOption({ label: 'Kamala Pillai' });
  await expect(page.getByText('For: Kamala Pillai')).toBeVisible();

  // The parent and their mother at the same time with two doctors; the mother twice is refused.
  const slotsOf = async (doctorId: string) => {
    const r = (await (await request.get(`/api/v1/doctors/${doctorId}/slots`)).json()).result;
    return {
      types: r.consultationTypes as string[],
      starts: r.days.flatMap((d: { slots: { startsAt: string; status: string }[] }) =>
        d.slots.filter((s) => s.status === 'available').map((s) => s.startsAt),
      ) as string[],
    };
  };
  const [a, b, c] = ['doc_001', 'doc_002', 'doc_003'];
  const [sa, sb, sc] = await Promise.all([slotsOf(a), slotsOf(b), slotsOf(c)]);
  const at = sa.starts.find((s) => sb.starts.includes(s) && sc.starts.includes(s));
  const type = sa.types.find((x) => sb.types.includes(x) && sc.types.includes(x));
  expect(at).toBeTruthy();
  const book = async (doctorId: string, forWhom?: string) => {
    const res = await request.post('/api/v1/bookings/book/appointment', {
      headers: auth,
      data: { doctorId, startsAt: at, consultationType: type, ...(forWhom ? { forWhom } : {}) },
    });
    return { status: () => res.status(), json: () => res.json(), text: () => res.text() };
  };
  const self = await book(a);
  expect(self.status(), await self.text()).toBe(201);
  const hers = await book(b, kamala);
  expect(hers.status(), await hers.text()).toBe(201);
  const twice = await book(c, kamala);
  expect(twice.status()).toBe(409);
  expect((await twice.json()).message).toBe('Kamala Pillai already has another appointment at this time.');
  await page.goto('/my-appointments');
  await expect(page.getByText('For: Kamala Pillai').first()).toBeVisible();

  // The reception desk finds the account by mobile number and books for Kamala.
  const desk = await (await browser.newContext()).newPage();
  await desk.goto('/login');
  await loginViaUi(desk, 'reception@arogya.in', 'Arogya@2026');
  await expect(desk).toHaveURL('/reception');
  await desk.getByRole('tab', { name: 'Book a walk-in' }).click();
  await desk.getByLabel("Patient's mobile number").fill(me.phone);
  await desk.getByRole('button', { name: 'Find patient' }).click();
  await desk.getByRole('button', { name: `Book for ${me.name}` }).click();
  await desk.getByLabel('For', { exact: true }).selectOption({ label: 'Kamala Pillai (Mother, 68)' });
  await desk.getByLabel('Consultation type').selectOption('in-person');
  await desk.getByRole('list').getByRole('button', { disabled: false }).last().click();
  await expectNoSeriousA11yViolations(desk);
  await shoot(desk, 'reception-for-member');
  await desk.getByRole('button', { name: /^Book / }).click();
  await expect(desk.getByText('Appointment booked for Kamala Pillai')).toBeVisible();
});
