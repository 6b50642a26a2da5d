// The shapes doctors leave the API in (contracts/doctors.ts): fields picked one by one from the rows.
import { DEFAULT_WORKING_HOURS, PAISE_PER_RUPEE } from '@arogya/contracts/constants';
import {
  type ConsultationType,
  type DoctorCard,
  type DoctorDetail,
  type DoctorReview,
  type Gender,
  type Leave,
  type ScheduleEntry,
  WEEKDAYS,
} from '@arogya/contracts/doctors';
import type { clinics } from '../../db/schema/doctors.ts';
import { minutesToClock } from '../../lib/zoned-time.ts';
import type { DoctorCardRow } from './doctors.repository.ts';

type ClinicRow = typeof clinics.$inferSelect;
type ScheduleRow = { weekday: number; startMinute: number; endMinute: number; slotMinutes: number };
type LeaveRow = { id: string; startDate: string; endDate: string; reason: string | null };
type DetailRow = DoctorCardRow & {
  email: string;
  mobile: string;
  dob: string;
  education: unknown;
  experienceHistory: unknown;
  registrationNumber: string;
  registrationCouncil: string;
  registrationVerifiedAt: Date | null;
  about: string;
  clinic: ClinicRow;
};

export const doctorPhotoUrl = (id: string) => `/api/v1/doctors/${encodeURIComponent(id)}/photo`;
export const toRupees = (paise: number) => paise / PAISE_PER_RUPEE;
const rating = (avg: number | null) => (avg === null ? null : Number(avg));

export function mapDoctorCard(row: DoctorCardRow): DoctorCard {
  return {
    id: row.id,
    _id: row.id,
    name: row.name,
    image: doctorPhotoUrl(row.id),
    gender: row.gender as Gender,
    specialization: {
      id: row.specialtyId,
      name: row.specialtyName,
      nameHi: row.specialtyNameHi,
      icon: row.specialtyIcon,
    },
    department: { id: row.departmentId, name: row.departmentName, nameHi: row.departmentNameHi },
    qualification: row.qualification,
    experience: row.experienceYears,
    fee: toRupees(row.feePaise),
    feePaise: row.feePaise,
    languages: row.languages,
    consultationTypes: row.consultationTypes as ConsultationType[],
    clinic: { id: row.clinicId, name: row.clinicName, area: row.clinicArea, city: row.clinicCity },
    rating: rating(row.ratingAvg),
    reviewCount: row.reviewCount,
    onLeave: Boolean(row.onLeave),
    bookingBeforeTime: row.bookingBeforeHours,
  };
}

export function mapSchedule(rows: ScheduleRow[]): ScheduleEntry[] {
  return rows.map((r) => ({
    weekday: r.weekday,
    day: WEEKDAYS[r.weekday] ?? '',
    start: minutesToClock(r.startMinute),
    end: minutesToClock(r.endMinute),
    slotMinutes: r.slotMinutes,
  }));
}

export function mapLeave(row: LeaveRow): Leave {
  return { id: row.id, startDate: row.startDate, endDate: row.endDate, reason: row.reason };
}

export function clinicAddress(c: Pick<ClinicRow, 'address' | 'area' | 'city' | 'pinCode'>): string {
  return `${c.address}, ${c.area}, ${c.city} - ${c.pinCode}`;
}

export function mapDoctorDetail(row: DetailRow, schedule: ScheduleRow[], leaves: LeaveRow[]): DoctorDetail {
  const card = mapDoctorCard(row);
  const address = clinicAddress(row.clinic);
  const starts = schedule.map((s) => s.startMinute);
  const ends = schedule.map((s) => s.endMinute);
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    image: card.image,
    // A patient reaches the doctor through the clinic: the doctor's own mobile is never shown.
    mobile: row.clinic.phone,
    email: row.email,
    address,
    doctorId: {
      _id: row.id,
      specialization: card.specialization,
      experience: card.experience,
      fee: card.fee,
      image: card.image,
      contactNumber: row.clinic.phone,
      clinicAddress: `${row.clinic.name}, ${address}`,
      department: card.department,
      gender: card.gender,
      dob: row.dob,
      startTime: starts.length > 0 ? minutesToClock(Math.min(...starts)) : DEFAULT_WORKING_HOURS.start,
      endTime: ends.length > 0 ? minutesToClock(Math.max(...ends)) : DEFAULT_WORKING_HOURS.end,
      clinicContactNumber: row.clinic.phone,
      bookingBeforeTime: row.bookingBeforeHours,
      onLeave: card.onLeave,
    },
    feePaise: row.feePaise,
    fee: card.fee,
    qualification: row.qualification,
    education: row.education as DoctorDetail['education'],
    experienceHistory: row.experienceHistory as DoctorDetail['experienceHistory'],
    languages: row.languages,
    registrationNumber: row.registrationNumber,
    registrationCouncil: row.registrationCouncil,
    registrationVerifiedAt: row.registrationVerifiedAt?.toISOString() ?? null,
    consultationTypes: card.consultationTypes,
    clinic: {
      id: row.clinic.id,
      name: row.clinic.name,
      address: row.clinic.address,
      area: row.clinic.area,
      city: row.clinic.city,
      state: row.clinic.state,
      pinCode: row.clinic.pinCode,
      phone: row.clinic.phone,
    },
    schedule: mapSchedule(schedule),
    leaves: leaves.map(mapLeave),
    rating: card.rating,
    reviewCount: row.reviewCount,
    about: row.about,
  };
}

/** 'Ananya Iyer' -> 'Ananya I.': reviews name their author without publishing a full name. */
export function reviewerName(name: string): string {
  const [first, ...rest] = name.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${last[0]?.toUpperCase()}.` : (first ?? 'Patient');
}

export function mapReview(row: {
  id: string;
  rating: number;
  comment: string | null;
  createdAt: Date;
  userName: string;
}): DoctorReview {
  return {
    id: row.id,
    user: reviewerName(row.userName),
    verified: true,
    rating: row.rating,
    comment: row.comment,
    date: row.createdAt.toISOString(),
  };
}
