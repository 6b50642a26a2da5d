// Who may see an appointment: its patient, its doctor, and the receptionists of its clinic. Anyone else
// is told it does not exist (404), so ids cannot be probed.

import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ViewerRole } from './appointment-mapper.ts';
import type { AppointmentRow } from './appointments.repository.ts';
import type { AppointmentsDeps } from './appointments-deps.ts';

export type Viewer = { user: Actor; doctorId?: string; clinicId?: string };

export async function viewerOf(deps: Pick<AppointmentsDeps, 'bookings'>, user: Actor): Promise<Viewer> {
  const staff = user.roles.includes('doctor') || user.roles.includes('receptionist');
  if (!staff) return { user };
  const links = await deps.bookings.staffOf(user.id);
  return {
    user,
    doctorId: user.roles.includes('doctor') ? links.doctorId : undefined,
    clinicId: user.roles.includes('receptionist') ? links.clinicId : undefined,
  };
}

export function roleFor(
  viewer: Viewer,
  row: Pick<AppointmentRow, 'patientId' | 'doctorId' | 'clinicId'>,
): ViewerRole | null {
  if (row.patientId === viewer.user.id) return 'patient';
  if (viewer.doctorId && row.doctorId === viewer.doctorId) return 'doctor';
  if (viewer.clinicId && row.clinicId === viewer.clinicId) return 'receptionist';
  return null;
}

export async function loadVisibleAppointment(
  deps: Pick<AppointmentsDeps, 'bookings'>,
  viewer: Viewer,
  id: string,
  allowed: readonly ViewerRole[] = ['patient', 'doctor', 'receptionist'],
): Promise<{ row: AppointmentRow; role: ViewerRole }> {
  const row = await deps.bookings.findById(id);
  const role = row ? roleFor(viewer, row) : null;
  if (!row || !role) throw AppError.notFound('Appointment not found');
  if (!allowed.includes(role)) throw AppError.forbidden('You cannot do this for this appointment');
  return { row, role };
}

export async function requireDoctorProfile(
  deps: Pick<AppointmentsDeps, 'bookings'>,
  user: Actor,
): Promise<string> {
  const viewer = await viewerOf(deps, user);
  if (!viewer.doctorId) throw AppError.forbidden('No doctor profile is linked to this account');
  return viewer.doctorId;
}

export async function requireReceptionistClinic(
  deps: Pick<AppointmentsDeps, 'bookings'>,
  user: Actor,
): Promise<string> {
  const viewer = await viewerOf(deps, user);
  if (!viewer.clinicId) throw AppError.forbidden('This account is not assigned to a clinic');
  return viewer.clinicId;
}
