import { PersonalDataExport } from '@arogya/contracts/users';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../src/db/schema/notifications.ts';
import { prescriptions } from '../src/db/schema/pharmacy-orders.ts';
import { DEMO_PASSWORD } from '../src/db/seed/users.ts';
import { pdfText } from './pdf-text.ts';
import { addAddress, prescriptionFor } from './pharmacy-fixtures.ts';
import { bearer, createTestApp, registerUser, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

describe('a person’s data', () => {
  it('the export holds their addresses and prescriptions, without storage keys', async () => {
    const reg = await registerUser(t.app);
    const who = { id: reg.user.id, token: reg.token, headers: bearer(reg.token) };
    await addAddress(t, who);
    await prescriptionFor(t, who);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/users/me/export', headers: who.headers });
    expect(res.statusCode).toBe(200);
    const data = res.json();
    expect(data.addresses).toHaveLength(1);
    expect(data.prescriptions).toHaveLength(1);
    expect(data.orders).toEqual([]);
    expect(data.appointments).toEqual([]);
    expect(data.consultations).toEqual([]);
    expect(data.ePrescriptions).toEqual([]);
    expect(data.payments).toEqual([]);
    // Every section the document names is in the answer, and nothing else.
    expect(Object.keys(data).sort()).toEqual(Object.keys(PersonalDataExport.shape).sort());
    expect(res.body).not.toContain('fileKey');
    expect(res.body).not.toContain('passwordHash');
  });

  it('deleting the account removes its rows and its uploaded files', async () => {
    const reg = await registerUser(t.app);
    const who = { id: reg.user.id, token: reg.token, headers: bearer(reg.token) };
    const id = await prescriptionFor(t, who);
    const [row] = await t.ctx.database.db.select().from(prescriptions).where(eq(prescriptions.id, id));
    const key = row?.fileKey as string;
    expect(await t.ctx.storage.get(key)).not.toBeNull();
    // A message for them in the outbox, which keeps no foreign key to the account (db/schema/notifications.ts).
    await t.ctx.database.db.transaction((tx) =>
      t.ctx.notifications.notify(tx, {
        kind: 'order_shipped',
        eventKey: `test:${id}:shipped`,
        recipientUserId: who.id,
        data: { ref: 'ORD-2026-000123' },
      }),
    );
    const messagesOf = () =>
      t.ctx.database.db.select().from(notifications).where(eq(notifications.recipientUserId, who.id));
    expect(await messagesOf()).not.toEqual([]);
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/users/me',
      headers: who.headers,
      payload: { password: reg.password },
    });
    expect(del.statusCode).toBe(200);
    expect(await t.ctx.storage.get(key)).toBeNull();
    const left = await t.ctx.database.db.select().from(prescriptions).where(eq(prescriptions.id, id));
    expect(left).toEqual([]);
    expect(await messagesOf()).toEqual([]);
  });

  it('comes as a PDF to read as well: every section headed, doctors by name, times in IST', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      payload: { email: 'patient@arogya.in', password: DEMO_PASSWORD },
    });
    const headers = bearer(login.json().token);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/users/me/export/pdf' })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/users/me/export/pdf', headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="arogya-my-data.pdf"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Arogya: the information we hold about you');
    expect(text).toContain('Name: Priya Sharma');
    for (const [key, schema] of Object.entries(PersonalDataExport.shape)) {
      if (schema.description) expect(text, key).toContain(schema.description);
    }
    // The seeded visits name their doctors, not their ids, and their times in IST.
    expect(text).toMatch(/Doctor: Dr\. [A-Z]/);
    expect(text).not.toMatch(/Doctor: doc_/);
    expect(text).toContain('IST');
    expect(text).not.toContain('passwordHash');
  });
});
