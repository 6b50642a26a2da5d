// What the doctor's desk operations use: the doctors' repositories (doctors/doctors-deps.ts) and the desk's
// own writes (weekly hours, leave), built once in src/compose.ts from the app context.
import type { AppContext } from '../../lib/context.ts';
import { createDoctorDeps, type DoctorDeps } from '../doctors/doctors-deps.ts';
import { createDoctorDeskRepository, type DoctorDeskRepository } from './doctor-desk.repository.ts';

export type DoctorDeskDeps = DoctorDeps & { desk: DoctorDeskRepository };

export function createDoctorDeskDeps(ctx: AppContext): DoctorDeskDeps {
  return { ...createDoctorDeps(ctx), desk: createDoctorDeskRepository(ctx.database.db) };
}
