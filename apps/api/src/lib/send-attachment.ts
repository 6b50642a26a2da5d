// A private file answered as a download: its type, a safe file name, and never stored by a cache (a
// receipt or a card names a person).
import type { FastifyReply } from 'fastify';

export function sendAttachment(
  reply: FastifyReply,
  bytes: Buffer,
  filename: string,
  type = 'application/pdf',
) {
  return reply
    .header('content-type', type)
    .header('content-disposition', `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`)
    .header('cache-control', 'private, no-store')
    .send(bytes);
}
