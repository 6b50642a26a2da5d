// The Grievance Officer (docs/product-rules.md#the-grievance-officer): the office, its mailbox and the postal
// address are there from the first start, with no invented name; an admin names the person, the public read
// shows them at once (the catalogue cache too), the change is audited; nobody else can, and bad input is a
// 400 naming the field. PGlite and PostgreSQL.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/system.ts';
import { type Account, account } from './pharmacy-fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
let admin: Account;
let patient: Account;
beforeAll(async () => {
  t = await createTestApp();
  admin = await account(t, 'admin', 'Asha Admin');
  patient = await account(t, 'patient', 'Meera Iyer');
}, 180_000);
afterAll(async () => {
  await t?.app.close();
});

const read = async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/grievance-officer' });
  expect(res.statusCode).toBe(200);
  return res.json().result;
};
const put = (body: unknown, headers?: Record<string, string>) =>
  t.app.inject({ method: 'PUT', url: '/api/v1/admin/grievance-officer', payload: body, headers });

const officer = {
  name: 'Anita Deshpande',
  designation: 'Grievance Officer',
  email: 'Grievance@Arogya.in',
  phone: '+91 98450 12345',
};

describe('the Grievance Officer', () => {
  it('starts as the office and its contacts, without an invented name', async () => {
    const first = await read();
    expect(first).toMatchObject({
      name: null,
      designation: 'Grievance Officer and Data Protection Officer',
      email: 'grievance@arogya.in',
      phone: null,
      address: { city: 'Bengaluru', state: 'Karnataka', pinCode: '560103' },
      acknowledgeHours: 24,
      resolveDays: 15,
    });
  });

  it('is named by an admin only, and bad input names its field', async () => {
    expect((await put(officer)).statusCode).toBe(401);
    expect((await put(officer, patient.headers)).statusCode).toBe(403);
    const bad = await put({ ...officer, email: 'not-an-email', phone: '12345' }, admin.headers);
    expect(bad.statusCode).toBe(400);
    const fields = (bad.json().details as { field: string }[]).map((d) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['email', 'phone']));
    expect((await put({ ...officer, name: '' }, admin.headers)).statusCode).toBe(400);
    expect((await put({ ...officer, role: 'admin' }, admin.headers)).statusCode).toBe(400);
    expect((await read()).name).toBeNull();
  });

  it('shows the person an admin named at once, and the change is audited', async () => {
    await read(); // cached on PGlite: the write must drop it
    const res = await put(officer, admin.headers);
    expect(res.statusCode).toBe(200);
    const expected = {
      name: 'Anita Deshpande',
      designation: 'Grievance Officer',
      email: 'grievance@arogya.in',
      phone: '9845012345',
    };
    expect(res.json().result).toMatchObject(expected);
    expect(await read()).toMatchObject(expected);
    const audited = await t.ctx.database.db
      .select({ actorId: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'grievance_officer.update'), eq(auditLog.actorId, admin.id)));
    expect(audited).toHaveLength(1);

    // No phone published: an empty field clears it.
    const cleared = await put({ ...officer, phone: '' }, admin.headers);
    expect(cleared.json().result.phone).toBeNull();
  });
});
