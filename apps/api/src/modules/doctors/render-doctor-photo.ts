// Doctor photos are generated locally, without the network: the doctor's initials on a colour derived
// from the id, as an SVG that is the same on every request while the name is (lib/pictures.ts sends it).
import { createHash } from 'node:crypto';
import { AppError } from '../../lib/app-error.ts';
import type { DoctorDeps } from './doctors-deps.ts';

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

export function initialsOf(name: string): string {
  const words = name
    .replace(/^dr\.?\s+/i, '')
    .split(/\s+/)
    .filter((w) => /\p{L}/u.test(w));
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}

export function doctorPhotoSvg(id: string, name: string): string {
  const digest = createHash('sha256').update(id).digest();
  const hue = ((digest[0] ?? 0) * 256 + (digest[1] ?? 0)) % 360;
  // Lightness 38% keeps white initials above WCAG AA contrast for every hue.
  const background = `hsl(${hue} 55% 38%)`;
  const initials = escapeXml(initialsOf(name));
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256" role="img"',
    ` aria-label="${escapeXml(`Dr. ${name}`)}">`,
    `<rect width="256" height="256" fill="${background}"/>`,
    '<text x="50%" y="50%" dy=".35em" text-anchor="middle" fill="#ffffff"',
    ` font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" font-size="104" font-weight="600">${initials}</text>`,
    '</svg>',
  ].join('');
}

export async function renderDoctorPhoto(deps: DoctorDeps, id: string): Promise<string> {
  const doctor = await deps.doctors.findForBooking(id);
  if (!doctor) throw AppError.notFound('Doctor not found');
  return doctorPhotoSvg(doctor.id, doctor.name);
}
