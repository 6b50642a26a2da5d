// Multipart parsing for upload routes only: @fastify/multipart adds async hooks to every request of the scope
// it is registered in, so it lives in a small scope around the routes that take files.

import { UPLOAD_MAX_BYTES } from '@arogya/contracts/constants';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

export async function withMultipart(
  app: FastifyInstance,
  routes: (scope: FastifyInstance) => void | Promise<void>,
) {
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 10, fields: 20 } });
    await routes(scope);
  });
}
