// Where the app is composed (docs/ARCHITECTURE.md#boundaries): the context every operation receives, built
// from lib's services and the services modules own (lib/context.ts `AppServices`). Nothing imports this but
// the boot (boot.ts) and the tests.
import type { Env } from './config/env.ts';
import type { Database } from './db/client.ts';
import type { AppContext } from './lib/context.ts';
import { createFileStorage } from './lib/file-storage.ts';
import type { IntervalJob } from './lib/interval-jobs.ts';
import { createRateLimits } from './lib/rate-limits.ts';
import { createTokenService } from './lib/tokens.ts';
import { createAdminDeps } from './modules/admin/admin-deps.ts';
import { runOffersJob } from './modules/admin/manage-offers.ts';
import { createAppointmentsRepository } from './modules/appointments/appointments.repository.ts';
import { createConsultationPayable } from './modules/appointments/consultation-payable.ts';
import { createCallDeps } from './modules/calls/calls-deps.ts';
import { createCallServices } from './modules/calls/calls-services.ts';
import { expireCalls, SWEEP_INTERVAL_MS } from './modules/calls/expire-calls.ts';
import { createHealthCardRepository } from './modules/health-card/health-card.repository.ts';
import { createHealthCardPayable } from './modules/health-card/health-card-payable.ts';
import { createLabBookingPayable } from './modules/labs/lab-booking-payable.ts';
import { createLabBookingsRepository } from './modules/labs/lab-bookings.repository.ts';
import { createMedicineOrderPayable } from './modules/orders/medicine-order-payable.ts';
import { createOrdersRepository } from './modules/orders/orders.repository.ts';
import { createPaymentsDeps } from './modules/payments/payments-deps.ts';
import { runPaymentJobs } from './modules/payments/reconcile-payments.ts';
import './modules/users/users-services.ts';
import { createUsersRepository } from './modules/users/users.repository.ts';

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

/** The background jobs, started by src/boot.ts (lib/interval-jobs.ts). */
export function createJobs(ctx: AppContext): IntervalJob[] {
  const db = ctx.database.db;
  const payments = createPaymentsDeps(ctx, {
    medicine_order: createMedicineOrderPayable(createOrdersRepository(db)),
    health_card: createHealthCardPayable(createHealthCardRepository(db)),
    lab_booking: createLabBookingPayable(createLabBookingsRepository(db)),
    appointment: createConsultationPayable(createAppointmentsRepository(db)),
  });
  const admin = createAdminDeps(ctx);
  const calls = createCallDeps(ctx);
  return [
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
    // Calls nobody answered or nobody is heard from any more, whose timer was lost with a restarted instance.
    { name: 'calls', everyMs: SWEEP_INTERVAL_MS, run: (now) => expireCalls(calls, now) },
  ];
}
