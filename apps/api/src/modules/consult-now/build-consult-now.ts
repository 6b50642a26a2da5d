// Consult now's deps, whole: the base (consult-now-deps.ts), the request as a payable with the payments deps
// its refunds go through, and this process's matcher. Built once by src/compose.ts.
import type { AppContext } from '../../lib/context.ts';
import type { BookingCard } from '../appointments/appointments-deps.ts';
import type { CallDeps } from '../calls/calls-deps.ts';
import { createPaymentsDeps } from '../payments/payments-deps.ts';
import { type ConsultNowDeps, createConsultNowBase } from './consult-now-deps.ts';
import { createConsultRequestPayable } from './consult-request-payable.ts';
import { createMatcher } from './match-requests.ts';

export function buildConsultNow(ctx: AppContext, calls: CallDeps, card: BookingCard): ConsultNowDeps {
  const deps = createConsultNowBase(ctx, calls, card) as ConsultNowDeps;
  deps.matcher = createMatcher(() => deps);
  deps.payable = createConsultRequestPayable(deps);
  deps.paymentsDeps = createPaymentsDeps(ctx, { consult_request: deps.payable });
  return deps;
}
