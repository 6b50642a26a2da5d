// GET /metrics: the process's metrics in Prometheus's text format (lib/metrics.ts,
// docs/ARCHITECTURE.md#metrics), for a scraper holding METRICS_TOKEN as its bearer token. Without
// METRICS_TOKEN the path does not exist (404, as any unknown path); with a wrong or missing token, 401.
// Not in the OpenAPI document: it is for the operator's Prometheus, not for API clients.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import { metricsText } from '../../lib/metrics.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares in constant time, so the answer's timing says nothing of how much of a guess was right. */
export function bearerMatches(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), digest(token));
}

export async function metricsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const token = ctx.env.METRICS_TOKEN;
  app.get('/metrics', { schema: { hide: true }, config: { database: false } }, async (request, reply) => {
    if (!token) {
      return reply
        .status(404)
        .send({ success: false, message: 'No route for GET /metrics', code: 'NOT_FOUND' });
    }
    if (!bearerMatches(request.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw AppError.unauthorized('A valid metrics token is required');
    }
    const { contentType, body } = await metricsText();
    return reply.header('cache-control', 'no-store').type(contentType).send(body);
  });
}
