// How each role is named to an admin.
import type { Role } from '@arogya/contracts/roles';
import { msg } from '@lingui/core/macro';
import { localizedLabels } from '../../../lib/i18n/localized-labels.ts';

export const ROLE_LABELS: Readonly<Record<Role, string>> = localizedLabels({
  patient: msg`Patient`,
  doctor: msg`Doctor`,
  receptionist: msg`Receptionist`,
  lab: msg`Lab partner`,
  pharmacist: msg`Pharmacist`,
  admin: msg`Admin`,
});
