import { describe, expect, it } from 'vitest';
import { can, PERMISSIONS, ROLE_PERMISSIONS, ROLES, rolesWith } from './roles.ts';

describe('can', () => {
  it('answers from the roles through the lists the API enforces', () => {
    for (const role of ROLES) {
      for (const permission of PERMISSIONS) {
        expect(can({ roles: [role] }, permission)).toBe(ROLE_PERMISSIONS[role].includes(permission));
        expect(rolesWith(permission).includes(role)).toBe(ROLE_PERMISSIONS[role].includes(permission));
      }
    }
  });

  it('holds the union for several roles, and nothing for no user, no roles or an unknown role', () => {
    expect(can({ roles: ['doctor', 'admin'] }, 'admin:console')).toBe(true);
    expect(can({ roles: ['doctor', 'admin'] }, 'doctor:desk')).toBe(true);
    expect(can({ roles: ['doctor'] }, 'admin:console')).toBe(false);
    expect(can(null, 'appointments:book')).toBe(false);
    expect(can({ roles: [] }, 'appointments:book')).toBe(false);
    expect(can({ roles: ['superuser'] }, 'admin:console')).toBe(false);
    // A stale permissions list stored in the browser is not what decides.
    expect(can({ roles: ['patient'], permissions: ['admin:console'] }, 'admin:console')).toBe(false);
  });
});
