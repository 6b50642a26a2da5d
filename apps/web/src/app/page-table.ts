// Every page of the route table (router.tsx) with what opening it needs: nothing, a signed-in account
// (under RequireAuth), or a permission (a route's `handle.permission`). The server bundle exports it
// (entry-server.tsx) for e2e/no-sideways-scroll.spec.ts, which walks every page at 390 px: the bundle has
// the Lingui macros compiled, which the e2e runner's own TypeScript loader cannot do.
import type { Permission } from '@arogya/contracts/roles';
import type { RouteObject } from 'react-router';
import { RequireAuth } from '../features/users/components/require-auth.tsx';
import type { PermissionHandle } from '../features/users/components/require-permission.tsx';
import { routes } from './router.tsx';

export type PageEntry = {
  /** The path pattern without its leading slash ('' for the home page, '*' for not found). */
  pattern: string;
  guarded: boolean;
  permission: Permission | null;
};

export function pageTable(list: RouteObject[] = routes): PageEntry[] {
  const out: PageEntry[] = [];
  const walk = (level: RouteObject[], base: string, guarded: boolean, permission: Permission | null) => {
    for (const route of level) {
      const pattern = route.path ? `${base.replace(/\/$/, '')}/${route.path}`.replace(/^\/+/, '') : base;
      const isGuarded = guarded || route.Component === RequireAuth;
      const needs = (route.handle as Partial<PermissionHandle> | undefined)?.permission ?? permission;
      if (route.index || route.path) out.push({ pattern, guarded: isGuarded, permission: needs });
      if (route.children) walk(route.children, pattern, isGuarded, needs);
    }
  };
  walk(list, '', false, null);
  return out;
}
