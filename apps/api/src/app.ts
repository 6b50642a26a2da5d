// Builds the Fastify application: security headers, docs, error handling, the API modules and the web app.

import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { WEB_DIST_DIR } from './config/paths.ts';
import { runGuardsFirst } from './lib/auth.ts';
import type { AppContext } from './lib/context.ts';
import { registerErrorHandler } from './lib/error-handler.ts';
import { admissionLimits, registerLoadShedding } from './lib/load-shedding.ts';
import { allowedMethods } from './lib/method-not-allowed.ts';
import { describeErrorAnswers } from './lib/openapi-errors.ts';
import { publicOriginOf } from './lib/public-origin.ts';
import { registerNulCheck } from './lib/reject-nul.ts';
import { registerResponseCache } from './lib/response-cache.ts';
import { hstsPolicy, registerSecurityHeaders } from './lib/security-headers.ts';
import { createPageRenderer, type RendererOptions } from './lib/server-render.ts';
import { isClientRoute, registerWebApp } from './lib/web-app.ts';
import { addressesRoutes } from './modules/addresses/addresses.routes.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { createAppointmentsRepository } from './modules/appointments/appointments.repository.ts';
import { appointmentsRoutes } from './modules/appointments/appointments.routes.ts';
import { createConsultationPayable } from './modules/appointments/consultation-payable.ts';
import { articlesRoutes } from './modules/articles/articles.routes.ts';
import { callsRoutes } from './modules/calls/calls.routes.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { doctorAppointmentsRoutes } from './modules/doctor-desk/doctor-appointments.routes.ts';
import { doctorDeskRoutes } from './modules/doctor-desk/doctor-desk.routes.ts';
import { doctorsRoutes } from './modules/doctors/doctors.routes.ts';
import { familyRoutes } from './modules/family/family.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createAppointmentCard } from './modules/health-card/appointment-card.ts';
import { createHealthCardRepository } from './modules/health-card/health-card.repository.ts';
import { healthCardRoutes } from './modules/health-card/health-card.routes.ts';
import { createHealthCardPayable } from './modules/health-card/health-card-payable.ts';
import { createLabCard } from './modules/health-card/lab-card.ts';
import { createOrderCard } from './modules/health-card/order-card.ts';
import { homeRoutes } from './modules/home/home.routes.ts';
import { labDeskRoutes } from './modules/lab-desk/lab-desk.routes.ts';
import { createLabBookingPayable } from './modules/labs/lab-booking-payable.ts';
import { createLabBookingsRepository } from './modules/labs/lab-bookings.repository.ts';
import { labReportsRoutes } from './modules/labs/lab-reports.routes.ts';
import { labsRoutes } from './modules/labs/labs.routes.ts';
import { createMedicineOrderPayable } from './modules/orders/medicine-order-payable.ts';
import { createOrdersRepository } from './modules/orders/orders.repository.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { onlinePaymentOf } from './modules/payments/online-payment.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { pharmacistRoutes } from './modules/pharmacist/pharmacist.routes.ts';
import { medicinesRoutes } from './modules/pharmacy/medicines.routes.ts';
import { pharmacyRoutes } from './modules/pharmacy/pharmacy.routes.ts';
import { prescriptionsRoutes } from './modules/prescriptions/prescriptions.routes.ts';
import { receptionistRoutes } from './modules/receptionist/receptionist.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { sitemapRoutes } from './modules/sitemap/sitemap.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';

export type BuildOptions = {
  logger?: FastifyServerOptions['logger'];
  webDistDir?: string | false;
  /** Tests: a server renderer to use instead of the built apps/web/dist-ssr one. */
  rendererModule?: RendererOptions['module'];
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
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app, !options.logger);
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

  await app.register(healthRoutes, { ctx });
  await app.register(usersRoutes, { ctx });
  await app.register(adminRoutes, { ctx });
  await app.register(doctorsRoutes, { ctx });
  await app.register(doctorDeskRoutes, { ctx });
  await app.register(doctorAppointmentsRoutes, { ctx });
  await app.register(appointmentsRoutes, { ctx, card: createAppointmentCard(ctx.database.db) });
  await app.register(receptionistRoutes, { ctx, card: createAppointmentCard(ctx.database.db) });
  await app.register(homeRoutes, { ctx });
  await app.register(pharmacyRoutes, { ctx });
  await app.register(medicinesRoutes, { ctx });
  await app.register(addressesRoutes, { ctx });
  const orderCard = createOrderCard(ctx.database.db);
  await app.register(cartRoutes, { ctx, card: orderCard });
  await app.register(ordersRoutes, { ctx, card: orderCard });
  const payables = {
    medicine_order: createMedicineOrderPayable(createOrdersRepository(ctx.database.db)),
    health_card: createHealthCardPayable(createHealthCardRepository(ctx.database.db)),
    lab_booking: createLabBookingPayable(createLabBookingsRepository(ctx.database.db)),
    appointment: createConsultationPayable(createAppointmentsRepository(ctx.database.db)),
  };
  await app.register(paymentsRoutes, { ctx, payables });
  await app.register(prescriptionsRoutes, { ctx });
  await app.register(pharmacistRoutes, { ctx });
  await app.register(labsRoutes, { ctx, card: createLabCard(ctx.database.db) });
  await app.register(labReportsRoutes, { ctx });
  await app.register(labDeskRoutes, { ctx });
  await app.register(callsRoutes, { ctx });
  await app.register(articlesRoutes, { ctx });
  await app.register(searchRoutes, { ctx });
  await app.register(familyRoutes, { ctx });
  await app.register(healthCardRoutes, { ctx, payables });
  await app.register(sitemapRoutes, { ctx });

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
