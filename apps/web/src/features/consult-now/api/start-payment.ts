// Paying a consult-now request online (lib/pay-online.ts, kind 'consult_request'): paid, it joins the queue.
import { payOnline } from '../../../lib/pay-online.ts';

export function startPayment(requestId: string) {
  return payOnline('consult_request', requestId);
}
