// A short-lived cache of public catalogue answers (articles, doctors, specialties, medicines, categories, brands,
// offers, labs, delivery, the one search). It is exact on PGlite, where one process owns the database: every
// successful write through the API moves a version number, and an answer cached under an older version is
// never served. A route is cached only when it says so (`config: { catalogueCache: true }`, on public GETs
// whose answer depends on neither who asks nor the clock's minute, so not slots, favourites, '/me' or the
// drawn pictures, which keep their own cache, lib/pictures.ts); a request with an Authorization header is
// not served from it unless the route also says `sameForEveryone`. The short TTL bounds time-derived fields
// such as 'available today'. Off with PostgreSQL, where other instances write too.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A public GET whose answer the catalogue cache may keep (lib/response-cache.ts). */
    catalogueCache?: boolean;
    /** The answer is the same whoever asks: cached for signed-in requests too. */
    sameForEveryone?: boolean;
  }
}

const MAX_ENTRIES = 2000;

type Entry = { version: number; expires: number; body: string; type: string };

export function registerResponseCache(app: FastifyInstance, ttlMs: number) {
  if (ttlMs <= 0) return;
  const cache = new Map<string, Entry>();
  let version = 0;

  // A route whose answer never depends on who asks (`config: { sameForEveryone: true }`, the one search's
  // suggestions) is cached for signed-in users too: the header's search box sends their token.
  const cacheable = (request: FastifyRequest) =>
    !request.headers.authorization || request.routeOptions.config?.sameForEveryone === true;

  const serveCached = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!cacheable(request)) return;
    const hit = cache.get(request.url);
    if (hit && hit.version === version && hit.expires > Date.now()) {
      return reply.header('content-type', hit.type).header('x-cache', 'hit').send(hit.body);
    }
  };
  const store = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (
      reply.statusCode === 200 &&
      typeof payload === 'string' &&
      cacheable(request) &&
      !reply.hasHeader('x-cache')
    ) {
      if (cache.size >= MAX_ENTRIES) cache.clear();
      const type = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
      cache.set(request.url, { version, expires: Date.now() + ttlMs, body: payload, type });
    }
    return payload;
  };
  const bump = async (_request: FastifyRequest, reply: FastifyReply) => {
    if (reply.statusCode < 400) version += 1;
  };

  // Hooks go on the routes that need them only, so other routes pay nothing: the cache on the routes that
  // ask for it, the version's move on every write.
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = [route.method].flat();
    if (methods.includes('GET') && route.config?.catalogueCache === true) {
      route.onRequest = [...[route.onRequest ?? []].flat(), serveCached];
      route.onSend = [...[route.onSend ?? []].flat(), store];
    } else if (methods.some((m) => m !== 'GET' && m !== 'HEAD' && m !== 'OPTIONS')) {
      route.onResponse = [...[route.onResponse ?? []].flat(), bump];
    }
  });
}
