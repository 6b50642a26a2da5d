// Liveness for load balancers and the bench: answers without touching the database, and says no more than
// that the process is up (no version or start time for a scanner to read).
import type { FastifyInstance } from 'fastify';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/api/v1/health', { schema: { tags: ['system'] } }, async () => ({
    success: true,
    result: { status: 'ok' },
  }));
}
