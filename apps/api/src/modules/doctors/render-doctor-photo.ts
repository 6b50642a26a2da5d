// Doctor photos: the photo a doctor uploaded (their account's profile picture), or else a drawn portrait,
// made locally without the network from the doctor's id, gender and age with DiceBear's Avataaars style
// (design by Pablo Stanley, free for personal and commercial use; code MIT): skin tones, dark or greying
// hair and clothes chosen for an Indian clinic, the same on every request (lib/pictures.ts sends it).
import { buffer } from 'node:stream/consumers';
import * as avataaars from '@dicebear/avataaars';
import { createAvatar } from '@dicebear/core';
import { AppError } from '../../lib/app-error.ts';
import type { DoctorDeps } from './doctors-deps.ts';

/** Skin tones of the style's palette that read as Indian, light to deep; the middle one twice as often. */
const SKIN = ['edb98a', 'd08b5b', 'd08b5b', 'ae5d29'];
/** Black, dark brown; grey and silver for doctors past fifty. */
const HAIR = ['2c1b18', '4a312c'];
const GREYING = ['e8e1e1', 'b1b1b1'];
const FEMALE_TOPS = [
  'bob',
  'bun',
  'curvy',
  'longButNotTooLong',
  'straight01',
  'straight02',
  'bigHair',
] as const;
const MALE_TOPS = [
  'shortFlat',
  'shortRound',
  'shortWaved',
  'theCaesar',
  'theCaesarAndSidePart',
  'sides',
] as const;

export type PortraitOf = { id: string; name: string; gender: string; dob: string };

/** Whole years on `today` ('YYYY-MM-DD'). */
const ageOn = (dob: string, today: string) =>
  Number(today.slice(0, 4)) - Number(dob.slice(0, 4)) - (today.slice(5) < dob.slice(5) ? 1 : 0);

/**
 * A drawn portrait of the doctor as SVG, 256 px square: the same for the same doctor (seeded by the id), a
 * woman's or man's hair by gender, greying hair more likely past fifty, no beards below thirty-five.
 */
export function doctorPortraitSvg(doctor: PortraitOf, today = new Date().toISOString().slice(0, 10)): string {
  return createAvatar(avataaars, portraitOptions(doctor, today)).toString();
}

/** The drawing's options for a doctor (doctorPortraitSvg). */
export function portraitOptions(doctor: PortraitOf, today: string) {
  const age = ageOn(doctor.dob, today);
  const female = doctor.gender === 'female';
  const tops = female ? FEMALE_TOPS : doctor.gender === 'male' ? MALE_TOPS : [...FEMALE_TOPS, ...MALE_TOPS];
  return {
    seed: doctor.id,
    size: 256,
    backgroundColor: ['d1f4d9', 'b6e3f4', 'e0e7ff', 'fde68a'],
    backgroundType: ['solid'],
    skinColor: SKIN,
    hairColor: age >= 50 ? [...HAIR, ...GREYING] : HAIR,
    facialHairColor: age >= 50 ? ['2c1b18', 'e8e1e1'] : ['2c1b18', '4a312c'],
    top: [...tops],
    facialHairProbability: female || age < 35 ? 0 : 35,
    facialHair: ['beardLight', 'beardMedium', 'moustacheFancy'],
    accessoriesProbability: age >= 40 ? 45 : 20,
    accessories: ['prescription01', 'prescription02', 'round'],
    accessoriesColor: ['262e33', '3c4f5c', '5a3825'],
    clothing: ['blazerAndShirt', 'blazerAndSweater', 'collarAndSweater', 'shirtVNeck'],
    clothesColor: ['ffffff', 'e6e6e6', '65c9ff', '5199e4', '262e33', '3c4f5c'],
    eyes: ['default', 'happy', 'squint'],
    eyebrows: ['default', 'defaultNatural', 'flatNatural'],
    mouth: ['smile', 'default', 'twinkle', 'serious'],
    style: ['circle'],
  } satisfies Parameters<typeof createAvatar<avataaars.Options>>[1];
}

/** The photo a doctor uploaded (a stored picture's bytes), or their drawn portrait (SVG). */
export type DoctorPhoto = { kind: 'upload'; bytes: Buffer } | { kind: 'drawn'; svg: string };

export async function renderDoctorPhoto(deps: DoctorDeps, id: string): Promise<DoctorPhoto> {
  const doctor = await deps.doctors.findPortrait(id);
  if (!doctor) throw AppError.notFound('Doctor not found');
  if (doctor.avatarKey) {
    const stored = await deps.storage.get(`avatars/${doctor.avatarKey}`);
    if (stored) return { kind: 'upload', bytes: await buffer(stored.stream) };
  }
  return { kind: 'drawn', svg: doctorPortraitSvg(doctor) };
}
