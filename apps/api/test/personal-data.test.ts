import { PersonalDataExport } from '@arogya/contracts/users';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prescriptions } from '../src/db/schema/pharmacy-orders.ts';
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
  });
});
