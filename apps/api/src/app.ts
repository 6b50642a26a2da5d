// Builds the Fastify application: security headers, docs, error handling, the API modules and the web app.

import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { composeModules, type Modules } from './compose.ts';
import { WEB_DIST_DIR } from './config/paths.ts';
import { registerAppMetrics } from './lib/app-metrics.ts';
import { runGuardsFirst } from './lib/auth.ts';
import type { AppContext } from './lib/context.ts';
import { registerErrorHandler } from './lib/error-handler.ts';
import { admissionLimits, registerLoadShedding } from './lib/load-shedding.ts';
import { allowedMethods } from './lib/method-not-allowed.ts';
import { describeErrorAnswers } from './lib/openapi-errors.ts';
import { publicOriginOf } from './lib/public-origin.ts';
import { closeConnectionsWhileDraining } from './lib/readiness.ts';
import { registerNulCheck } from './lib/reject-nul.ts';
import { registerRequestId, requestIdOptions } from './lib/request-id.ts';
import { registerResponseCache } from './lib/response-cache.ts';
import { hstsPolicy, registerSecurityHeaders } from './lib/security-headers.ts';
import { createPageRenderer, type RendererOptions } from './lib/server-render.ts';
import { isClientRoute, registerWebApp } from './lib/web-app.ts';
import { onlinePaymentOf } from './modules/payments/online-payment.ts';

export type BuildOptions = {
  logger?: FastifyServerOptions['logger'];
  webDistDir?: string | false;
  /** Tests: a server renderer to use instead of the built apps/web/dist-ssr one. */
  rendererModule?: RendererOptions['module'];
  /** The modules' wiring (compose.ts); boot.ts hands in the one whose jobs it starts. */
  modules?: Modules;
};

export async function buildApp(ctx: AppContext, options: BuildOptions = {}) {
  const trustProxy = ctx.env.TRUST_PROXY;
  const app = Fastify({
    logger: options.logger ?? false,
    // A number is how many proxies in front to trust (the client is the address before them).
    trustProxy:
      typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    bodyLimit: 1024 * 1024,
    ajv: { customOptions: { removeAdditional: false } },
    ...requestIdOptions(ctx.env),
    // A request reaching the server between the start of its close and the moment it stops listening is
    // served, its connection closed after, rather than answered 503, which a proxy cannot send elsewhere for
    // a POST (docs/ARCHITECTURE.md#overload-and-shutdown).
    return503OnClosing: false,
    // Fastify's default, stated: a proxy's idle kept connection is closed by the proxy first
    // (deploy/nginx/arogya.conf: keepalive_timeout 4s), never by the server under a request.
    keepAliveTimeout: 72_000,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app, !options.logger);
  registerRequestId(app);
  registerAppMetrics(app, ctx);
  closeConnectionsWhileDraining(app, ctx.readiness);
  // Bodies are JSON (or multipart where a route says so): anything else is a 415, not a string to validate.
  app.removeContentTypeParser('text/plain');
  runGuardsFirst(app);
  describeErrorAnswers(app);
  registerNulCheck(app);

  const online = onlinePaymentOf(ctx.env);
  registerSecurityHeaders(app, {
    hsts: hstsPolicy(ctx.env),
    // Razorpay Checkout: its script, and the frames and requests it makes (docs/product-rules.md#payments).
    paymentOrigins: online
      ? [new URL(online.checkoutUrl).origin, new URL(ctx.env.RAZORPAY_API_URL).origin]
      : [],
  });
  registerResponseCache(app, ctx.database.kind === 'pglite' ? ctx.env.RESPONSE_CACHE_TTL_MS : 0);
  // After the cache: an answer from the cache needs no turn at the database.
  registerLoadShedding(app, admissionLimits(ctx.env, ctx.database));

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Arogya API',
        version: '1.0.0',
        description: 'Doctors, appointments, pharmacy and accounts.',
        license: { name: 'Proprietary' },
      },
      servers: [{ url: '/', description: 'This server' }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  // Each module's routes plugin, with the deps compose.ts built for it.
  await (options.modules ?? composeModules(ctx)).routes(app);

  const distDir = options.webDistDir === undefined ? WEB_DIST_DIR : options.webDistDir;
  const serveWeb = ctx.env.SERVE_WEB && distDir !== false && (await registerWebApp(app, distDir));
  const renderer =
    serveWeb && typeof distDir === 'string'
      ? await createPageRenderer(app, {
          distDir,
          publicOrigin: publicOriginOf(ctx.env),
          timeoutMs: ctx.env.SSR_TIMEOUT_MS,
          module: options.rendererModule,
        })
      : null;
  app.setNotFoundHandler((request, reply) => {
    if (serveWeb && isClientRoute(request.method, request.url)) {
      if (renderer) return renderer.send(request, reply);
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    const allow = allowedMethods(app, request.url);
    if (allow.length > 0) {
      return reply
        .status(405)
        .header('allow', allow.join(', '))
        .send({
          success: false,
          message: `${request.method} is not allowed here; use ${allow.join(', ')}`,
          code: 'METHOD_NOT_ALLOWED',
        });
    }
    return reply.status(404).send({
      success: false,
      message: `No route for ${request.method} ${request.url.split('?')[0]}`,
      code: 'NOT_FOUND',
    });
  });
  return app;
}
