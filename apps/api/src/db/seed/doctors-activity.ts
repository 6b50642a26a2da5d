// Seeded patients and their history: past appointments (most completed, with notes), reviews so ratings
// are real averages (many doctors have none), the demo patient's own appointments, vitals and favourites.
import { TIME_ZONE } from '@arogya/contracts/constants';
import { addDays, zonedToUtc } from '../../lib/zoned-time.ts';
import { demoDate } from './demo-clock.ts';
import {
  DEMO_CLINIC_ID,
  DEMO_CLINIC_SECOND_DOCTOR_ID,
  DEMO_DOCTOR_ID,
  pad3,
  pick,
  type Rand,
} from './doctors-build.ts';
import { CONSULTATION_NOTES, composeReview, PATIENTS } from './doctors-people.ts';

type DoctorLite = { id: string; feePaise: number; consultationTypes: string[]; specialtyId: string };
const atDay = (date: string, clock: string) =>
  zonedToUtc(date, Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3)), TIME_ZONE);

export function buildPatients(passwordHash: string, consentAt: Date) {
  return PATIENTS.map(([first, last], i) => ({
    id: `usr_pat_${pad3(i + 1)}`,
    email: `${first}.${last}`.toLowerCase().concat('@example.com'),
    name: `${first} ${last}`,
    phone: `${[9, 8, 7][i % 3]}${String(600_000_000 + i * 10_234_567).slice(0, 9)}`,
    passwordHash,
    roles: ['patient'],
    consentAt,
    privacyNoticeVersion: '2026-11-01',
    createdAt: consentAt,
    updatedAt: consentAt,
  }));
}

type Appointment = {
  id: string;
  doctorId: string;
  patientId: string;
  startsAt: Date;
  endsAt: Date;
  consultationType: string;
  status: string;
  patientName: string;
  patientPhone: string;
  feePaise: number;
  bookedById: string;
  notes: string | null;
  completedAt: Date | null;
  cancelledAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
};
type Review = {
  id: string;
  appointmentId: string;
  doctorId: string;
  patientId: string;
  rating: number;
  comment: string;
  createdAt: Date;
};

export function buildActivity(
  rand: Rand,
  doctors: DoctorLite[],
  patients: { id: string; name: string; phone: string }[],
) {
  const appointments: Appointment[] = [];
  const reviews: Review[] = [];
  let n = 0;
  const add = (
    doctor: DoctorLite,
    patient: { id: string; name: string; phone: string },
    startsAt: Date,
    minutes: number,
    status: string,
    notes: string | null,
  ) => {
    const id = `apt_${String(appointments.length + 1).padStart(4, '0')}`;
    appointments.push({
      id,
      doctorId: doctor.id,
      patientId: patient.id,
      startsAt,
      endsAt: new Date(startsAt.getTime() + minutes * 60_000),
      consultationType: pick(rand, doctor.consultationTypes),
      status,
      patientName: patient.name,
      patientPhone: patient.phone,
      feePaise: doctor.feePaise,
      bookedById: patient.id,
      notes,
      completedAt: status === 'completed' ? new Date(startsAt.getTime() + minutes * 60_000) : null,
      cancelledAt: status === 'cancelled' ? new Date(startsAt.getTime() - 86_400_000) : null,
      createdAt: new Date(startsAt.getTime() - 3 * 86_400_000),
      updatedAt: new Date(startsAt.getTime() - 3 * 86_400_000),
    });
    return id;
  };
  // Past appointments over the year before November 2026 (PAST_DAYS days from 2025-11-25), each on its own
  // instant (nine an hour-slot day, 09:00-17:00 IST), so no doctor or patient ever has two at once. The
  // days are spread (stepped by a number prime to PAST_DAYS), so each doctor's history, and the reviews it
  // carries, run across the year rather than one month.
  const PAST_DAYS = 340;
  const nextPastInstant = () => {
    if (n >= PAST_DAYS * 9) throw new Error('buildActivity: more past appointments than instants');
    const day = (Math.floor(n / 9) * 149) % PAST_DAYS;
    const instant = atDay(addDays('2025-11-25', day), `${String(9 + (n % 9)).padStart(2, '0')}:00`);
    n += 1;
    return instant;
  };
  // Every review's opening sentence, so that no two open alike.
  const reviewTexts = new Set<string>();
  for (const doctor of doctors) {
    if (doctor.id === DEMO_DOCTOR_ID || doctor.id === DEMO_CLINIC_SECOND_DOCTOR_ID) continue;
    const reviewed = rand() < 0.5 ? 1 + Math.floor(rand() * 6) : 0;
    const quality = 3.4 + rand() * 1.6;
    for (let k = 0; k < reviewed + Math.floor(rand() * 3); k++) {
      const patient = patients[(n * 7) % patients.length] as (typeof patients)[number];
      const done = k < reviewed || rand() < 0.7;
      const status = done ? 'completed' : rand() < 0.5 ? 'cancelled' : 'no-show';
      const startsAt = nextPastInstant();
      const id = add(doctor, patient, startsAt, 30, status, done ? pick(rand, CONSULTATION_NOTES) : null);
      if (k < reviewed) {
        const rating = Math.max(1, Math.min(5, Math.round(quality + (rand() - 0.5) * 1.5)));
        reviews.push({
          id: `rev_${String(reviews.length + 1).padStart(4, '0')}`,
          appointmentId: id,
          doctorId: doctor.id,
          patientId: patient.id,
          rating,
          comment: composeReview(rand, rating, doctor.specialtyId.replace(/^spc_/, ''), reviewTexts),
          createdAt: new Date(startsAt.getTime() + 86_400_000),
        });
      }
    }
  }
  return { appointments, reviews, add };
}

/**
 * The demo accounts' own history (fixed dates, in step with the demo's prescriptions and orders) and the
 * visits still to come: the demo clinic's desk and the demo patient's bookings, written around DEMO_DAY
 * (23 Nov 2026) and moved forward to the day the database is seeded (demo-clock.ts).
 */
export function buildDemoActivity(
  activity: ReturnType<typeof buildActivity>,
  doctors: DoctorLite[],
  patients: { id: string; name: string; phone: string }[],
  withDemoPatient: boolean,
  now: Date = new Date(),
) {
  const ahead = (date: string, clock: string) => atDay(demoDate(date, now), clock);
  const doctor = (id: string) => doctors.find((d) => d.id === id) as DoctorLite;
  const first = doctor(DEMO_DOCTOR_ID);
  const second = doctor(DEMO_CLINIC_SECOND_DOCTOR_ID);
  const { add, appointments, reviews } = activity;
  // biome-ignore format: a data table reads best one row per line
  const desk: [DoctorLite, string, string][] = [
    [first, '2026-11-21', '14:00'], [first, '2026-11-23', '10:00'], [first, '2026-11-23', '12:00'],
    [second, '2026-11-23', '11:00'], [first, '2026-11-25', '09:00'], [second, '2026-11-26', '15:00'],
  ];
  desk.forEach(([d, date, clock], i) => {
    const patient = patients[i];
    if (patient) add(d, patient, ahead(date, clock), 60, 'booked', null);
  });
  if (!withDemoPatient) return { vitals: [], favourites: [] };

  const demoPatient = { id: 'usr_demo_patient', name: 'Priya Sharma', phone: '9876543210' };
  const notes = (i: number) => CONSULTATION_NOTES[i] as string;
  const done = add(first, demoPatient, atDay('2026-11-03', '10:00'), 60, 'completed', notes(0));
  const visit2 = add(second, demoPatient, atDay('2026-11-10', '16:00'), 60, 'completed', notes(4));
  add(second, demoPatient, atDay('2026-11-14', '11:00'), 60, 'cancelled', null);
  add(first, demoPatient, ahead('2026-11-24', '11:00'), 60, 'booked', null);
  add(second, demoPatient, ahead('2026-12-03', '10:00'), 60, 'booked', null);
  const doneRow = appointments.find((a) => a.id === done) as (typeof appointments)[number];
  reviews.push({
    id: `rev_${String(reviews.length + 1).padStart(4, '0')}`,
    appointmentId: done,
    doctorId: first.id,
    patientId: demoPatient.id,
    rating: 5,
    comment:
      'I went with a fever that would not settle. The doctor listened patiently and explained everything clearly.',
    createdAt: new Date(doneRow.startsAt.getTime() + 86_400_000),
  });
  // biome-ignore format: a data table reads best one row per line
  const vitals = [
    { id: 'vit_0001', appointmentId: done, recordedAt: doneRow.startsAt, systolic: 124, diastolic: 82, pulse: 78, temperatureC: 38.2, spo2: 98, respiratoryRate: 16, weightKg: 61.5, heightCm: 162 },
    { id: 'vit_0002', appointmentId: visit2, recordedAt: atDay('2026-11-10', '15:50'), systolic: 118, diastolic: 78, pulse: 72, temperatureC: 36.8, spo2: 99, respiratoryRate: 14, weightKg: 61, heightCm: 162 },
  ].map((v) => ({ ...v, patientId: demoPatient.id, clinicId: DEMO_CLINIC_ID, recordedById: 'usr_demo_receptionist', notes: null }));
  const favourites = [DEMO_DOCTOR_ID, DEMO_CLINIC_SECOND_DOCTOR_ID, 'doc_002'].map((doctorId) => ({
    userId: demoPatient.id,
    doctorId,
  }));
  return { vitals, favourites };
}
