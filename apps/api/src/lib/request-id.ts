// Every request has an id (docs/ARCHITECTURE.md#request-ids): Fastify puts it on each log line of the
// request (`reqId`), and every answer carries it back in `X-Request-Id`, so a line in the logs, a proxy's
// access log and a browser's error report can be matched. An `X-Request-Id` sent by a proxy this server
// trusts (TRUST_PROXY: deploy/nginx/arogya.conf sets one per request) is kept when it is short and made of
// safe characters; from anyone else, or malformed, a new one is made: a client choosing its own id could
// forge or flood the lines another request's id finds.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Env } from '../config/env.ts';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What a kept id may look like: nginx's $request_id (32 hex digits), a UUID, a trace id, and the like. */
const SAFE_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** Whether the peer that sent `req` (the connection's own address) is a proxy TRUST_PROXY names. */
export function trustsPeer(trustProxy: Env['TRUST_PROXY']): (req: IncomingMessage) => boolean {
  if (trustProxy === false) return () => false;
  if (trustProxy === true) return () => true;
  // A number of hops: the peer is the first hop, trusted when at least one is.
  if (typeof trustProxy === 'number') return () => trustProxy > 0;
  const trusted = proxyAddr.compile(trustProxy);
  return (req) => {
    const address = req.socket?.remoteAddress;
    return address !== undefined && trusted(address, 0);
  };
}

/** Fastify's options for the id: kept from a trusted proxy when well formed, else a new UUID. */
export function requestIdOptions(
  env: Pick<Env, 'TRUST_PROXY'>,
): Pick<FastifyServerOptions, 'genReqId' | 'requestIdHeader'> {
  const trusted = trustsPeer(env.TRUST_PROXY);
  return {
    // Read here rather than by Fastify, which would take any client's header as it is.
    requestIdHeader: false,
    genReqId(req) {
      const sent = req.headers[REQUEST_ID_HEADER];
      if (typeof sent === 'string' && SAFE_ID.test(sent) && trusted(req)) return sent;
      return randomUUID();
    },
  };
}

/** Every answer says which request it answers, errors and pages included. */
export function registerRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
