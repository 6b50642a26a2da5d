// A known path asked with a method it does not answer gets 405 with `Allow` naming the methods it does
// answer (docs/product-rules.md#api-contract); an unknown path stays a 404.
import type { FastifyInstance } from 'fastify';

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** The methods some route answers at this URL's path; empty when no route has the path. */
export function allowedMethods(app: FastifyInstance, url: string): string[] {
  const path = url.split('?')[0] ?? '';
  return METHODS.filter((method) => Boolean(app.findRoute({ method, url: path })));
}
