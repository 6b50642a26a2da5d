// The ws:// or wss:// address of an API path: same origin by default, or VITE_API_URL's host.
import { API_BASE_URL } from '../config/env.ts';

export function websocketUrl(
  path: string,
  base = API_BASE_URL,
  location: Pick<Location, 'origin'> = window.location,
) {
  const origin = base || location.origin;
  return `${origin.replace(/^http/, 'ws')}${path}`;
}
