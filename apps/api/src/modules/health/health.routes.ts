// Liveness for load balancers and the bench: answers without touching the database or waiting behind the
// requests that do (docs/ARCHITECTURE.md#overload-and-shutdown), and says no more than that the process is
// up (no version or start time for a scanner to read).
import { ok } from '@arogya/contracts/errors';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

// The answer never changes, so it is serialised once.
const HEALTH_ANSWER = JSON.stringify({ success: true as const, result: { status: 'ok' } });

export async function healthRoutes(app: FastifyInstance) {
  app.get(
    '/api/v1/health',
    {
      schema: {
        summary: 'Liveness',
        operationId: 'getHealth',
        response: { 200: ok(z.object({ status: z.literal('ok') })) },
        tags: ['health'],
      },
      config: { database: false },
    },
    (_request, reply) => {
      reply.type('application/json; charset=utf-8').send(HEALTH_ANSWER);
    },
  );
}
