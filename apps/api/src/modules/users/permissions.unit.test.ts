// The permission lists of packages/contracts/src/roles.ts are the API's: every role-guarded route names one
// of them (requirePermission), and every one of them guards at least one route, so no list is decoration
// (docs/product-rules.md#roles-and-permissions).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PERMISSIONS, ROLE_PERMISSIONS, ROLES, rolesWith } from '@arogya/contracts/roles';
import { describe, expect, it } from 'vitest';
import { mapUser } from './user-mapper.ts';

const MODULES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function routeSources(): { file: string; text: string }[] {
  return readdirSync(MODULES).flatMap((module) =>
    readdirSync(path.join(MODULES, module))
      .filter((name) => name.endsWith('.routes.ts'))
      .map((name) => ({
        file: `${module}/${name}`,
        text: readFileSync(path.join(MODULES, module, name), 'utf8'),
      })),
  );
}

describe('permissions', () => {
  it('every permission guards at least one route, and routes name no other', () => {
    const used = new Set<string>();
    for (const { text } of routeSources()) {
      for (const m of text.matchAll(/requirePermission\('([^']+)'\)/g)) used.add(m[1] ?? '');
    }
    expect([...PERMISSIONS].filter((p) => !used.has(p))).toEqual([]);
    expect([...used].filter((p) => !(PERMISSIONS as readonly string[]).includes(p))).toEqual([]);
  });

  it('routes guard by permission, not by a role named in the route', () => {
    const byRole = routeSources()
      .filter(({ text }) => /requireRole\(|roles\.includes\(/.test(text))
      .map(({ file }) => file);
    expect(byRole).toEqual([]);
  });

  it('each role holds a permission, and a permission is held by the roles the lists say', () => {
    for (const role of ROLES) expect(ROLE_PERMISSIONS[role].length).toBeGreaterThan(0);
    expect(rolesWith('orders:fulfil')).toEqual(['pharmacist']);
    expect(rolesWith('appointments:book')).toEqual(['patient']);
  });

  it("the signed-in user's permissions are the lists for their roles", () => {
    const row = {
      id: 'u1',
      email: 'a@example.in',
      name: 'A',
      phone: null,
      roles: ['patient', 'lab'],
      avatarKey: null,
      createdAt: new Date(0),
      updatedAt: new Date(0),
    } as unknown as Parameters<typeof mapUser>[0];
    expect(new Set(mapUser(row).permissions)).toEqual(
      new Set([...ROLE_PERMISSIONS.patient, ...ROLE_PERMISSIONS.lab]),
    );
  });
});
