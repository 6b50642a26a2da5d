// How each role is named to an admin.
import type { Role } from '@arogya/contracts/roles';

export const ROLE_LABELS: Record<Role, string> = {
  patient: 'Patient',
  doctor: 'Doctor',
  receptionist: 'Receptionist',
  lab: 'Lab partner',
  pharmacist: 'Pharmacist',
  admin: 'Admin',
};
