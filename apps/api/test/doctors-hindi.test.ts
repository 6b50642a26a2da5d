// The doctors' catalogue and consult now in Hindi (docs/product-rules.md#languages): a department's Hindi name
// (the doctor's page, the specialties), a specialty's Hindi description (the consultation page), and the
// specialty's Hindi name on consult now's offer ringing a doctor and on the patient's request once a doctor
// accepted. The English fields stay exactly as they were; the Hindi comes beside them.
import { readFileSync } from 'node:fs';
import { ConsultOffer, ConsultRequest } from '@arogya/contracts/consult-now';
import { DoctorDetail, Specialty } from '@arogya/contracts/doctors';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEPARTMENTS, SPECIALTIES } from '../src/db/seed/doctors-catalogue.ts';
import { DEPARTMENT_HI, SPECIALTY_DESCRIPTION_HI, SPECIALTY_HI } from '../src/db/seed/hindi-names.ts';
import { listen } from './call-fixtures.ts';
import {
  acceptOffer,
  type ConsultApp,
  consentingPatient,
  consultApp,
  getRequest,
  onlineDoctor,
  pay,
  presenceOf,
  requestConsult,
  type StandIn,
  sqlRows,
  startStandIn,
  testSpecialty,
} from './consult-fixtures.ts';

let t: ConsultApp;
let standIn: StandIn;
beforeAll(async () => {
  standIn = await startStandIn(() => t?.app);
  t = await consultApp(standIn, undefined, { CONSULT_SWEEP_INTERVAL_MS: '600000' });
}, 180_000);
afterAll(async () => {
  await t?.app.close();
  await standIn?.close();
});

const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const hasDevanagari = (text: string | null | undefined) => Boolean(text && /[\u0900-\u097F]/.test(text));

describe('the seeded catalogue', () => {
  it('names every department in Hindi and describes every specialty in Hindi', () => {
    expect(DEPARTMENTS.filter(([id]) => !hasDevanagari(DEPARTMENT_HI[id])).map(([id]) => id)).toEqual([]);
    expect(
      SPECIALTIES.filter((s) => !hasDevanagari(SPECIALTY_DESCRIPTION_HI[s.slug])).map((s) => s.slug),
    ).toEqual([]);
    const ids = new Set(DEPARTMENTS.map(([id]) => id));
    expect(Object.keys(DEPARTMENT_HI).filter((id) => !ids.has(id as never))).toEqual([]);
    const slugs = new Set(SPECIALTIES.map((s) => s.slug));
    expect(Object.keys(SPECIALTY_DESCRIPTION_HI).filter((slug) => !slugs.has(slug))).toEqual([]);
  });
});

describe('departments and descriptions', () => {
  it("the specialties carry their department's Hindi name and their Hindi description beside the English", async () => {
    const list = z.array(Specialty).parse((await get('/api/v1/specialties')).result);
    const physician = list.find((s) => s.slug === 'general-physician');
    expect(physician).toMatchObject({
      description: 'First point of care for fever, infections and everyday illness.',
      descriptionHi: SPECIALTY_DESCRIPTION_HI['general-physician'],
      department: { id: 'dep_general', name: 'General Medicine', nameHi: 'जनरल मेडिसिन' },
    });
    for (const s of list.filter((x) => x.slug in SPECIALTY_HI)) {
      expect(hasDevanagari(s.description), s.slug).toBe(false);
      expect(s.descriptionHi, s.slug).toBe(SPECIALTY_DESCRIPTION_HI[s.slug]);
      expect(s.department.nameHi, s.slug).toBe(DEPARTMENT_HI[s.department.id]);
    }
  });

  it("a doctor's page and the doctors' listing carry the department's Hindi name", async () => {
    const [doctor] = await sqlRows<{ id: string }>(
      t,
      sql`SELECT d.id FROM doctors d JOIN specialties s ON s.id = d.specialty_id
          WHERE s.department_id = 'dep_cardiac' ORDER BY d.id LIMIT 1`,
    );
    expect(doctor).toBeDefined();
    const detail = DoctorDetail.parse((await get(`/api/v1/doctors/${doctor?.id}`)).result);
    expect(detail.doctorId.department).toEqual({
      id: 'dep_cardiac',
      name: 'Cardiac Sciences',
      nameHi: 'हृदय रोग',
    });
    const cards = (await get('/api/v1/doctors?specialty=spc_cardiology')).result as {
      department: { nameHi: string | null };
    }[];
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(card.department.nameHi).toBe('हृदय रोग');
  });
});

describe('consult now', () => {
  it("the offer ringing the doctor and the patient's accepted request carry the specialty's Hindi name", async () => {
    const specialty = await testSpecialty(t, 30_000);
    const [named] = await sqlRows<{ name: string; name_hi: string }>(
      t,
      sql`SELECT name, name_hi FROM specialties WHERE id = ${specialty}`,
    );
    const doctor = await onlineDoctor(t, specialty);
    const desk = await listen(t.app, doctor.token);
    const p = await consentingPatient(t, 'Kavita Sharma');
    const made = await requestConsult(t.app, p, specialty);
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().result.id as string;
    await pay(t.app, standIn, p, id);
    await t.consult.matcher.idle();

    const rung = ConsultOffer.parse((await desk.next('consult-offer')).offer);
    expect(rung).toMatchObject({ requestId: id, specialty: named?.name, specialtyHi: named?.name_hi });
    expect(hasDevanagari(rung.specialtyHi)).toBe(true);
    // The desk asked again (a reload) shows the same offer, the Hindi with it.
    const presence = await presenceOf(t.app, doctor.token);
    expect(presence.offer).toMatchObject({ specialty: named?.name, specialtyHi: named?.name_hi });

    const accepted = await acceptOffer(t.app, doctor.token, id);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const request = ConsultRequest.parse(await getRequest(t.app, p, id));
    expect(request.specialty).toMatchObject({ name: named?.name, nameHi: named?.name_hi });
    expect(request.doctor).toMatchObject({ specialty: named?.name, specialtyHi: named?.name_hi });
    desk.close();
  });
});

describe('migration 0077', () => {
  it('fills the Hindi into a database seeded before it, the same as the seeders write', async () => {
    const file = new URL(
      '../src/db/migrations/0077_department-names-and-specialty-descriptions-hindi.sql',
      import.meta.url,
    );
    const updates = readFileSync(file, 'utf8')
      .split('--> statement-breakpoint')
      .map((s) => s.trim())
      .filter((s) => /^(--[^\n]*\n)*UPDATE/.test(s));
    expect(updates).toHaveLength(2);
    const db = t.ctx.database.db;
    await db.execute(sql`UPDATE departments SET name_hi = NULL WHERE id IN ('dep_bone', 'dep_ayush')`);
    await db.execute(sql`UPDATE specialties SET description_hi = NULL WHERE slug IN ('ent', 'geriatrics')`);
    for (const statement of updates) await db.execute(sql.raw(statement));
    const departments = await sqlRows<{ id: string; name_hi: string | null }>(
      t,
      sql`SELECT id, name_hi FROM departments WHERE id LIKE 'dep\_%'`,
    );
    expect(Object.fromEntries(departments.map((d) => [d.id, d.name_hi]))).toEqual(DEPARTMENT_HI);
    const described = await sqlRows<{ slug: string; description_hi: string | null }>(
      t,
      sql`SELECT slug, description_hi FROM specialties WHERE slug IN ('ent', 'geriatrics', 'cardiology')`,
    );
    expect(Object.fromEntries(described.map((s) => [s.slug, s.description_hi]))).toEqual({
      ent: SPECIALTY_DESCRIPTION_HI.ent,
      geriatrics: SPECIALTY_DESCRIPTION_HI.geriatrics,
      cardiology: SPECIALTY_DESCRIPTION_HI.cardiology,
    });
  });
});
