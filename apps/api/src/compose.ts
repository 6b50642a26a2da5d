// Where the app is composed (docs/ARCHITECTURE.md#wiring): the context every operation receives, built
// from lib's services and the services modules own (lib/context.ts `AppServices`); every module's deps and
// which routes plugin and background job each is handed to (`composeModules`). Nothing imports this but
// app.ts, the boot (boot.ts) and the tests.
import type { FastifyInstance } from 'fastify';
import type { Env } from './config/env.ts';
import type { Database } from './db/client.ts';
import { createAuditLog } from './lib/audit.ts';
import type { AppContext } from './lib/context.ts';
import { createFileStorage } from './lib/file-storage.ts';
import type { IntervalJob } from './lib/interval-jobs.ts';
import { createRateLimits } from './lib/rate-limits.ts';
import { createTokenService } from './lib/tokens.ts';
import { createAddressesRepository } from './modules/addresses/addresses.repository.ts';
import { addressesRoutes } from './modules/addresses/addresses.routes.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { createAdminDeps } from './modules/admin/admin-deps.ts';
import { createAdminLabStaffRepository } from './modules/admin/admin-lab-staff.repository.ts';
import { runOffersJob } from './modules/admin/manage-offers.ts';
import { createAppointmentsRepository } from './modules/appointments/appointments.repository.ts';
import { appointmentsRoutes } from './modules/appointments/appointments.routes.ts';
import { createAppointmentsDeps } from './modules/appointments/appointments-deps.ts';
import { createConsultationPayable } from './modules/appointments/consultation-payable.ts';
import { articlesRoutes } from './modules/articles/articles.routes.ts';
import { createArticleDeps } from './modules/articles/articles-deps.ts';
import { callsRoutes } from './modules/calls/calls.routes.ts';
import { createCallDeps } from './modules/calls/calls-deps.ts';
import { createCallServices } from './modules/calls/calls-services.ts';
import { expireCalls, SWEEP_INTERVAL_MS } from './modules/calls/expire-calls.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { doctorAppointmentsRoutes } from './modules/doctor-desk/doctor-appointments.routes.ts';
import { doctorDeskRoutes } from './modules/doctor-desk/doctor-desk.routes.ts';
import { createDoctorDeskDeps } from './modules/doctor-desk/doctor-desk-deps.ts';
import { doctorsRoutes } from './modules/doctors/doctors.routes.ts';
import { createDoctorDeps } from './modules/doctors/doctors-deps.ts';
import { createFamilyRepository } from './modules/family/family.repository.ts';
import { familyRoutes } from './modules/family/family.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createAppointmentCard } from './modules/health-card/appointment-card.ts';
import { createHealthCardRepository } from './modules/health-card/health-card.repository.ts';
import { healthCardRoutes } from './modules/health-card/health-card.routes.ts';
import { createHealthCardDeps } from './modules/health-card/health-card-deps.ts';
import { createHealthCardPayable } from './modules/health-card/health-card-payable.ts';
import { createLabCard } from './modules/health-card/lab-card.ts';
import { createOrderCard } from './modules/health-card/order-card.ts';
import { createDashboardRepository } from './modules/home/dashboard.repository.ts';
import { homeRoutes } from './modules/home/home.routes.ts';
import { labDeskRoutes } from './modules/lab-desk/lab-desk.routes.ts';
import { createLabBookingPayable } from './modules/labs/lab-booking-payable.ts';
import { createLabBookingsRepository } from './modules/labs/lab-bookings.repository.ts';
import { labReportsRoutes } from './modules/labs/lab-reports.routes.ts';
import { labsRoutes } from './modules/labs/labs.routes.ts';
import { createLabsDeps } from './modules/labs/labs-deps.ts';
import { createMedicineOrderPayable } from './modules/orders/medicine-order-payable.ts';
import { createOrdersRepository } from './modules/orders/orders.repository.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { createOrdersDeps } from './modules/orders/orders-deps.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { createPaymentsDeps } from './modules/payments/payments-deps.ts';
import { runPaymentJobs } from './modules/payments/reconcile-payments.ts';
import { pharmacistRoutes } from './modules/pharmacist/pharmacist.routes.ts';
import { createPharmacistDeps } from './modules/pharmacist/pharmacist-deps.ts';
import { medicinesRoutes } from './modules/pharmacy/medicines.routes.ts';
import { pharmacyRoutes } from './modules/pharmacy/pharmacy.routes.ts';
import { createPharmacyDeps } from './modules/pharmacy/pharmacy-deps.ts';
import { prescriptionsRoutes } from './modules/prescriptions/prescriptions.routes.ts';
import { createPrescriptionsDeps } from './modules/prescriptions/prescriptions-deps.ts';
import { receptionistRoutes } from './modules/receptionist/receptionist.routes.ts';
import { createReceptionistDeps } from './modules/receptionist/receptionist-deps.ts';
import { createSearchRepository } from './modules/search/search.repository.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { createSitemapRepository } from './modules/sitemap/sitemap.repository.ts';
import { sitemapRoutes } from './modules/sitemap/sitemap.routes.ts';
import './modules/users/users-services.ts';
import { createUsersRepository } from './modules/users/users.repository.ts';
import { usersRoutes } from './modules/users/users.routes.ts';

export function createContext(env: Env, database: Database, jwtSecret: string, redis?: unknown): AppContext {
  const users = createUsersRepository(database.db, { cacheSessions: database.kind === 'pglite' });
  return {
    env,
    database,
    tokens: createTokenService(jwtSecret, env.JWT_TTL_SECONDS),
    rateLimits: createRateLimits(
      {
        loginPerAccount: env.LOGIN_LIMIT_PER_ACCOUNT,
        loginPerIp: env.LOGIN_LIMIT_PER_IP,
        registerPerIp: env.REGISTER_LIMIT_PER_IP,
        prefix: env.RATE_LIMIT_PREFIX,
      },
      redis,
    ),
    storage: createFileStorage(`${env.dataDir}/uploads`),
    sessions: users,
    users,
    ...createCallServices(jwtSecret, env.CALL_CHANNEL_PREFIX, redis),
  };
}

/**
 * Every module's deps, built once, and who gets them: the routes plugins, in the order app.ts registers
 * them, and the background jobs boot.ts starts (docs/ARCHITECTURE.md#wiring). A plugin builds nothing: it
 * takes the deps handed to it here (and the context, for its guards and settings).
 */
export function composeModules(ctx: AppContext) {
  const db = ctx.database.db;
  const payables = {
    medicine_order: createMedicineOrderPayable(createOrdersRepository(db)),
    health_card: createHealthCardPayable(createHealthCardRepository(db)),
    lab_booking: createLabBookingPayable(createLabBookingsRepository(db)),
    appointment: createConsultationPayable(createAppointmentsRepository(db)),
  };
  const payments = createPaymentsDeps(ctx, payables);
  const admin = createAdminDeps(ctx);
  const calls = createCallDeps(ctx);
  const appointmentCard = createAppointmentCard(db);
  const orderCard = createOrderCard(db);
  const staffAppointments = createAppointmentsDeps(ctx);
  const pharmacy = createPharmacyDeps(ctx);

  async function routes(app: FastifyInstance) {
    await app.register(healthRoutes, { ctx });
    await app.register(usersRoutes, { ctx, profileDeps: { users: ctx.users, audit: createAuditLog(db) } });
    await app.register(adminRoutes, { ctx, deps: admin, labStaff: createAdminLabStaffRepository(db) });
    await app.register(doctorsRoutes, { ctx, deps: createDoctorDeps(ctx) });
    await app.register(doctorDeskRoutes, { ctx, deps: createDoctorDeskDeps(ctx) });
    await app.register(doctorAppointmentsRoutes, { ctx, deps: staffAppointments });
    await app.register(appointmentsRoutes, { ctx, deps: createAppointmentsDeps(ctx, appointmentCard) });
    await app.register(receptionistRoutes, { ctx, deps: createReceptionistDeps(ctx, appointmentCard) });
    await app.register(homeRoutes, {
      ctx,
      deps: { ...staffAppointments, dashboard: createDashboardRepository(db) },
    });
    await app.register(pharmacyRoutes, { deps: pharmacy });
    await app.register(medicinesRoutes, { ctx, deps: pharmacy });
    await app.register(addressesRoutes, { ctx, repo: createAddressesRepository(db) });
    const orders = createOrdersDeps(ctx, orderCard);
    await app.register(cartRoutes, { ctx, deps: orders });
    await app.register(ordersRoutes, { ctx, deps: orders });
    await app.register(paymentsRoutes, { ctx, deps: payments });
    await app.register(prescriptionsRoutes, { ctx, deps: createPrescriptionsDeps(ctx) });
    await app.register(pharmacistRoutes, { ctx, deps: createPharmacistDeps(ctx) });
    await app.register(labsRoutes, { ctx, deps: createLabsDeps(ctx, createLabCard(db)) });
    const staffLabs = createLabsDeps(ctx);
    await app.register(labReportsRoutes, { ctx, deps: staffLabs });
    await app.register(labDeskRoutes, { ctx, deps: staffLabs });
    await app.register(callsRoutes, { ctx, deps: calls });
    await app.register(articlesRoutes, { deps: createArticleDeps(ctx) });
    await app.register(searchRoutes, { deps: { search: createSearchRepository(db) } });
    await app.register(familyRoutes, { ctx, repo: createFamilyRepository(db) });
    await app.register(healthCardRoutes, { ctx, deps: createHealthCardDeps(db), payments });
    await app.register(sitemapRoutes, {
      ctx,
      deps: { sitemap: createSitemapRepository(db), pageSize: ctx.env.SITEMAP_PAGE_SIZE },
    });
  }

  /** The background jobs, started by boot.ts (lib/interval-jobs.ts, docs/ARCHITECTURE.md#background-jobs). */
  const jobs: IntervalJob[] = [
    // Holds released and open payments reconciled with Razorpay: only where online payment is taken.
    ...(payments.razorpay
      ? [
          {
            name: 'payments',
            everyMs: ctx.env.PAYMENT_SWEEP_INTERVAL_MS,
            run: (now: Date) => runPaymentJobs(payments, now),
          },
        ]
      : []),
    // Offers start and end on their own: the job writes the prices they cover when they do.
    { name: 'offers', everyMs: ctx.env.OFFERS_JOB_INTERVAL_MS, run: (now) => runOffersJob(admin, now) },
    // Calls nobody answered or nobody is heard from any more, whose ring timer went with a restarted instance.
    { name: 'calls', everyMs: SWEEP_INTERVAL_MS, run: (now) => expireCalls(calls, now) },
  ];

  return { routes, jobs };
}

export type Modules = ReturnType<typeof composeModules>;
