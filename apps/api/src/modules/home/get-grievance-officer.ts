// The Grievance Officer as the policy pages show it (docs/product-rules.md#the-grievance-officer): the person
// an admin named (null until then), the office's designation, e-mail and phone, the postal address in India
// and the response times the IT Rules, 2021 set. Refuses nothing: the row is made by migration
// 0061_grievance-officer, so it is always there.
import { GRIEVANCE_RESPONSE, SUPPORT } from '@arogya/contracts/constants';
import type { GrievanceOfficer } from '@arogya/contracts/home';
import type { GrievanceOfficerRepository } from './grievance-officer.repository.ts';

type Row = NonNullable<Awaited<ReturnType<GrievanceOfficerRepository['get']>>>;

/** The row with the address and response times; also the admin's answer after a change. */
export function mapGrievanceOfficer(row: Row | null): GrievanceOfficer {
  const { line1, line2, city, state, pinCode } = SUPPORT.address;
  return {
    name: row?.name ?? null,
    designation: row?.designation ?? 'Grievance Officer',
    email: row?.email ?? SUPPORT.grievanceEmail,
    phone: row?.phone ?? null,
    address: { line1, line2, city, state, pinCode },
    ...GRIEVANCE_RESPONSE,
    updatedAt: (row?.updatedAt ?? new Date(0)).toISOString(),
  };
}

export async function getGrievanceOfficer(deps: {
  grievanceOfficer: GrievanceOfficerRepository;
}): Promise<GrievanceOfficer> {
  return mapGrievanceOfficer(await deps.grievanceOfficer.get());
}
