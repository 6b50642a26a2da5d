// Where to go after signing in: the page the guard stopped (state.from), else home.
import type { Location } from 'react-router';
import { paths } from '../../config/paths.ts';

export type FromState = { from?: Partial<Pick<Location, 'pathname' | 'search' | 'hash'>> } | null | undefined;

export function redirectTarget(state: unknown): string {
  const from = (state as FromState)?.from;
  const pathname = typeof from?.pathname === 'string' ? from.pathname : '';
  // Only same-app paths; never back to the sign-in pages themselves.
  if (!pathname.startsWith('/') || pathname.startsWith('//')) return paths.home;
  if (pathname === paths.login || pathname === paths.register) return paths.home;
  return `${pathname}${from?.search ?? ''}${from?.hash ?? ''}`;
}
