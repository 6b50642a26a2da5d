// Where the app is composed (docs/ARCHITECTURE.md#wiring): the context every operation receives, built
// from lib's services and the services modules own (lib/context.ts `AppServices`); every module's deps and
// which routes plugin and background job each is handed to (`composeModules`). Nothing imports this but
// app.ts, the boot (boot.ts) and the tests.
import { TIME_ZONE } from '@arogya/contracts/constants';
import type { FastifyInstance } from 'fastify';
import type { Env } from './config/env.ts';
import type { Database } from './db/client.ts';
import { createAuditLog } from './lib/audit.ts';
import type { AppContext } from './lib/context.ts';
import { createFileStorage } from './lib/file-storage-drivers.ts';
import { createJobRunner, type JobQueue, type RecurringJob, type ScheduledJob } from './lib/job-runner.ts';
import { createRateLimits } from './lib/rate-limits.ts';
import { Readiness } from './lib/readiness.ts';
import { createSearchSynonyms } from './lib/search-synonyms.ts';
import { createTokenService } from './lib/tokens.ts';
import { createAddressesRepository } from './modules/addresses/addresses.repository.ts';
import { addressesRoutes } from './modules/addresses/addresses.routes.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { createAdminDeps } from './modules/admin/admin-deps.ts';
import { createAdminLabStaffRepository } from './modules/admin/admin-lab-staff.repository.ts';
import { runOffersJob } from './modules/admin/manage-offers.ts';
import { appointmentStillAsSaid } from './modules/appointments/appointment-notifications.ts';
import { createAppointmentsRepository } from './modules/appointments/appointments.repository.ts';
import { appointmentsRoutes } from './modules/appointments/appointments.routes.ts';
import { createAppointmentsDeps } from './modules/appointments/appointments-deps.ts';
import { createConsultationPayable } from './modules/appointments/consultation-payable.ts';
import { articlesRoutes } from './modules/articles/articles.routes.ts';
import { createArticleDeps } from './modules/articles/articles-deps.ts';
import type { UserEvent } from './modules/calls/call-events.ts';
import { callsRoutes } from './modules/calls/calls.routes.ts';
import { createCallDeps } from './modules/calls/calls-deps.ts';
import { createCallServices } from './modules/calls/calls-services.ts';
import { expireCalls, SWEEP_INTERVAL_MS } from './modules/calls/expire-calls.ts';
import { userChannel } from './modules/calls/signalling-hub.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { adminConsultNowRoutes } from './modules/consult-now/admin-consult-now.routes.ts';
import { buildConsultNow } from './modules/consult-now/build-consult-now.ts';
import { consultNowRoutes } from './modules/consult-now/consult-now.routes.ts';
import { consultRefundQueue, consultSweepJob } from './modules/consult-now/consult-now-jobs.ts';
import { consultPresenceRoutes } from './modules/consult-now/consult-presence.routes.ts';
import { recordHeartbeat } from './modules/consult-now/record-heartbeat.ts';
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
import { notifyExpiringCards } from './modules/health-card/health-card-notifications.ts';
import { createHealthCardPayable } from './modules/health-card/health-card-payable.ts';
import { createLabCard } from './modules/health-card/lab-card.ts';
import { createOrderCard } from './modules/health-card/order-card.ts';
import { createDashboardRepository } from './modules/home/dashboard.repository.ts';
import { createGrievanceOfficerRepository } from './modules/home/grievance-officer.repository.ts';
import { homeRoutes } from './modules/home/home.routes.ts';
import { labDeskRoutes } from './modules/lab-desk/lab-desk.routes.ts';
import { labBookingStillAsSaid } from './modules/labs/lab-booking-notifications.ts';
import { createLabBookingPayable } from './modules/labs/lab-booking-payable.ts';
import { createLabBookingsRepository } from './modules/labs/lab-bookings.repository.ts';
import { labReportsRoutes } from './modules/labs/lab-reports.routes.ts';
import { labsRoutes } from './modules/labs/labs.routes.ts';
import { createLabsDeps } from './modules/labs/labs-deps.ts';
import { adminMessagesRoutes } from './modules/notifications/admin-messages.routes.ts';
import {
  type ChannelAdapters,
  createChannelAdapters,
} from './modules/notifications/channels/create-channel-adapters.ts';
import { deliveryWebhooksRoutes } from './modules/notifications/delivery-webhooks.routes.ts';
import { DISPATCH_BATCH, dispatchDue } from './modules/notifications/dispatch-notifications.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { createNotificationsDeps } from './modules/notifications/notifications-deps.ts';
import { createNotificationServices } from './modules/notifications/notifications-services.ts';
import { type OutboxRunner, startOutboxRunner } from './modules/notifications/outbox-runner.ts';
import { codeChannels, createSendNow } from './modules/notifications/send-now.ts';
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
import { CODE_RETENTION_MS, createAccountDeps } from './modules/users/account-deps.ts';
import { contactsRoutes } from './modules/users/contacts.routes.ts';
import { passwordResetRoutes } from './modules/users/password-reset.routes.ts';
import { signInCodesRoutes } from './modules/users/sign-in-codes.routes.ts';
import { createUsersRepository } from './modules/users/users.repository.ts';
import { usersRoutes } from './modules/users/users.routes.ts';

export type ContextOptions = {
  /** The delivery channels (modules/notifications/channels), by default those whose keys are set; tests
   * hand in recording ones. */
  channelAdapters?: ChannelAdapters;
};

export function createContext(
  env: Env,
  database: Database,
  jwtSecret: string,
  redis?: unknown,
  options: ContextOptions = {},
): AppContext {
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
        passwordResetPerEmail: env.PASSWORD_RESET_LIMIT_PER_EMAIL,
        passwordResetPerIp: env.PASSWORD_RESET_LIMIT_PER_IP,
        otp: {
          resendSeconds: env.OTP_RESEND_SECONDS,
          perNumberHour: env.OTP_LIMIT_PER_NUMBER_HOUR,
          perNumberDay: env.OTP_LIMIT_PER_NUMBER_DAY,
          perIpHour: env.OTP_LIMIT_PER_IP_HOUR,
          globalHour: env.OTP_LIMIT_GLOBAL_HOUR,
        },
        prefix: env.RATE_LIMIT_PREFIX,
      },
      redis,
    ),
    storage: createFileStorage(env, database.db),
    jobs: createJobRunner(database, {
      pollIntervalMs: env.JOBS_POLL_INTERVAL_MS,
      poolSize: env.JOBS_POOL_SIZE,
      log: (message) => console.warn(`[arogya] ${message}`),
    }),
    sessions: users,
    readiness: new Readiness(),
    searchSynonyms: createSearchSynonyms(database.db),
    users,
    ...createCallServices(jwtSecret, env.CALL_CHANNEL_PREFIX, redis),
    notifications: createNotificationServices(
      options.channelAdapters ?? createChannelAdapters(env),
      env.NOTIFICATIONS_OUTBOX === 'on',
    ),
  };
}

/**
 * Every module's deps, built once, and who gets them: the routes plugins, in the order app.ts registers
 * them, and the background jobs boot.ts starts (docs/ARCHITECTURE.md#wiring). A plugin builds nothing: it
 * takes the deps handed to it here (and the context, for its guards and settings).
 */
export function composeModules(ctx: AppContext) {
  const db = ctx.database.db;
  const calls = createCallDeps(ctx);
  // Consult now (docs/product-rules.md#consult-now): its request is a payable, a match starts the existing
  // call, and the calls module tells it when a desk is alive and when calls end (it imports none of it).
  const consult = buildConsultNow(ctx, calls, createAppointmentCard(db, 'consult_request'));
  calls.onSocketAlive = (user, now) => recordHeartbeat(consult, user, now);
  calls.onCallsEnded = () => consult.matcher.kick();
  const payables = {
    medicine_order: createMedicineOrderPayable(createOrdersRepository(db), ctx.notifications.notify),
    health_card: createHealthCardPayable(createHealthCardRepository(db), ctx.notifications.notify),
    lab_booking: createLabBookingPayable(createLabBookingsRepository(db), ctx.notifications.notify),
    appointment: createConsultationPayable(createAppointmentsRepository(db), ctx.notifications.notify),
    consult_request: consult.payable,
  };
  const payments = createPaymentsDeps(ctx, payables);
  const admin = createAdminDeps(ctx);
  const appointmentCard = createAppointmentCard(db);
  const orderCard = createOrderCard(db);
  const staffAppointments = createAppointmentsDeps(ctx);
  const pharmacy = createPharmacyDeps(ctx);
  const notifications = createNotificationsDeps(ctx, {
    render: {
      origin: ctx.env.PUBLIC_ORIGIN ?? `http://localhost:${ctx.env.PORT}`,
      ...(ctx.env.MSG91_SENDER_ID ? { smsSenderId: ctx.env.MSG91_SENDER_ID } : {}),
      dltTemplateIds: ctx.env.SMS_DLT_TEMPLATE_IDS,
    },
    // What each kind of subject says at send time (a reminder of a booking cancelled or moved is dropped).
    subjects: {
      appointment: appointmentStillAsSaid(createAppointmentsRepository(db).statesOf),
      lab_booking: labBookingStillAsSaid(createLabBookingsRepository(db).statesOf),
    },
    publishInbox: (userId, event) =>
      ctx.signalling.publish(userChannel(userId), { kind: 'inbox', event } satisfies UserEvent),
    // Handed out only when web push can be sent (the adapter needs the key pair and the contact).
    pushPublicKey: ctx.notifications.channelAdapters.push ? (ctx.env.VAPID_PUBLIC_KEY ?? null) : null,
  });

  // One-time codes go out at once by the request that asks for one (notifications/send-now.ts).
  const account = createAccountDeps(
    ctx,
    createSendNow(notifications.dispatch),
    codeChannels(ctx.notifications.channelAdapters),
  );

  async function routes(app: FastifyInstance) {
    await app.register(healthRoutes, { ctx });
    await app.register(usersRoutes, {
      ctx,
      profileDeps: { users: ctx.users, audit: createAuditLog(db) },
      account,
    });
    await app.register(signInCodesRoutes, { ctx, account });
    await app.register(contactsRoutes, { ctx, account });
    await app.register(passwordResetRoutes, { ctx, notify: ctx.notifications.notify, account });
    await app.register(adminRoutes, { ctx, deps: admin, labStaff: createAdminLabStaffRepository(db) });
    await app.register(doctorsRoutes, { ctx, deps: createDoctorDeps(ctx) });
    await app.register(doctorDeskRoutes, { ctx, deps: createDoctorDeskDeps(ctx) });
    await app.register(doctorAppointmentsRoutes, { ctx, deps: staffAppointments, calls });
    await app.register(appointmentsRoutes, { ctx, deps: createAppointmentsDeps(ctx, appointmentCard) });
    await app.register(receptionistRoutes, {
      ctx,
      deps: createReceptionistDeps(ctx, appointmentCard),
      account,
    });
    await app.register(homeRoutes, {
      ctx,
      deps: {
        ...staffAppointments,
        dashboard: createDashboardRepository(db),
        grievanceOfficer: createGrievanceOfficerRepository(db),
      },
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
    await app.register(consultNowRoutes, { ctx, deps: consult });
    await app.register(consultPresenceRoutes, { ctx, deps: consult });
    await app.register(adminConsultNowRoutes, { ctx, deps: consult });
    await app.register(articlesRoutes, { deps: createArticleDeps(ctx) });
    await app.register(searchRoutes, {
      deps: { search: createSearchRepository(db), synonyms: ctx.searchSynonyms },
    });
    await app.register(familyRoutes, { ctx, repo: createFamilyRepository(db) });
    await app.register(healthCardRoutes, { ctx, deps: createHealthCardDeps(db), payments });
    await app.register(notificationsRoutes, { ctx, deps: notifications });
    await app.register(adminMessagesRoutes, { ctx, deps: notifications });
    await app.register(deliveryWebhooksRoutes, { ctx, deps: { onReport: notifications.onReport } });
    await app.register(sitemapRoutes, {
      ctx,
      deps: { sitemap: createSitemapRepository(db), pageSize: ctx.env.SITEMAP_PAGE_SIZE },
    });
  }

  /** The recurring jobs, run by the job runner boot.ts starts (lib/job-runner.ts,
   * docs/ARCHITECTURE.md#background-jobs): each runs once per period whatever the number of instances. */
  const jobs: RecurringJob[] = [
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
    // Consult now's sweep: offers past their time, desks gone quiet, unanswered requests refunded, a match.
    consultSweepJob(consult, ctx.env.CONSULT_SWEEP_INTERVAL_MS),
  ];

  /** Jobs at set times of the day (IST), once per time whatever the number of instances. */
  const scheduled: ScheduledJob[] = [
    // One-time codes and e-mail links expired 30 days ago are forgotten, at 03:30 IST.
    {
      name: 'one-time-codes',
      cron: '30 3 * * *',
      tz: TIME_ZONE,
      run: (now) => account.codes.purgeExpired(new Date(now.getTime() - CODE_RETENTION_MS)),
    },
    // Health cards ending in 30 and 7 days remind their holders, at 10:00 IST.
    {
      name: 'health-card-expiry',
      cron: '0 10 * * *',
      tz: TIME_ZONE,
      run: (now) => notifyExpiringCards(db, ctx.notifications.notify, now),
    },
  ];

  /** Queues of one-off jobs (sent by the modules, worked by every instance's runner). */
  const queues: JobQueue<{ requestId: string }>[] = [
    // Each consult-now request's refund, due when nobody has accepted it in CONSULT_REFUND_MINUTES.
    consultRefundQueue(consult),
  ];

  /**
   * The outbox's runner (modules/notifications/outbox-runner.ts), started by boot.ts beside the job runner:
   * polls at once while full batches leave a backlog (as many chains at once as the database runs
   * statements, PGlite one), every 100 ms while it finds some, backs off to NOTIFICATIONS_IDLE_POLL_MS while
   * the outbox is empty, and polls 100 ms after this process writes a message due now, gathering what else
   * is written meanwhile. Left out only to measure the outbox's writes
   * apart from its sending (NOTIFICATIONS_DELIVERY=off).
   */
  const startOutbox =
    ctx.env.NOTIFICATIONS_DELIVERY === 'on'
      ? (): OutboxRunner =>
          startOutboxRunner({
            dispatch: () => dispatchDue(notifications.dispatch),
            backlogAt: DISPATCH_BATCH,
            chains: Math.min(4, ctx.database.parallelism),
            minDelayMs: 100,
            idleDelayMs: ctx.env.NOTIFICATIONS_IDLE_POLL_MS,
            wake: ctx.notifications.wake,
            log: (message) => console.warn(`[arogya] ${message}`),
          })
      : undefined;

  return { routes, jobs, scheduled, queues, startOutbox, notifications, account, consult };
}

export type Modules = ReturnType<typeof composeModules>;
