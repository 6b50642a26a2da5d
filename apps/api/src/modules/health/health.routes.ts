// Liveness for load balancers and the bench: answers without touching the database.
import type { FastifyInstance } from 'fastify';

export async function healthRoutes(app: FastifyInstance) {
  const startedAt = new Date().toISOString();
  app.get('/api/v1/health', { schema: { tags: ['system'] } }, async () => ({
    success: true,
    result: { status: 'ok', startedAt },
  }));
}
