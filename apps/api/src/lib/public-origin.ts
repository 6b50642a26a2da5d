// The site's public origin, for addresses the server writes into what it answers: canonical URLs and Open
// Graph tags (lib/server-render.ts), the sitemap and robots.txt (modules/sitemap), the health card's
// verification link (modules/health-card). PUBLIC_ORIGIN when set. Without it, never the Host header as such
// (a request with `Host: evil.example` would otherwise have pages and the sitemap name evil.example): the
// address the server was told to listen on, http://localhost:PORT, and the request's own host only when it
// is that listen address (localhost, 127.0.0.1, [::1] or HOST, on PORT). Production refuses to start without
// PUBLIC_ORIGIN (config/env.ts).
import type { Env } from '../config/env.ts';

type OriginRequest = { protocol: string; host: string };

const ANY_ADDRESS = new Set(['0.0.0.0', '::', '[::]', '']);

/** The hosts ('name:port', lower case) a request may name for its own origin to be used. */
export function trustedHosts({ HOST, PORT }: Pick<Env, 'HOST' | 'PORT'>): Set<string> {
  const names = ['localhost', '127.0.0.1', '[::1]'];
  const host = HOST.trim().toLowerCase();
  if (!ANY_ADDRESS.has(host)) names.push(host.includes(':') && !host.startsWith('[') ? `[${host}]` : host);
  return new Set(names.map((name) => `${name}:${PORT}`));
}

/** A function giving the public origin (scheme://host[:port], no trailing slash) for a request. */
export function publicOriginOf(
  env: Pick<Env, 'PUBLIC_ORIGIN' | 'HOST' | 'PORT'>,
): (request: OriginRequest) => string {
  const configured = env.PUBLIC_ORIGIN;
  if (configured) return () => configured;
  const trusted = trustedHosts(env);
  const fallback = `http://localhost:${env.PORT}`;
  return (request) => {
    const scheme = request.protocol === 'https' ? 'https' : 'http';
    const host = request.host.toLowerCase();
    // 'localhost' without a port is port 80 (443 over https).
    const withPort = /:\d+$/.test(host) ? host : `${host}:${scheme === 'https' ? 443 : 80}`;
    return trusted.has(withPort) ? `${scheme}://${host}` : fallback;
  };
}
