// One demo account per role (listed in the README). Fixed ids so every machine has the same data. Each has a
// number of its own, verified, so staff receive their sign-in codes and the demo patient signs in by code
// (migration 0060 marks them verified on a database seeded before).

import type { Role } from '@arogya/contracts/roles';
import { PRIVACY_NOTICE_VERSION } from '@arogya/contracts/users';
import { hashPassword } from '../../lib/passwords.ts';
import type { Db } from '../client.ts';
import { users } from '../schema/users.ts';
import type { Seeder } from './seeder.ts';

export const DEMO_PASSWORD = 'Arogya@2026';

export const DEMO_ACCOUNTS: { id: string; role: Role; name: string; email: string; phone: string }[] = [
  {
    id: 'usr_demo_patient',
    role: 'patient',
    name: 'Priya Sharma',
    email: 'patient@arogya.in',
    phone: '9876543210',
  },
  {
    id: 'usr_demo_doctor',
    role: 'doctor',
    name: 'Dr. Arjun Mehta',
    email: 'doctor@arogya.in',
    phone: '9812345670',
  },
  {
    id: 'usr_demo_receptionist',
    role: 'receptionist',
    name: 'Kavita Nair',
    email: 'reception@arogya.in',
    phone: '9823456701',
  },
  { id: 'usr_demo_lab', role: 'lab', name: 'Rohan Das', email: 'lab@arogya.in', phone: '9834567012' },
  {
    id: 'usr_demo_pharmacist',
    role: 'pharmacist',
    name: 'Sneha Iyer',
    email: 'pharmacist@arogya.in',
    phone: '9845670123',
  },
  { id: 'usr_demo_admin', role: 'admin', name: 'Vikram Rao', email: 'admin@arogya.in', phone: '9856701234' },
];

export const usersSeeder: Seeder = {
  domain: 'users',
  version: 1,
  async run(db: Db) {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const consentAt = new Date('2026-11-01T00:00:00Z');
    await db
      .insert(users)
      .values(
        DEMO_ACCOUNTS.map((a) => ({
          id: a.id,
          email: a.email,
          name: a.name,
          phone: a.phone,
          passwordHash,
          roles: [a.role],
          consentAt,
          privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
          phoneVerifiedAt: consentAt,
          emailVerifiedAt: consentAt,
          createdAt: consentAt,
          updatedAt: consentAt,
        })),
      )
      .onConflictDoNothing();
  },
};
