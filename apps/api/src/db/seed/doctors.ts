// Doctors domain seed: departments, specialties and the words that find them, clinics in eight cities,
// 84 doctors with weekly hours and leave, patients with past appointments and reviews, and the demo
// accounts' links (doctor profile, receptionist's clinic). Deterministic: a seeded PRNG and fixed ids.
import { eq, inArray } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords.ts';
import type { Db } from '../client.ts';
import {
  appointments,
  clinics,
  departments,
  doctorLeaves,
  doctorSchedules,
  doctors,
  favouriteDoctors,
  receptionists,
  reviews,
  searchTerms,
  specialties,
  vitals,
} from '../schema/doctors.ts';
import { users } from '../schema/users.ts';
import { buildActivity, buildDemoActivity, buildPatients } from './doctors-activity.ts';
import { buildDoctors, DEMO_CLINIC_ID, LEAVES, seededRandom } from './doctors-build.ts';
import { CITIES, CLINICS, DEPARTMENTS, SPECIALTIES } from './doctors-catalogue.ts';
import { DEPARTMENT_HI, SPECIALTY_DESCRIPTION_HI, SPECIALTY_HI, SYMPTOM_HI } from './hindi-names.ts';
import type { Seeder } from './seeder.ts';
import { DEMO_PASSWORD } from './users.ts';

function catalogueRows() {
  const specialtyRows = SPECIALTIES.map((s, i) => ({
    id: `spc_${s.slug}`,
    slug: s.slug,
    name: s.name,
    nameHi: SPECIALTY_HI[s.slug] ?? null,
    icon: s.icon,
    description: s.description,
    descriptionHi: SPECIALTY_DESCRIPTION_HI[s.slug] ?? null,
    departmentId: s.department,
    sortOrder: i + 1,
  }));
  const terms = SPECIALTIES.flatMap((s) => [
    ...[s.name, s.slug.replaceAll('-', ' '), ...s.aliases].map((term) => ({
      term: term.toLowerCase(),
      kind: 'specialty',
      specialtyId: `spc_${s.slug}`,
      city: null,
    })),
    ...s.symptoms.map((term) => ({
      term,
      kind: 'symptom',
      nameHi: SYMPTOM_HI[term] ?? null,
      specialtyId: `spc_${s.slug}`,
      city: null,
    })),
  ]);
  const cityTerms = CITIES.flatMap((c) =>
    [c.name.toLowerCase(), ...c.aliases].map((term) => ({
      term,
      kind: 'city',
      specialtyId: null,
      city: c.name,
    })),
  );
  const unique = new Map([...terms, ...cityTerms].map((t) => [`${t.term}|${t.specialtyId ?? t.city}`, t]));
  const clinicRows = CLINICS.map(([id, name, address, area, city, pinCode, phone]) => ({
    id,
    name,
    address,
    area,
    city,
    state: CITIES.find((c) => c.name === city)?.state ?? '',
    pinCode,
    phone,
  }));
  return { specialtyRows, terms: [...unique.values()], clinicRows };
}

/** Which of these accounts exist: an older data folder may have lost a demo account or hold an e-mail. */
async function existingUserIds(db: Db, ids: string[]): Promise<Set<string>> {
  const rows = await db.select({ id: users.id }).from(users).where(inArray(users.id, ids));
  return new Set(rows.map((r) => r.id));
}

async function demoPasswordHash(db: Db): Promise<string> {
  const [demo] = await db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.id, 'usr_demo_patient'));
  return demo?.hash ?? hashPassword(DEMO_PASSWORD);
}

const SEEDED_AT = new Date('2026-09-01T04:30:00Z');

export const doctorsSeeder: Seeder = {
  domain: 'doctors',
  version: 1,
  async run(db: Db) {
    const rand = seededRandom(20261121);
    const { specialtyRows, terms, clinicRows } = catalogueRows();
    await db
      .insert(departments)
      .values(DEPARTMENTS.map(([id, name]) => ({ id, name, nameHi: DEPARTMENT_HI[id] ?? null })));
    await db.insert(specialties).values(specialtyRows);
    await db.insert(searchTerms).values(terms);
    await db.insert(clinics).values(clinicRows);
    const demo = await existingUserIds(db, ['usr_demo_patient', 'usr_demo_doctor', 'usr_demo_receptionist']);
    const built = buildDoctors(rand);
    await db.insert(doctors).values(
      built.doctors.map((d) => ({
        ...d,
        userId: d.userId && demo.has(d.userId) ? d.userId : null,
        createdAt: SEEDED_AT,
      })),
    );
    await db.insert(doctorSchedules).values(built.schedules);
    await db.insert(doctorLeaves).values(
      LEAVES.map(([doctorId, startDate, endDate, reason], i) => ({
        id: `lv_${String(i + 1).padStart(3, '0')}`,
        doctorId,
        startDate,
        endDate,
        reason,
        createdAt: SEEDED_AT,
      })),
    );
    if (demo.has('usr_demo_receptionist')) {
      await db.insert(receptionists).values({ userId: 'usr_demo_receptionist', clinicId: DEMO_CLINIC_ID });
    }

    const candidates = buildPatients(await demoPasswordHash(db), SEEDED_AT);
    await db.insert(users).values(candidates).onConflictDoNothing();
    const present = await existingUserIds(
      db,
      candidates.map((p) => p.id),
    );
    const patients = candidates.filter((p) => present.has(p.id));
    const activity = buildActivity(rand, built.doctors, patients);
    const own = buildDemoActivity(activity, built.doctors, patients, demo.has('usr_demo_patient'));
    if (activity.appointments.length > 0) await db.insert(appointments).values(activity.appointments);
    if (activity.reviews.length > 0) await db.insert(reviews).values(activity.reviews);
    if (own.vitals.length > 0) await db.insert(vitals).values(own.vitals);
    if (own.favourites.length > 0) {
      await db.insert(favouriteDoctors).values(own.favourites.map((f) => ({ ...f, createdAt: SEEDED_AT })));
    }
  },
};
