// A doctor whose registration no admin has checked is not listed (docs/product-rules.md#doctor-onboarding):
// not counted in their specialty's doctor_count (docs/product-rules.md#catalogue-counts) and not suggested
// by the one search (docs/product-rules.md#one-search), until the check is recorded; withdrawn, both go.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doctors } from '../src/db/schema/doctors.ts';
import { createDoctor } from './doctor-fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.app.close();
});

async function one<T>(q: ReturnType<typeof sql>): Promise<T> {
  const r = (await t.ctx.database.db.execute(q)) as unknown as { rows: T[] } | T[];
  return (Array.isArray(r) ? r : r.rows)[0] as T;
}
const kept = () =>
  one<{ n: number }>(sql`select doctor_count as n from specialties where id = 'spc_general-physician'`).then(
    (r) => Number(r.n),
  );
const counted = () =>
  one<{ n: number }>(
    sql`select count(*)::int as n from doctors
         where specialty_id = 'spc_general-physician' and registration_verified_at is not null`,
  ).then((r) => Number(r.n));
const suggested = (id: string) =>
  one<{ n: number }>(
    sql`select count(*)::int as n from search_entries where kind = 'doctor' and source_id = ${id}`,
  ).then((r) => Number(r.n));

describe('an unchecked doctor', () => {
  it('is neither counted nor suggested until the check is recorded, and not after it is withdrawn', async () => {
    const before = await kept();
    expect(before).toBe(await counted());

    const { id } = await createDoctor(t);
    const db = t.ctx.database.db;
    await db.update(doctors).set({ registrationVerifiedAt: null }).where(eq(doctors.id, id));
    expect(await kept()).toBe(before);
    expect(await suggested(id)).toBe(0);

    await db.update(doctors).set({ registrationVerifiedAt: new Date() }).where(eq(doctors.id, id));
    expect(await kept()).toBe(before + 1);
    expect(await kept()).toBe(await counted());
    expect(await suggested(id)).toBe(1);

    // A rating update moves no count; a change of specialty moves it.
    await db.update(doctors).set({ ratingAvg: 4.5 }).where(eq(doctors.id, id));
    expect(await kept()).toBe(before + 1);
    await db.update(doctors).set({ specialtyId: 'spc_dermatology' }).where(eq(doctors.id, id));
    expect(await kept()).toBe(before);
    await db.update(doctors).set({ specialtyId: 'spc_general-physician' }).where(eq(doctors.id, id));

    await db.update(doctors).set({ registrationVerifiedAt: null }).where(eq(doctors.id, id));
    expect(await kept()).toBe(before);
    expect(await suggested(id)).toBe(0);

    // Inserted unchecked (the admin console's onboarding) or deleted unchecked: no count moves.
    const [row] = await db.select().from(doctors).where(eq(doctors.id, id));
    await db.delete(doctors).where(eq(doctors.id, id));
    expect(await kept()).toBe(before);
    if (row) await db.insert(doctors).values({ ...row, registrationVerifiedAt: null });
    expect(await kept()).toBe(before);
    expect(await suggested(id)).toBe(0);
  });
});
