// Fixtures for the pharmacy API tests: accounts with sessions, products of their own (so tests never race
// over the seeded catalogue's stock), a saved address, uploads and orders placed through the API.
import { randomUUID } from 'node:crypto';
import { PRIVACY_NOTICE_VERSION } from '@arogya/contracts/users';
import { eq, sql } from 'drizzle-orm';
import { products } from '../src/db/schema/pharmacy.ts';
import { prescriptions } from '../src/db/schema/pharmacy-orders.ts';
import { issueSession } from '../src/modules/users/issue-session.ts';
import { bearer, type TestApp, uniquePhone } from './test-app.ts';

let counter = 0;
const next = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

/**
 * A signed-in account made directly in the database, with the given role and its phone and e-mail verified
 * (messages go only to verified contacts).
 */
export async function account(t: TestApp, role = 'patient', name = 'Meera Iyer') {
  const id = randomUUID();
  const verifiedAt = new Date();
  const row = await t.ctx.users.insert({
    phoneVerifiedAt: verifiedAt,
    emailVerifiedAt: verifiedAt,
    id,
    email: `${role}.${next()}@example.in`,
    name,
    phone: uniquePhone(),
    passwordHash: 'not-a-real-hash',
    roles: [role],
    consentAt: new Date(),
    privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
  });
  if (!row) throw new Error('account insert failed');
  const token = await issueSession(t.ctx, id, {});
  return { id, token, headers: bearer(token) };
}
export type Account = Awaited<ReturnType<typeof account>>;

export async function makeProduct(
  t: TestApp,
  opts: { stock?: number; schedule?: string; pricePaise?: number; mrpPaise?: number; name?: string } = {},
) {
  const tag = next();
  const id = `prd_t_${tag}`;
  await t.ctx.database.db.insert(products).values({
    id,
    slug: `test-${tag}`,
    name: opts.name ?? `Testamol ${tag} Tablet`,
    kind: 'medicine',
    brandId: 'brd_cipla',
    categoryId: 'cat_pain-relief',
    subcategoryId: 'sub_fever-pain',
    saltComposition: `Testamol ${tag} (500mg)`,
    strength: '500mg',
    form: 'tablet',
    manufacturer: 'Cipla Ltd',
    packSize: 10,
    packUnit: 'tablets',
    unit: 'Strip of 10 tablets',
    mrpPaise: opts.mrpPaise ?? 12_000,
    pricePaise: opts.pricePaise ?? 10_000,
    schedule: opts.schedule ?? 'OTC',
    stock: opts.stock ?? 50,
    description: 'A product made for a test.',
    specifications: {},
    colours: [],
  });
  return id;
}

export async function stockOf(t: TestApp, id: string): Promise<number> {
  const [row] = await t.ctx.database.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, id));
  return row?.stock ?? -1;
}

export const ADDRESS = {
  name: 'Meera Iyer',
  phone: '9876501234',
  line1: '12, 3rd Main Road',
  line2: 'Indiranagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  pinCode: '560038',
};

export async function addAddress(t: TestApp, who: Account, overrides: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/addresses',
    headers: who.headers,
    payload: { ...ADDRESS, ...overrides },
  });
  if (res.statusCode !== 201) throw new Error(`address failed: ${res.statusCode} ${res.body}`);
  return res.json().result.id as string;
}

export function order(
  t: TestApp,
  who: Account,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/orders',
    headers: { ...who.headers, ...headers },
    payload: { paymentMethod: 'cod', ...body },
  });
}

export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

export function multipart(
  parts: { name: string; filename?: string; type?: string; data: Buffer | string }[],
) {
  const boundary = '----arogyapharmacy';
  const chunks = parts.flatMap((p) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}\r\n${p.type ? `Content-Type: ${p.type}\r\n` : ''}\r\n`,
    ),
    Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data),
    Buffer.from('\r\n'),
  ]);
  const payload = Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function upload(t: TestApp, who: Account, data = PNG, fields: Record<string, string> = {}) {
  const form = multipart([
    ...Object.entries(fields).map(([name, value]) => ({ name, data: value })),
    { name: 'image', filename: 'rx.png', type: 'image/png', data },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/doctors/addReceipt',
    headers: { ...who.headers, ...form.headers },
    payload: form.payload,
  });
}

/** An uploaded prescription, optionally back-dated (the API refuses dates in the future only). */
export async function prescriptionFor(t: TestApp, who: Account, issuedDaysAgo = 2) {
  const res = await upload(t, who);
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  const id = res.json().result.id as string;
  await t.ctx.database.db
    .update(prescriptions)
    .set({ issuedAt: new Date(Date.now() - issuedDaysAgo * 86_400_000) })
    .where(eq(prescriptions.id, id));
  return id;
}

export async function auditCount(t: TestApp, actorId: string, action: string): Promise<number> {
  const res = (await t.ctx.database.db.execute(
    sql`select count(*)::int as n from audit_log where actor_id = ${actorId} and action = ${action}`,
  )) as unknown as { rows: { n: number }[] };
  return Number(res.rows[0]?.n ?? 0);
}
