// The admin console's API: every route for admins only; user search with keyset paging; role changes
// audited; the last admin kept under concurrent demotions (docs/product-rules.md#the-admin-console).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/users.ts';
import { createAccount } from './doctor-fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

type Account = Awaited<ReturnType<typeof createAccount>>;

const putRoles = (who: Account, id: string, roles: string[]) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/admin/users/${id}/roles`,
    headers: who.headers,
    payload: { roles },
  });

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function adminIds(): Promise<string[]> {
  const list = await rows<{ id: string }>(sql`select id from users where roles @> array['admin']::text[]`);
  return list.map((r) => r.id);
}

/**
 * Runs `body` with `keep` the only admins: every other admin loses the role first and gets it back
 * afterwards (the API test files share one database and run one at a time).
 */
async function withOnlyAdmins(keep: string[], body: () => Promise<void>) {
  const db = t.ctx.database.db;
  const saved = (
    await db
      .select({ id: users.id, roles: users.roles })
      .from(users)
      .where(sql`${users.roles} @> array['admin']::text[]`)
  ).filter((u) => !keep.includes(u.id));
  for (const o of saved) {
    const rest = o.roles.filter((r) => r !== 'admin');
    await db
      .update(users)
      .set({ roles: rest.length ? rest : ['patient'] })
      .where(eq(users.id, o.id));
  }
  try {
    await body();
  } finally {
    for (const o of saved) await db.update(users).set({ roles: o.roles }).where(eq(users.id, o.id));
  }
}

describe('admin routes are for admins only', () => {
  const routes: { method: 'GET' | 'PUT' | 'POST'; url: string; payload?: unknown }[] = [
    { method: 'GET', url: '/api/v1/admin/users' },
    { method: 'PUT', url: '/api/v1/admin/users/usr_demo_patient/roles', payload: { roles: ['admin'] } },
    { method: 'GET', url: '/api/v1/admin/audit-log' },
    { method: 'GET', url: '/api/v1/admin/audit-log/actions' },
    { method: 'GET', url: '/api/v1/admin/audit-log/export' },
    { method: 'GET', url: '/api/v1/admin/doctors' },
    { method: 'GET', url: '/api/v1/admin/doctors/options' },
    { method: 'POST', url: '/api/v1/admin/doctors', payload: {} },
    { method: 'POST', url: '/api/v1/admin/doctors/usr_demo_patient/verify', payload: {} },
    { method: 'GET', url: '/api/v1/admin/banners' },
    { method: 'POST', url: '/api/v1/admin/banners', payload: {} },
    { method: 'PUT', url: '/api/v1/admin/banners/usr_demo_patient', payload: {} },
    { method: 'POST', url: '/api/v1/admin/banners/usr_demo_patient/retire', payload: {} },
    { method: 'GET', url: '/api/v1/admin/offers' },
    { method: 'GET', url: '/api/v1/admin/offers/targets' },
    { method: 'POST', url: '/api/v1/admin/offers', payload: {} },
    { method: 'PUT', url: '/api/v1/admin/offers/usr_demo_patient', payload: {} },
    { method: 'POST', url: '/api/v1/admin/offers/usr_demo_patient/retire', payload: {} },
    { method: 'GET', url: '/api/v1/admin/articles' },
    { method: 'POST', url: '/api/v1/admin/articles', payload: {} },
    { method: 'PUT', url: '/api/v1/admin/articles/usr_demo_patient', payload: {} },
    { method: 'POST', url: '/api/v1/admin/articles/usr_demo_patient/retire', payload: {} },
    { method: 'GET', url: '/api/v1/admin/products' },
    { method: 'PUT', url: '/api/v1/admin/products/usr_demo_patient', payload: {} },
    { method: 'POST', url: '/api/v1/admin/products/usr_demo_patient/restock', payload: {} },
    { method: 'POST', url: '/api/v1/admin/products/import', payload: {} },
    { method: 'POST', url: '/api/v1/admin/lab-tests/import', payload: {} },
    { method: 'GET', url: '/api/v1/admin/dashboard' },
    { method: 'GET', url: '/api/v1/admin/payments' },
    { method: 'POST', url: '/api/v1/admin/payments/usr_demo_patient/refund', payload: {} },
    { method: 'GET', url: '/api/v1/admin/labs' },
    { method: 'PUT', url: '/api/v1/admin/labs/usr_demo_patient/staff', payload: {} },
    { method: 'GET', url: '/api/v1/admin/messages' },
    { method: 'POST', url: '/api/v1/admin/messages/usr_demo_patient/retry', payload: {} },
    { method: 'GET', url: '/api/v1/admin/consult-now' },
    { method: 'PUT', url: '/api/v1/admin/consult-now/fees/usr_demo_patient', payload: {} },
    { method: 'PUT', url: '/api/v1/admin/grievance-officer', payload: {} },
  ];

  it('lists every /api/v1/admin route of the API in the walk below', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const declared = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/v1/admin/'))
      // Every path parameter as {id}, whatever the route names it ({specialtyId}).
      .flatMap(([path, ops]) =>
        Object.keys(ops).map((m) => `${m.toUpperCase()} ${path.replace(/\{[^}]+\}/g, '{id}')}`),
      )
      .sort();
    const walked = routes.map((r) => `${r.method} ${r.url.replace('usr_demo_patient', '{id}')}`).sort();
    expect(declared).toEqual(walked);
  });

  it('answers 401 signed out and 403 to every other role', async () => {
    const others = await Promise.all(
      ['patient', 'doctor', 'receptionist', 'lab', 'pharmacist'].map((role) => createAccount(t, role)),
    );
    for (const route of routes) {
      const anonymous = await t.app.inject({
        method: route.method,
        url: route.url,
        payload: route.payload as never,
      });
      expect(anonymous.statusCode, `${route.method} ${route.url}`).toBe(401);
      for (const who of others) {
        const res = await t.app.inject({
          method: route.method,
          url: route.url,
          headers: who.headers,
          payload: route.payload as never,
        });
        expect(res.statusCode, `${route.method} ${route.url} as ${who.user.roles[0]}`).toBe(403);
      }
    }
    const [patient] = await rows<{ roles: string[] }>(
      sql`select roles from users where id = 'usr_demo_patient'`,
    );
    expect(patient?.roles).toEqual(['patient']);
  });
});

describe('finding users', () => {
  it('searches name, e-mail and phone on the server and pages by cursor without repeats', async () => {
    const admin = await createAccount(t, 'admin', 'Console Admin');
    const tag = `Zephyrine${Date.now() % 100000}`;
    const made: Account[] = [];
    for (let i = 0; i < 5; i++) made.push(await createAccount(t, 'patient', `${tag} Patient ${i}`));
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const url = `/api/v1/admin/users?q=${tag.toLowerCase()}&limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const res = await t.app.inject({ method: 'GET', url, headers: admin.headers });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as { result: { id: string; name: string }[]; nextCursor: string | null };
      expect(body.result.length).toBeLessThanOrEqual(2);
      seen.push(...body.result.map((u) => u.id));
      cursor = body.nextCursor;
    } while (cursor);
    expect(seen).toEqual(made.map((m) => m.id).reverse());

    const byPhone = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/users?q=${made[2]?.user.phone}`,
      headers: admin.headers,
    });
    // Mobile numbers are not unique (a family may share one): every account with it, this one among them.
    const phoneHits = byPhone.json().result as { id: string; phone: string }[];
    expect(phoneHits.map((u) => u.id)).toContain(made[2]?.id);
    for (const u of phoneHits) expect(u.phone).toBe(made[2]?.user.phone);
    const byEmail = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/users?q=${encodeURIComponent(made[3]?.user.email ?? '')}`,
      headers: admin.headers,
    });
    expect(byEmail.json().result.map((u: { id: string }) => u.id)).toEqual([made[3]?.id]);
    expect(byEmail.json().result[0]).not.toHaveProperty('passwordHash');

    const byRole = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/users?role=admin&limit=100`,
      headers: admin.headers,
    });
    for (const u of byRole.json().result) expect(u.roles).toContain('admin');

    // An account made by signing in with a mobile number has no e-mail: listed all the same (it was a 500).
    const byNumberOnly = made[4] as Account;
    await t.ctx.database.db.update(users).set({ email: null }).where(eq(users.id, byNumberOnly.id));
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/users?q=${tag.toLowerCase()}&limit=10`,
      headers: admin.headers,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().result.find((u: { id: string }) => u.id === byNumberOnly.id)).toMatchObject({
      email: null,
      phone: byNumberOnly.user.phone,
    });

    for (const bad of ['cursor=not-a-cursor', 'limit=0', 'role=superuser', 'limit=abc']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/v1/admin/users?${bad}`,
        headers: admin.headers,
      });
      expect(res.statusCode, bad).toBe(400);
    }
  });
});

describe('changing roles', () => {
  it('writes who, whom, before and after to the audit log, and ends the user’s sessions', async () => {
    const admin = await createAccount(t, 'admin', 'Role Admin');
    const user = await createAccount(t, 'patient', 'Role Target');
    const res = await putRoles(admin, user.id, ['patient', 'pharmacist', 'pharmacist']);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.roles).toEqual(['patient', 'pharmacist']);
    const audit = await rows<{
      actor_id: string;
      actor_role: string;
      subject_user_id: string;
      meta: unknown;
    }>(
      sql`select actor_id, actor_role, subject_user_id, meta from audit_log where action = 'user.roles.change' and subject_user_id = ${user.id}`,
    );
    expect(audit).toEqual([
      {
        actor_id: admin.id,
        actor_role: 'admin',
        subject_user_id: user.id,
        meta: { before: ['patient'], after: ['patient', 'pharmacist'] },
      },
    ]);
    const stale = await t.app.inject({ method: 'GET', url: '/api/v1/users/profile', headers: user.headers });
    expect(stale.statusCode).toBe(401);

    // The same roles again: no change, no second row.
    expect((await putRoles(admin, user.id, ['patient', 'pharmacist'])).json().message).toBe('No change');
    expect(
      (
        await rows(
          sql`select 1 from audit_log where action = 'user.roles.change' and subject_user_id = ${user.id}`,
        )
      ).length,
    ).toBe(1);
    expect((await putRoles(admin, 'usr_nobody', ['patient'])).statusCode).toBe(404);
    expect((await putRoles(admin, user.id, [])).statusCode).toBe(400);
  });

  it('never takes the role from the last admin, even under two concurrent demotions', async () => {
    const a = await createAccount(t, 'admin', 'Admin A');
    const b = await createAccount(t, 'admin', 'Admin B');
    await withOnlyAdmins([a.id, b.id], async () => {
      // Each admin demotes the other at the same moment: exactly one may win.
      const [ra, rb] = await Promise.all([putRoles(a, b.id, ['patient']), putRoles(b, a.id, ['patient'])]);
      // The loser is refused by the guard (409); or, when the winner's change (which ends the demoted
      // admin's sessions) committed before the loser's request was signed in, answered 401; or, when it
      // committed between the loser's sign-in check and its role check, answered 403 (no longer an admin).
      const statuses = [ra.statusCode, rb.statusCode].sort();
      expect(statuses, `${ra.body} ${rb.body}`).toContainEqual(200);
      const refused = ra.statusCode === 200 ? rb : ra;
      expect([401, 403, 409]).toContain(refused.statusCode);
      if (refused.statusCode === 409) expect(refused.json().message).toMatch(/last admin/);
      expect((await adminIds()).length).toBe(1);
      const [last] = await adminIds();
      const lastAdmin = last === a.id ? a : b;
      // Nor may the last admin demote themselves, nor the account be deleted.
      const self = await putRoles(lastAdmin, lastAdmin.id, ['patient']);
      expect(self.statusCode).toBe(409);
      await expect(
        t.ctx.database.db.execute(sql`delete from users where id = ${lastAdmin.id}`),
      ).rejects.toThrow();
      expect(await adminIds()).toEqual([lastAdmin.id]);
      // The refused change left no audit row; the winning one left one.
      const changes = await rows(
        sql`select 1 from audit_log where action = 'user.roles.change' and subject_user_id in (${a.id}, ${b.id})`,
      );
      expect(changes.length).toBe(1);
    });
  });

  it.runIf(Boolean(process.env.DATABASE_URL))(
    'on PostgreSQL: a demotion waits for a concurrent one and then sees it',
    async () => {
      const a = await createAccount(t, 'admin', 'Admin C');
      const b = await createAccount(t, 'admin', 'Admin D');
      await withOnlyAdmins([a.id, b.id], async () => {
        const db = t.ctx.database.db;
        let release!: () => void;
        const gate = new Promise<void>((resolve) => {
          release = resolve;
        });
        let firstUpdated!: () => void;
        const updated = new Promise<void>((resolve) => {
          firstUpdated = resolve;
        });
        const first = db.transaction(async (tx) => {
          await tx.execute(sql`update users set roles = array['patient'] where id = ${a.id}`);
          firstUpdated();
          await gate;
        });
        await updated;
        const second = db.transaction(async (tx) => {
          await tx.execute(sql`update users set roles = array['patient'] where id = ${b.id}`);
        });
        // The second waits on the first's lock; let the first commit, then the second must fail.
        await new Promise((r) => setTimeout(r, 200));
        release();
        await first;
        await expect(second).rejects.toThrow();
        expect(await adminIds()).toEqual([b.id]);
      });
    },
  );
});

describe('audit log viewer', () => {
  it('filters by actor, patient, action and Asia/Kolkata days, newest first, and exports the same as CSV', async () => {
    const admin = await createAccount(t, 'admin', 'Audit Admin');
    const target = await createAccount(t, 'patient', 'Audit, "Target"');
    await putRoles(admin, target.id, ['patient', 'lab']);
    await putRoles(admin, target.id, ['patient']);
    expect((await putRoles(admin, target.id, ['=cmd|calc'])).statusCode).toBe(400);
    const get = (query: string) =>
      t.app.inject({ method: 'GET', url: `/api/v1/admin/audit-log?${query}`, headers: admin.headers });

    const first = await get(`actor=${encodeURIComponent(admin.user.email)}&limit=1`);
    expect(first.statusCode, first.body).toBe(200);
    const page1 = first.json() as { result: { meta: unknown; subjectName: string }[]; nextCursor: string };
    expect(page1.result[0]).toMatchObject({ meta: { before: ['patient', 'lab'], after: ['patient'] } });
    expect(page1.result[0]?.subjectName).toBe('Audit, "Target"');
    const second = (await get(`actor=${admin.id}&limit=1&cursor=${page1.nextCursor}`)).json();
    expect(second.result[0]).toMatchObject({ meta: { before: ['patient'], after: ['patient', 'lab'] } });
    expect(second.nextCursor).toBeNull();

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const inDay = (
      await get(`patient=${target.id}&action=user.roles.change&from=${today}&to=${today}`)
    ).json();
    expect(inDay.result).toHaveLength(2);
    const later = (await get(`patient=${target.id}&from=${tomorrow}`)).json();
    expect(later.result).toHaveLength(0);
    expect((await get('patient=nobody@example.in')).json().result).toEqual([]);
    expect((await get(`from=${tomorrow}&to=${today}`)).statusCode).toBe(400);
    expect((await get('from=2026-02-30')).statusCode).toBe(400);

    const actions = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/audit-log/actions',
      headers: admin.headers,
    });
    expect(actions.json().result).toContain('user.roles.change');

    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/audit-log/export?patient=${target.id}`,
      headers: admin.headers,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'time,actor_id,actor_name,actor_role,action,patient_id,patient_name,resource_type,resource_id,details',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('"Audit, ""Target"""');
    expect(lines[1]).toContain('"{""after"":[""patient""],""before"":[""patient"",""lab""]}"');
    const exports = await rows(
      sql`select 1 from audit_log where actor_id = ${admin.id} and action = 'audit-log.export'`,
    );
    expect(exports).toHaveLength(1);
  });

  it('keeps the log append-only', async () => {
    await expect(
      t.ctx.database.db.execute(sql`delete from audit_log where id = (select max(id) from audit_log)`),
    ).rejects.toThrow();
  });
});

describe('CSV cells', () => {
  it('quotes and defuses formulas', async () => {
    const { csvCell } = await import('../src/modules/admin/export-audit-log.ts');
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell(null)).toBe('');
  });
});

describe('doctor onboarding', () => {
  const body = (overrides: Record<string, unknown> = {}) => ({
    name: 'Dr. Ishaan Verma',
    email: `ishaan.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.in`,
    mobile: '9812300001',
    gender: 'male',
    dob: '1984-06-02',
    specialtyId: 'spc_general-physician',
    clinicId: '',
    qualification: 'MBBS, MD (Medicine)',
    experienceYears: 12,
    feePaise: 60_000,
    languages: ['English', 'Hindi'],
    consultationTypes: ['in-person', 'video'],
    registrationNumber: `DMC-${Math.floor(Math.random() * 1e8)}`,
    registrationCouncil: 'Delhi Medical Council',
    registrationYear: 2009,
    about: 'Physician with twelve years of practice in internal medicine.',
    hours: { schedule: [{ weekday: 1, start: '09:00', end: '13:00', slotMinutes: 30 }] },
    ...overrides,
  });

  it('creates the account and profile unlisted; after the check the doctor is listed and searchable', async () => {
    const admin = await createAccount(t, 'admin', 'Onboarding Admin');
    const { createClinic } = await import('./doctor-fixtures.ts');
    const clinicId = await createClinic(t, 'Lucknow');
    const request = body({ clinicId, name: 'Dr. Ishaan Vermazed' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/doctors',
      headers: admin.headers,
      payload: request,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { doctorId, userId, temporaryPassword } = created.json().result;
    expect(temporaryPassword).toMatch(/^[A-Za-z0-9_-]{16}$/);

    // The doctor signs in with the temporary password.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email: request.email, password: temporaryPassword },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().user).toMatchObject({ roles: ['doctor'], name: 'Dr. Ishaan Vermazed' });
    const profile = await t.app.inject({ method: 'GET', url: `/api/v1/doctors/${doctorId}` });
    expect(profile.statusCode).toBe(404);

    // Not listed, not searchable, no details page, until the registration is checked.
    const search = () =>
      t.app.inject({ method: 'GET', url: '/api/v1/doctors/search?q=Vermazed' }).then((r) => r.json());
    const listed = () =>
      t.app.inject({ method: 'GET', url: '/api/v1/doctors?city=Lucknow' }).then((r) => r.json());
    expect(JSON.stringify(await search())).not.toContain(doctorId);
    expect(JSON.stringify(await listed())).not.toContain(doctorId);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/doctors/${doctorId}` })).statusCode).toBe(404);

    const pending = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/doctors',
      headers: admin.headers,
    });
    expect(pending.json().result.map((d: { id: string }) => d.id)).toContain(doctorId);

    const verify = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/admin/doctors/${doctorId}/verify`,
        headers: admin.headers,
        payload: {},
      });
    expect((await verify()).statusCode).toBe(200);
    expect((await verify()).statusCode).toBe(409);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/admin/doctors/doc_nobody/verify',
          headers: admin.headers,
          payload: {},
        })
      ).statusCode,
    ).toBe(404);

    expect(JSON.stringify(await search())).toContain(doctorId);
    expect(JSON.stringify(await listed())).toContain(doctorId);
    const shown = await t.app.inject({ method: 'GET', url: `/api/v1/doctors/${doctorId}` });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().result.name).toBe('Ishaan Vermazed');
    expect(shown.json().result.registrationVerifiedAt).toEqual(expect.any(String));
    const verified = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/doctors?status=verified&limit=100',
      headers: admin.headers,
    });
    const row = verified.json().result.find((d: { id: string }) => d.id === doctorId);
    expect(row).toMatchObject({ verifiedByName: 'Onboarding Admin', registrationYear: 2009 });
    expect(row.verifiedAt).toBeTruthy();

    const audit = await rows<{
      action: string;
      actor_id: string;
      subject_user_id: string;
      resource_id: string;
    }>(
      sql`select action, actor_id, subject_user_id, resource_id from audit_log where resource_id = ${doctorId} order by id`,
    );
    expect(audit).toEqual([
      { action: 'doctor.onboard', actor_id: admin.id, subject_user_id: userId, resource_id: doctorId },
      {
        action: 'doctor.registration.verify',
        actor_id: admin.id,
        subject_user_id: userId,
        resource_id: doctorId,
      },
    ]);
  });

  it('refuses a taken e-mail, a registration on file, unknown clinics and bad input, writing nothing', async () => {
    const admin = await createAccount(t, 'admin', 'Onboarding Admin 2');
    const { createClinic } = await import('./doctor-fixtures.ts');
    const clinicId = await createClinic(t);
    const post = (payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/doctors',
        headers: admin.headers,
        payload: payload as never,
      });
    const first = body({ clinicId });
    expect((await post(first)).statusCode).toBe(201);
    const sameEmail = await post(body({ clinicId, email: first.email }));
    expect(sameEmail.statusCode).toBe(409);
    const second = body({ clinicId, registrationNumber: first.registrationNumber });
    const sameRegistration = await post(second);
    expect(sameRegistration.statusCode).toBe(409);
    // The account made before the doctor's row failed is rolled back with it.
    const [orphan] = await rows<{ n: number }>(
      sql`select count(*)::int as n from users where email = ${second.email}`,
    );
    expect(orphan?.n).toBe(0);
    expect((await post(body({ clinicId: 'cln_nowhere' }))).statusCode).toBe(400);
    expect((await post(body({ clinicId, feePaise: -1 }))).statusCode).toBe(400);
    expect(
      (await post(body({ clinicId, hours: { schedule: [{ weekday: 1, start: '13:00', end: '09:00' }] } })))
        .statusCode,
    ).toBe(400);
  });
});

describe('banners', () => {
  it('shows a banner from its first day to its last, inclusive, by Asia/Kolkata days, and not once retired', async () => {
    const { listBanners } = await import('../src/modules/pharmacy/list-offers-and-banners.ts');
    const { createPharmacyDeps } = await import('../src/modules/pharmacy/pharmacy-deps.ts');
    const { zonedToUtc, addDays } = await import('../src/lib/zoned-time.ts');
    const catalogue = createPharmacyDeps(t.ctx);
    const admin = await createAccount(t, 'admin', 'Banner Admin');
    const day = '2031-03-10';
    const post = (payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/banners',
        headers: admin.headers,
        payload: payload as never,
      });
    const base = {
      subtitle: 'Flat prices, every day',
      link: '/medifarma',
      cta: 'Shop Now',
      colour: '#0f766e',
    };
    const starts = await post({ ...base, title: 'Starts on the day', startsOn: day });
    expect(starts.statusCode, starts.body).toBe(201);
    const ends = await post({ ...base, title: 'Ends on the day', endsOn: day });
    const id = (r: typeof starts) => r.json().result.id as string;

    const shown = async (instant: Date) => (await listBanners(catalogue, instant)).map((b) => b.id);
    // 23:59:59.999 IST on the day before: the first has not started; the second is still on.
    const eveBefore = new Date(zonedToUtc(day, 0).getTime() - 1);
    expect(await shown(eveBefore)).not.toContain(id(starts));
    expect(await shown(eveBefore)).toContain(id(ends));
    // 00:00 IST on the day (18:30 UTC the evening before): both.
    const midnight = zonedToUtc(day, 0);
    expect(midnight.toISOString()).toBe('2031-03-09T18:30:00.000Z');
    expect(await shown(midnight)).toEqual(expect.arrayContaining([id(starts), id(ends)]));
    // 23:59:59.999 IST on the day: both; 00:00 IST the next day: only the first.
    const lastMoment = new Date(zonedToUtc(addDays(day, 1), 0).getTime() - 1);
    expect(await shown(lastMoment)).toEqual(expect.arrayContaining([id(starts), id(ends)]));
    const nextDay = zonedToUtc(addDays(day, 1), 0);
    expect(await shown(nextDay)).toContain(id(starts));
    expect(await shown(nextDay)).not.toContain(id(ends));

    const list = await t.app.inject({ method: 'GET', url: '/api/v1/admin/banners', headers: admin.headers });
    const statuses = Object.fromEntries(
      list.json().result.map((b: { id: string; status: string }) => [b.id, b.status]),
    );
    expect(statuses[id(starts)]).toBe('scheduled');
    expect(statuses[id(ends)]).toBe('live');

    const retired = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/banners/${id(starts)}/retire`,
      headers: admin.headers,
      payload: {},
    });
    expect(retired.json().result.status).toBe('retired');
    expect(await shown(nextDay)).not.toContain(id(starts));

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/banners/${id(ends)}`,
      headers: admin.headers,
      payload: { ...base, title: 'Ends later', endsOn: addDays(day, 5) },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await shown(nextDay)).toContain(id(ends));
    // Its picture: the designed artwork chosen, 'health' until one is; an unknown one is refused.
    expect(edited.json().result.artwork).toBe('health');
    const lab = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/banners/${id(ends)}`,
      headers: admin.headers,
      payload: { ...base, title: 'Ends later', endsOn: addDays(day, 5), artwork: 'lab' },
    });
    expect(lab.json().result.artwork).toBe('lab');
    expect((await post({ ...base, title: 'Stock photo', artwork: 'photo.jpg' })).statusCode).toBe(400);

    expect(
      (await post({ ...base, title: 'Backwards', startsOn: day, endsOn: addDays(day, -1) })).statusCode,
    ).toBe(400);
    expect((await post({ ...base, title: 'Elsewhere', link: 'https://evil.example' })).statusCode).toBe(400);
    // Leave the public list as it was for the other files: the test banners end in the past.
    for (const b of [id(starts), id(ends)]) {
      await t.app.inject({
        method: 'POST',
        url: `/api/v1/admin/banners/${b}/retire`,
        headers: admin.headers,
        payload: {},
      });
    }
  });
});

describe('catalogue', () => {
  async function medicineRefs() {
    const [ref] = await rows<{ brand: string; category: string; subcategory: string }>(sql`
      select b.slug as brand, c.slug as category, s.slug as subcategory
      from products p join brands b on b.id = p.brand_id join pharmacy_categories c on c.id = p.category_id
      join pharmacy_subcategories s on s.id = p.subcategory_id where p.kind = 'medicine' limit 1`);
    if (!ref) throw new Error('no seeded medicine');
    return ref;
  }
  const header =
    'name,brand,category,subcategory,salt_composition,strength,form,manufacturer,pack_size,pack_unit,unit,mrp,price,schedule,stock,description';
  const line = (
    ref: { brand: string; category: string; subcategory: string },
    name: string,
    o: Record<string, string> = {},
  ) => {
    const v = {
      name,
      brand: ref.brand,
      category: ref.category,
      subcategory: ref.subcategory,
      salt: 'Paracetamol (650mg)',
      strength: '650mg',
      form: 'Tablet',
      manufacturer: 'Test Pharma Ltd',
      packSize: '15',
      packUnit: 'tablets',
      unit: 'Strip of 15 tablets',
      mrp: '35.50',
      price: '30',
      schedule: 'OTC',
      stock: '100',
      description: '"Fever and pain, ""as directed"""',
      ...o,
    };
    return [
      v.name,
      v.brand,
      v.category,
      v.subcategory,
      v.salt,
      v.strength,
      v.form,
      v.manufacturer,
      v.packSize,
      v.packUnit,
      v.unit,
      v.mrp,
      v.price,
      v.schedule,
      v.stock,
      v.description,
    ].join(',');
  };
  const productsNamed = async (prefix: string) =>
    rows<{ name: string; price_paise: number; mrp_paise: number; stock: number; schedule: string }>(
      sql`select name, price_paise, mrp_paise, stock, schedule from products where name like ${`${prefix}%`} order by name`,
    );

  it('imports all rows or none: a file with bad rows changes nothing and lists each bad row', async () => {
    const admin = await createAccount(t, 'admin', 'Catalogue Admin');
    const ref = await medicineRefs();
    const tag = `Importol${Date.now() % 1e6}`;
    const post = (csv: string, dryRun = false) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/products/import',
        headers: admin.headers,
        payload: { csv, dryRun },
      });
    const bad = [
      header,
      line(ref, `${tag} Good 650`),
      line(ref, `${tag} No Price`, { price: '' }),
      line(ref, `${tag} Bad Schedule`, { schedule: 'Z' }),
      line(ref, `${tag} Negative`, { price: '-5' }),
      line(ref, `${tag} Good 650`),
      line(ref, `${tag} Unknown Brand`, { brand: 'no-such-brand' }),
    ].join('\r\n');
    const refused = await post(bad);
    expect(refused.statusCode, refused.body).toBe(200);
    const report = refused.json().result;
    expect(report.total).toBe(6);
    expect(report.applied).toBe(0);
    expect(report.rejected).toEqual([
      { line: 3, name: `${tag} No Price`, errors: ['Missing price'] },
      { line: 4, name: `${tag} Bad Schedule`, errors: ['Schedule must be OTC, H, H1 or X'] },
      { line: 5, name: `${tag} Negative`, errors: ['Price must not be negative'] },
      { line: 6, name: `${tag} Good 650`, errors: ['Duplicate of line 2'] },
      { line: 7, name: `${tag} Unknown Brand`, errors: ["Unknown brand 'no-such-brand'"] },
    ]);
    expect(refused.json().message).toBe('Nothing imported: 5 rows to fix');
    expect(await productsNamed(tag)).toEqual([]);

    const good = [
      header,
      line(ref, `${tag} A`),
      line(ref, `${tag} B`, { schedule: 'h', price: '35.50' }),
    ].join('\n');
    const dry = (await post(good, true)).json();
    expect(dry.result).toEqual({ total: 2, applied: 0, rejected: [] });
    expect(await productsNamed(tag)).toEqual([]);
    const applied = (await post(good)).json();
    expect(applied.result).toEqual({ total: 2, applied: 2, rejected: [] });
    expect(await productsNamed(tag)).toEqual([
      { name: `${tag} A`, price_paise: 3000, mrp_paise: 3550, stock: 100, schedule: 'OTC' },
      { name: `${tag} B`, price_paise: 3550, mrp_paise: 3550, stock: 100, schedule: 'H' },
    ]);
    // The same file again: every row is already in the catalogue.
    const again = (await post(good)).json().result;
    expect(again.rejected.map((r: { errors: string[] }) => r.errors)).toEqual([
      ['Already in the catalogue'],
      ['Already in the catalogue'],
    ]);
    expect((await post('name,brand\nx,y')).statusCode).toBe(400);
  });

  it('takes a Hindi description (description_hi), shown on a Hindi product page; Latin letters there reject the row', async () => {
    const admin = await createAccount(t, 'admin', 'Catalogue Admin Hindi');
    const ref = await medicineRefs();
    const tag = `Hindiol${Date.now() % 1e6}`;
    const post = (csv: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/products/import',
        headers: admin.headers,
        payload: { csv },
      });
    const head = `${header},description_hi`;
    const refused = (
      await post(
        [
          head,
          `${line(ref, `${tag} Latin`)},"Bukhar aur dard mein"`,
          `${line(ref, `${tag} Long`)},${'द'.repeat(4001)}`,
        ].join('\n'),
      )
    ).json().result;
    expect(refused.rejected).toEqual([
      {
        line: 2,
        name: `${tag} Latin`,
        errors: ['description_hi: Write the Hindi description in Devanagari'],
      },
      { line: 3, name: `${tag} Long`, errors: ['description_hi: At most 4,000 characters'] },
    ]);

    const hindi = 'बुखार और दर्द में, डॉक्टर के बताए अनुसार।';
    const applied = (
      await post([head, `${line(ref, `${tag} A`)},"${hindi}"`, `${line(ref, `${tag} B`)},`].join('\n'))
    ).json().result;
    expect(applied).toEqual({ total: 2, applied: 2, rejected: [] });
    const stored = await rows<{ name: string; id: string; description_hi: string | null }>(
      sql`select name, id, description_hi from products where name like ${`${tag}%`} order by name`,
    );
    expect(stored.map((r) => [r.name, r.description_hi])).toEqual([
      [`${tag} A`, hindi],
      [`${tag} B`, null],
    ]);
    const page = await t.app.inject({ method: 'GET', url: `/api/v1/medicines/${stored[0]?.id}` });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().result.descriptionHi).toBe(hindi);
    // A file without the column imports as before.
    expect((await post([header, line(ref, `${tag} C`)].join('\n'))).json().result.applied).toBe(1);
  });

  it('edits price, MRP and schedule, and restocks', async () => {
    const admin = await createAccount(t, 'admin', 'Catalogue Admin 2');
    const { makeProduct } = await import('./pharmacy-fixtures.ts');
    const id = await makeProduct(t, { stock: 3 });
    const put = (payload: unknown) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/admin/products/${id}`,
        headers: admin.headers,
        payload: payload as never,
      });
    const saved = await put({ mrpPaise: 20_000, pricePaise: 18_000, schedule: 'H' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().result).toMatchObject({
      mrpPaise: 20_000,
      pricePaise: 18_000,
      schedule: 'H',
      stock: 3,
    });
    expect((await put({ mrpPaise: 100, pricePaise: 200, schedule: 'OTC' })).statusCode).toBe(400);
    expect((await put({ mrpPaise: 100, pricePaise: -1, schedule: 'OTC' })).statusCode).toBe(400);
    const restock = (quantity: unknown) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/admin/products/${id}/restock`,
        headers: admin.headers,
        payload: { quantity } as never,
      });
    const both = await Promise.all([restock(10), restock(5)]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    const [after] = await rows<{ stock: number }>(sql`select stock from products where id = ${id}`);
    expect(after?.stock).toBe(18);
    expect((await restock(0)).statusCode).toBe(400);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/products?limit=2`,
      headers: admin.headers,
    });
    expect(listed.json().result).toHaveLength(2);
    expect(listed.json().nextCursor).toBeTruthy();
  });

  it('imports lab tests by the same rule', async () => {
    const admin = await createAccount(t, 'admin', 'Lab Catalogue Admin');
    const n = Date.now() % 1e6;
    const head =
      'code,name,category,summary,description,why_taken,sample_types,fasting_hours,preparation,turnaround_hours,mrp';
    const test = (
      code: string,
      name: string,
      o: Partial<Record<'mrp' | 'fasting' | 'samples', string>> = {},
    ) =>
      [
        code,
        name,
        'Vitamins',
        'A short summary',
        'What it measures',
        'Why doctors ask for it',
        o.samples ?? 'Blood',
        o.fasting ?? '0',
        'No preparation',
        '24',
        o.mrp ?? '499',
      ].join(',');
    const post = (csv: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/lab-tests/import',
        headers: admin.headers,
        payload: { csv },
      });
    const bad = await post(
      [
        head,
        test(`VT${n}A`, `Vitamin Q${n} A`),
        test(`VT${n}B`, `Vitamin Q${n} B`, { mrp: '-1' }),
        test(`VT${n}A`, `Vitamin Q${n} C`, { fasting: '20' }),
        test(`VT${n}D`, `Vitamin Q${n} D`, { samples: 'Blood;hair' }),
      ].join('\n'),
    );
    expect(bad.json().result.applied).toBe(0);
    expect(bad.json().result.rejected).toEqual([
      { line: 3, name: `Vitamin Q${n} B`, errors: ['MRP must not be negative'] },
      {
        line: 4,
        name: `Vitamin Q${n} C`,
        errors: [`Duplicate code of line 2`, 'Fasting hours must be 0 to 16'],
      },
      {
        line: 5,
        name: `Vitamin Q${n} D`,
        errors: ["Unknown sample type 'hair' (blood, urine, stool, swab, semen, sputum)"],
      },
    ]);
    const none = await rows(sql`select 1 from lab_items where name like ${`Vitamin Q${n}%`}`);
    expect(none).toHaveLength(0);
    const ok = await post(
      [head, test(`VT${n}A`, `Vitamin Q${n} A`), test(`VT${n}B`, `Vitamin Q${n} B`)].join('\n'),
    );
    expect(ok.json().result).toEqual({ total: 2, applied: 2, rejected: [] });
    const two = await rows(sql`select 1 from lab_items where name like ${`Vitamin Q${n}%`}`);
    expect(two).toHaveLength(2);
    // Listed like any test ('Blood' stored as the catalogue's blood), found by its name.
    const listed = await t.app.inject({ method: 'GET', url: `/api/v1/labs/testList?q=${`Vitamin Q${n}`}` });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().result[0]?.sampleTypes).toEqual(['blood']);
  });
});

describe('platform dashboard', () => {
  it('counts per Asia/Kolkata day for the last 30 days, the day turning at 18:30 UTC', async () => {
    const admin = await createAccount(t, 'admin', 'Dashboard Admin');
    const { createDoctorAccount, createPatient, insertAppointment } = await import('./doctor-fixtures.ts');
    const { zonedToUtc, todayIn, addDays } = await import('../src/lib/zoned-time.ts');
    const get = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/admin/dashboard',
        headers: admin.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().result as { date: string; bookings: number }[];
    };
    const today = todayIn(new Date());
    const yesterday = addDays(today, -1);
    const before = await get();
    expect(before).toHaveLength(30);
    expect(before[29]?.date).toBe(today);
    expect(before[0]?.date).toBe(addDays(today, -29));
    const count = (days: { date: string; bookings: number }[], date: string) =>
      days.find((d) => d.date === date)?.bookings ?? 0;

    const doctor = await createDoctorAccount(t);
    const patient = await createPatient(t);
    const id = await insertAppointment(t, {
      doctorId: doctor.doctorId,
      patientId: patient.id,
      startsAt: new Date(Date.now() + 3 * 86_400_000),
    });
    const midnight = zonedToUtc(today, 0);
    await t.ctx.database.db.execute(
      sql`update appointments set created_at = ${new Date(midnight.getTime() - 1)} where id = ${id}`,
    );
    const late = await get();
    expect(count(late, yesterday) - count(before, yesterday)).toBe(1);
    expect(count(late, today) - count(before, today)).toBe(0);
    await t.ctx.database.db.execute(sql`update appointments set created_at = ${midnight} where id = ${id}`);
    const early = await get();
    expect(count(early, yesterday) - count(before, yesterday)).toBe(0);
    expect(count(early, today) - count(before, today)).toBe(1);
  });
});
