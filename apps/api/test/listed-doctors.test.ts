// A doctor whose registration no admin has checked is not listed (docs/product-rules.md#doctor-onboarding):
// not counted in their specialty's doctor_count (docs/product-rules.md#catalogue-counts) and not suggested
// by the one search (docs/product-rules.md#one-search), until the check is recorded; withdrawn, both go.

import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinics, doctors } from '../src/db/schema/doctors.ts';
import { createClinic, createDoctor } from './doctor-fixtures.ts';
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
    // One entry per word the name can be read from ('priya sharma', 'sharma priya': search by surname).
    expect(await suggested(id)).toBeGreaterThan(0);

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

/** doctor_counts against a count of the doctors themselves, in one statement (one snapshot). */
const countsDiffer = () =>
  one<{ n: number }>(sql`
    select count(*)::int as n from (
      select city, specialty_id, n from doctor_counts where n > 0
      except
      select city, specialty_id, count(*)::int from doctors where registration_verified_at is not null group by 1, 2
    ) a`).then((r) => Number(r.n));

describe('listing totals by city and specialty', () => {
  it('are kept on write (doctor_counts) through listing, unlisting, a new specialty, a clinic moving city and deletes', async () => {
    const db = t.ctx.database.db;
    expect(await countsDiffer()).toBe(0);
    // A city of this test's own: other test files write doctors meanwhile (one database on PostgreSQL).
    const city = `Testpur ${randomUUID().slice(0, 6)}`;
    const clinicId = await createClinic(t, city);
    const a = await createDoctor(t, { clinicId });
    const b = await createDoctor(t, { clinicId });
    const c = await createDoctor(t, { clinicId });
    // Each call asks a limit no earlier call asked: the catalogue cache keys on the address.
    let limit = 1;
    const total = async (qs: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/v1/doctors?${qs}&limit=${limit++}` });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.pagination.totalIsEstimate ?? false).toBe(false);
      return body.pagination.total as number;
    };
    const inCity = `city=${encodeURIComponent(city)}`;
    expect(await total(inCity)).toBe(3);
    expect(await total(`${inCity}&specialty=spc_general-physician`)).toBe(3);
    expect(await total(`${inCity}&specialty=general-physician`)).toBe(3);
    expect(await total(`${inCity}&specialty=spc_dermatology`)).toBe(0);

    await db.update(doctors).set({ registrationVerifiedAt: null }).where(eq(doctors.id, a.id));
    await db.update(doctors).set({ specialtyId: 'spc_dermatology' }).where(eq(doctors.id, b.id));
    expect(await total(inCity)).toBe(2);
    expect(await total(`${inCity}&specialty=spc_dermatology`)).toBe(1);
    expect(await countsDiffer()).toBe(0);

    // The clinic moves: its doctors' city follows (triggers), and so do the counts.
    const moved = `${city} East`;
    await db.update(clinics).set({ city: moved }).where(eq(clinics.id, clinicId));
    expect(await total(inCity)).toBe(0);
    expect(await total(`city=${encodeURIComponent(moved)}`)).toBe(2);
    expect(await countsDiffer()).toBe(0);

    await db.delete(doctors).where(eq(doctors.id, c.id));
    expect(await total(`city=${encodeURIComponent(moved)}&specialty=spc_general-physician`)).toBe(0);
    expect(await countsDiffer()).toBe(0);
    // A filter past the city and the specialty is counted, not kept: the same figure.
    expect(await total(`city=${encodeURIComponent(moved)}&gender=female`)).toBe(1);
  });
});
