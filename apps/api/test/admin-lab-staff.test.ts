// The admin console links a lab staff account to a partner lab's desk (docs/product-rules.md#the-admin-console):
// admins only; the account must hold the lab role and work no other lab's desk; each change is audited;
// the linked account then works that lab's desk, and an unlinked one no longer does.
import { AdminLab } from '@arogya/contracts/admin-lab-staff';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/system.ts';
import { createAccount } from './doctor-fixtures.ts';
import { makeLab, tomorrow } from './labs-fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

type Who = { headers: Record<string, string> };
const link = (who: Who, labId: string, staff: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/admin/labs/${labId}/staff`,
    headers: who.headers,
    payload: { staff },
  });
const desk = (who: Who) =>
  t.app.inject({ method: 'GET', url: `/api/v1/users/lab?date=${tomorrow()}`, headers: who.headers });

describe('linking a lab staff account to a lab', () => {
  it('links by e-mail or id, lists it, audits it, and the account works that desk until unlinked', async () => {
    const admin = await createAccount(t, 'admin', 'Admin Person');
    const staff = await createAccount(t, 'lab', 'Suresh Lab');
    const labId = await makeLab(t);
    expect((await desk(staff)).statusCode).toBe(403);

    const linked = await link(admin, labId, staff.user.email.toUpperCase());
    expect(linked.statusCode, linked.body).toBe(200);
    expect(AdminLab.parse(linked.json().result)).toMatchObject({
      id: labId,
      staff: { id: staff.id, name: 'Suresh Lab', email: staff.user.email },
    });
    expect((await desk(staff)).statusCode).toBe(200);

    const list = await t.app.inject({ method: 'GET', url: '/api/v1/admin/labs', headers: admin.headers });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    const mine = (list.json().result as AdminLab[]).find((l) => l.id === labId);
    expect(mine?.staff?.id).toBe(staff.id);
    // The seeded demo lab keeps its desk account.
    expect((list.json().result as AdminLab[]).some((l) => l.staff !== null && l.id !== labId)).toBe(true);

    // The same link again changes nothing and logs nothing.
    expect((await link(admin, labId, staff.id)).json().message).toBe('No change');
    const rows = await t.ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resourceId, labId), eq(auditLog.action, 'lab.staff.link')));
    expect(rows.map((r) => [r.actorId, r.subjectUserId, r.meta])).toEqual([
      [admin.id, staff.id, { before: null, after: staff.id }],
    ]);

    const unlinked = await link(admin, labId, null);
    expect(unlinked.statusCode).toBe(200);
    expect(unlinked.json().result.staff).toBeNull();
    expect((await desk(staff)).statusCode).toBe(403);
  });

  it('refuses an account without the lab role (422), one at another lab (409), unknown lab or account (404), bad input (400)', async () => {
    const admin = await createAccount(t, 'admin');
    const [labA, labB] = [await makeLab(t), await makeLab(t)];
    const staff = await createAccount(t, 'lab');
    const patient = await createAccount(t, 'patient');
    expect((await link(admin, labA, patient.id)).statusCode).toBe(422);
    expect((await link(admin, labA, staff.id)).statusCode).toBe(200);
    const twice = await link(admin, labB, staff.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toContain('unlink it there first');
    expect((await link(admin, 'lab_nope', staff.id)).statusCode).toBe(404);
    expect((await link(admin, labB, 'nobody@example.com')).statusCode).toBe(404);
    for (const bad of ['', 42, { id: staff.id }]) {
      const res = await link(admin, labB, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().details[0].field).toBe('staff');
    }
    const missing = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/labs/${labB}/staff`,
      headers: admin.headers,
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    // Replacing a lab's account moves the desk to the new one.
    const other = await createAccount(t, 'lab');
    expect((await link(admin, labA, other.id)).json().result.staff.id).toBe(other.id);
    expect((await desk(staff)).statusCode).toBe(403);
    expect((await desk(other)).statusCode).toBe(200);
  });

  it('is for admins only: 401 signed out, 403 any other role, before the body is read', async () => {
    const labId = await makeLab(t);
    for (const role of ['patient', 'lab', 'doctor', 'receptionist', 'pharmacist']) {
      const who = await createAccount(t, role);
      expect((await link(who, labId, who.id)).statusCode).toBe(403);
      const list = await t.app.inject({ method: 'GET', url: '/api/v1/admin/labs', headers: who.headers });
      expect(list.statusCode).toBe(403);
    }
    expect((await link({ headers: {} }, labId, 'x')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/labs' })).statusCode).toBe(401);
  });
});
