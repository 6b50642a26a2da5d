// Builds the doctor rows, weekly hours and leave periods from the catalogue with a seeded PRNG, so every
// machine gets the same 84 doctors. doc_001 is the demo doctor account's profile.
import { CITIES, CLINICS, SPECIALTIES, type SpecialtySeed, TRACK_COUNCILS } from './doctors-catalogue.ts';
import { COLLEGES, HOSPITALS, NAMES_BY_CITY } from './doctors-people.ts';

export const DOCTOR_COUNT = 84;
export const DEMO_DOCTOR_ID = 'doc_001';
/** The demo receptionist's clinic; doctors 1, 9, ... 81 in Bengaluru rotate through its three clinics. */
export const DEMO_CLINIC_ID = 'cln_001';
/** A second doctor of the demo clinic with default hours, used by the demo appointments. */
export const DEMO_CLINIC_SECOND_DOCTOR_ID = 'doc_025';

export type Rand = () => number;

/** mulberry32: small, fast and the same on every platform. */
export function seededRandom(seed: number): Rand {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(rand: Rand, items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T;
export const pad3 = (n: number) => String(n).padStart(3, '0');

// Busier specialties get more doctors once each specialty has one.
const WEIGHTED = [
  ...Array(4).fill('general-physician'),
  ...['dermatology', 'gynaecology', 'paediatrics', 'dentist', 'orthopaedics'].flatMap((s) => [s, s, s]),
  ...['cardiology', 'ent', 'ophthalmology', 'psychiatry'].flatMap((s) => [s, s]),
  ...['diabetology', 'physiotherapy', 'gastroenterology', 'neurology', 'pulmonology', 'endocrinology'],
  ...['psychology', 'dietetics'],
] as string[];

const H = (h: number) => h * 60;
type Hours = [number[], number, number, number];
// [weekdays, start, end, slot minutes]; 0 = Sunday.
const PATTERNS: Hours[][] = [
  [[[1, 2, 3, 4, 5, 6], H(9), H(17), 60]],
  [
    [[1, 2, 3, 4, 5], H(10), H(14), 30],
    [[1, 2, 3, 4, 5], H(17), H(20), 30],
  ],
  [
    [[1, 2, 3, 4, 5, 6], H(8), H(12), 30],
    [[0], H(9), H(12), 30],
  ],
  [[[0, 2, 3, 4, 5, 6], H(11), H(19), 60]],
  [
    [[1, 3, 5], H(9), H(13), 60],
    [[2, 4, 6], H(16), H(20), 60],
  ],
];

const ROLES: Record<string, [string, string]> = {
  medical: ['Senior Resident', 'Consultant'],
  dental: ['Dental Surgeon', 'Consultant Dental Surgeon'],
  physio: ['Physiotherapist', 'Senior Physiotherapist'],
  nutrition: ['Clinical Dietitian', 'Senior Dietitian'],
  psychology: ['Clinical Psychologist', 'Senior Clinical Psychologist'],
  ayurveda: ['Ayurveda Physician', 'Senior Ayurveda Physician'],
  homoeopathy: ['Homoeopathic Physician', 'Senior Homoeopathic Physician'],
};

/** A doctor's e-mail as a patient may read it: no internal codes (names are unique in the seed). */
function doctorEmail(name: string): string {
  return `dr.${name.toLowerCase().replace(/[^a-z]+/g, '.')}@arogya.in`;
}

function specialtyFor(i: number, rand: Rand): SpecialtySeed {
  if (i < SPECIALTIES.length) return SPECIALTIES[i] as SpecialtySeed;
  const slug = pick(rand, WEIGHTED);
  return SPECIALTIES.find((s) => s.slug === slug) as SpecialtySeed;
}

export function buildDoctors(rand: Rand) {
  const doctors = [];
  const schedules = [];
  const usedNames = new Set<string>();
  const usedRegistrations = new Set<string>();
  for (let i = 0; i < DOCTOR_COUNT; i++) {
    const id = `doc_${pad3(i + 1)}`;
    const city = CITIES[i % CITIES.length] as (typeof CITIES)[number];
    const clinic = CLINICS[
      (i % CITIES.length) * 3 + (Math.floor(i / CITIES.length) % 3)
    ] as (typeof CLINICS)[number];
    const specialty = specialtyFor(i, rand);
    const names = NAMES_BY_CITY[city.name] as (typeof NAMES_BY_CITY)[string];
    const gender = rand() < 0.45 ? 'female' : 'male';
    let name = '';
    do name = `${pick(rand, gender === 'female' ? names.female : names.male)} ${pick(rand, names.surnames)}`;
    while (usedNames.has(name));
    const demo = id === DEMO_DOCTOR_ID;
    if (demo) name = 'Arjun Mehta';
    usedNames.add(name);
    const experience = demo ? 12 : 3 + Math.floor(rand() * 30);
    const [lo, hi] = specialty.fee;
    const fee = Math.round((lo + (hi - lo) * Math.min(1, experience / 30) * (0.7 + 0.3 * rand())) / 50) * 50;
    const languages = [
      ...new Set([
        'English',
        ...city.languages.slice(0, 1 + Math.floor(rand() * 2)),
        ...(rand() < 0.5 ? ['Hindi'] : []),
      ]),
    ];
    const [council, prefix] =
      specialty.track === 'medical'
        ? city.council
        : specialty.track === 'dental'
          ? city.dentalCouncil
          : (TRACK_COUNCILS[specialty.track] as [string, string]);
    let registrationNumber = '';
    do registrationNumber = `${prefix}-${10000 + Math.floor(rand() * 89999)}`;
    while (usedRegistrations.has(`${council}/${registrationNumber}`));
    usedRegistrations.add(`${council}/${registrationNumber}`);
    const handsOn = specialty.track === 'dental' || specialty.track === 'physio';
    const consultationTypes = demo
      ? ['in-person', 'video', 'audio']
      : specialty.track === 'psychology' && rand() < 0.5
        ? ['video', 'audio']
        : [
            'in-person',
            ...(rand() < (handsOn ? 0.2 : 0.7) ? ['video'] : []),
            ...(!handsOn && rand() < 0.4 ? ['audio'] : []),
          ];
    const finalYear = 2026 - experience;
    const education = specialty.degrees.map((degree, k) => ({
      degree,
      institution: pick(rand, COLLEGES[specialty.track] as string[]),
      year: finalYear - 3 * (specialty.degrees.length - 1 - k),
    }));
    const [junior, senior] = ROLES[specialty.track] as [string, string];
    const hospitals = HOSPITALS[city.name] as string[];
    const experienceHistory = [
      {
        role: junior,
        organisation: pick(rand, hospitals),
        from: finalYear,
        to: finalYear + Math.max(1, Math.floor(experience / 3)),
      },
      ...(experience >= 8
        ? [
            {
              role: senior,
              organisation: pick(rand, hospitals),
              from: finalYear + Math.floor(experience / 3),
              to: 2026 - Math.floor(experience / 4),
            },
          ]
        : []),
      {
        role: senior,
        organisation: `${clinic[1]}, ${clinic[3]}`,
        from: 2026 - Math.floor(experience / 4),
        to: null,
      },
    ];
    const pronoun = gender === 'female' ? 'She' : 'He';
    const about = `Dr. ${name} has ${experience} years of experience in ${specialty.name} with a special interest in ${specialty.focus}. ${pronoun} consults at ${clinic[1]}, ${clinic[3]}, ${city.name}, and speaks ${languages.join(', ')}.`;
    const birthYear = finalYear - 24 - Math.floor(rand() * 4);
    const dob = `${birthYear}-${String(1 + Math.floor(rand() * 12)).padStart(2, '0')}-${String(1 + Math.floor(rand() * 28)).padStart(2, '0')}`;
    const fixedHours = demo || id === DEMO_CLINIC_SECOND_DOCTOR_ID;
    const pattern = fixedHours || rand() < 0.4 ? (PATTERNS[0] as Hours[]) : pick(rand, PATTERNS.slice(1));
    for (const [days, start, end, slot] of pattern)
      for (const weekday of days)
        schedules.push({ doctorId: id, weekday, startMinute: start, endMinute: end, slotMinutes: slot });
    doctors.push({
      id,
      userId: demo ? 'usr_demo_doctor' : null,
      name,
      email: demo ? 'doctor@arogya.in' : doctorEmail(name),
      mobile: demo ? '9812345670' : `9${String(700_000_000 + i * 2_718_281).slice(0, 9)}`,
      gender,
      dob,
      specialtyId: `spc_${specialty.slug}`,
      clinicId: clinic[0],
      experienceYears: experience,
      feePaise: fee * 100,
      qualification: specialty.degrees.join(', '),
      education,
      experienceHistory,
      languages,
      registrationNumber,
      registrationCouncil: council,
      consultationTypes,
      about,
      bookingBeforeHours: demo ? 1 : pick(rand, [1, 1, 1, 2, 2, 3, 4, 24]),
    });
  }
  return { doctors, schedules };
}

// Fixed dates (not relative to "now", so the seed is the same on every machine): some overlap late
// November and December 2026, some lie ahead, one is over.
// biome-ignore format: a data table reads best one row per line
export const LEAVES: [string, string, string, string][] = [
  ['doc_005', '2026-11-16', '2026-11-28', 'Attending a medical conference'],
  ['doc_013', '2026-11-20', '2026-12-06', 'Personal leave'],
  ['doc_027', '2026-11-21', '2026-11-23', 'Rural health camp'],
  ['doc_042', '2026-11-10', '2026-12-20', 'Sabbatical'],
  ['doc_058', '2026-11-25', '2026-12-02', 'Family wedding'],
  ['doc_066', '2026-12-14', '2026-12-24', 'CME programme'],
  ['doc_009', '2026-12-24', '2027-01-01', 'Year-end break'],
  ['doc_020', '2027-01-12', '2027-01-16', 'International conference'],
  ['doc_033', '2027-02-01', '2027-02-07', 'Personal leave'],
  ['doc_071', '2027-03-15', '2027-03-20', 'Holi break'],
  ['doc_001', '2026-12-31', '2027-01-02', 'New Year break'],
  ['doc_015', '2026-10-20', '2026-10-25', 'Diwali break'],
];
