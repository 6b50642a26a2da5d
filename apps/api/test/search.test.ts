// GET /api/v1/search/suggestions: grouped, typo-tolerant suggestions from search_entries, which follows
// the tables it is made from (docs/product-rules.md#one-search).
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinics, doctors } from '../src/db/schema/doctors.ts';
import { products } from '../src/db/schema/pharmacy.ts';
import { createClinic, createDoctor } from './doctor-fixtures.ts';
import { makeProduct } from './pharmacy-fixtures.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  // These tests write to the tables directly (the triggers are what they check), which the public
  // catalogue cache cannot see; the cache's own behaviour is in response-cache.test.ts.
  t = await createTestApp({ RESPONSE_CACHE_TTL_MS: '0' });
});
afterAll(async () => {
  await t.app.close();
});

type Group = { kind: string; items: { kind: string; label: string; detail: string; target: string }[] };

async function suggest(q: string): Promise<Group[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/search/suggestions?q=${encodeURIComponent(q)}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json().result.groups;
}
const group = (groups: Group[], kind: string) => groups.find((g) => g.kind === kind)?.items ?? [];

describe('search suggestions', () => {
  it('finds a medicine by a misspelt name and by its salt, grouped by kind', async () => {
    const typo = await suggest('paracetmol');
    expect(group(typo, 'salt').some((s) => /paracetamol/i.test(s.label))).toBe(true);
    const bySalt = await suggest('metformin');
    expect(group(bySalt, 'salt')[0]?.label).toMatch(/^Metformin/);
    for (const g of bySalt) {
      expect(g.items.length).toBeGreaterThan(0);
      expect(g.items.length).toBeLessThanOrEqual(4);
      for (const item of g.items) expect(item.kind).toBe(g.kind);
    }
  });

  it('finds a specialty by a symptom, and doctors, specialties and tests by typo', async () => {
    const fever = group(await suggest('fever'), 'symptom');
    expect(fever[0]).toMatchObject({
      label: 'Fever',
      detail: 'General Physician',
      target: 'general-physician',
    });
    expect(group(await suggest('cardiolgy'), 'specialty')[0]).toMatchObject({ target: 'cardiology' });
    expect(
      group(await suggest('thyroid'), 'lab_test').length +
        group(await suggest('thyroid'), 'lab_package').length,
    ).toBeGreaterThan(0);
    expect(group(await suggest('haemoglobin'), 'lab_test').length).toBeGreaterThan(0);
  });

  it('follows writes: a new doctor or product appears, a removed one disappears', async () => {
    const { id: doctorId } = await createDoctor(t);
    const [row] = await t.ctx.database.db
      .select({ name: doctors.name })
      .from(doctors)
      .where(eq(doctors.id, doctorId));
    const name = row?.name ?? '';
    expect(group(await suggest(name), 'doctor').map((d) => d.target)).toContain(doctorId);
    await t.ctx.database.db.update(doctors).set({ name: 'Zubin Quayle' }).where(eq(doctors.id, doctorId));
    expect(group(await suggest('dr zubin quayle'), 'doctor')[0]).toMatchObject({
      label: 'Dr. Zubin Quayle',
      target: doctorId,
    });
    await t.ctx.database.db.delete(doctors).where(eq(doctors.id, doctorId));
    expect(group(await suggest('zubin quayle'), 'doctor').map((d) => d.target)).not.toContain(doctorId);

    const productId = await makeProduct(t, { name: 'Quixolin 250 Tablet' });
    expect(group(await suggest('quixolin'), 'medicine')[0]).toMatchObject({
      label: 'Quixolin 250 Tablet',
      target: productId,
    });
    expect(group(await suggest('quixolnn'), 'medicine').map((m) => m.target)).toContain(productId);
    await t.ctx.database.db.delete(products).where(eq(products.id, productId));
    expect(group(await suggest('quixolin'), 'medicine').map((m) => m.target)).not.toContain(productId);
  });

  it('suggests a doctor by surname, as the doctors tab finds them', async () => {
    // Four seeded doctors are Reddys (none is a first name).
    const reddys = group(await suggest('Reddy'), 'doctor');
    expect(reddys.length).toBe(4);
    for (const d of reddys) expect(d.label).toMatch(/^Dr\. \S.* Reddy$/);
    const typed = group(await suggest('dr redd'), 'doctor');
    expect(typed.map((d) => d.target)).toEqual(reddys.map((d) => d.target));
    // Enter lists the same doctors on the doctors tab.
    const tab = await t.app.inject({ method: 'GET', url: '/api/v1/doctors/search?q=reddy&limit=50' });
    const found = new Set((tab.json().result as { id: string }[]).map((d) => d.id));
    for (const d of reddys) expect(found.has(d.target)).toBe(true);

    // A new doctor, renamed, removed: every word of the name follows, the first name's key once.
    const { id } = await createDoctor(t);
    const db = t.ctx.database.db;
    await db.update(doctors).set({ name: 'Meera K. Zenkowski' }).where(eq(doctors.id, id));
    expect(group(await suggest('zenkow'), 'doctor')).toEqual([
      expect.objectContaining({ label: 'Dr. Meera K. Zenkowski', target: id }),
    ]);
    expect(group(await suggest('zenkowski meera'), 'doctor').map((d) => d.target)).toEqual([id]);
    expect(group(await suggest('meera k'), 'doctor').map((d) => d.target)).toContain(id);
    await db.update(doctors).set({ name: 'Meera Quillfeather' }).where(eq(doctors.id, id));
    expect(group(await suggest('zenkow'), 'doctor').map((d) => d.target)).not.toContain(id);
    expect(group(await suggest('quillfeather'), 'doctor').map((d) => d.target)).toEqual([id]);
    await db.delete(doctors).where(eq(doctors.id, id));
    expect(group(await suggest('quillfeather'), 'doctor').map((d) => d.target)).not.toContain(id);
  });

  it('tells namesake doctors apart by their city, and follows a clinic that moves', async () => {
    const db = t.ctx.database.db;
    const pune = await createDoctor(t, { clinicId: await createClinic(t, 'Pune') });
    const jaipur = await createDoctor(t, { clinicId: await createClinic(t, 'Jaipur') });
    await db
      .update(doctors)
      .set({ name: 'Anaya Twinfield' })
      .where(inArray(doctors.id, [pune.id, jaipur.id]));
    const lines = group(await suggest('twinfield'), 'doctor');
    expect(lines.map((d) => [d.target, d.detail]).sort()).toEqual(
      [
        [pune.id, 'General Physician · Pune'],
        [jaipur.id, 'General Physician · Jaipur'],
      ].sort(),
    );
    await db.update(clinics).set({ city: 'Nashik' }).where(eq(clinics.id, pune.clinicId));
    const moved = group(await suggest('anaya twinfield'), 'doctor').find((d) => d.target === pune.id);
    expect(moved?.detail).toBe('General Physician · Nashik');
    await db.delete(doctors).where(inArray(doctors.id, [pune.id, jaipur.id]));
  });

  it('answers an empty list for nothing close, and 400 for no query', async () => {
    expect(await suggest('zzqxv')).toEqual([]);
    expect(await suggest('100%_')).toBeDefined();
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/search/suggestions?q=' });
    expect(res.statusCode).toBe(400);
  });
});
