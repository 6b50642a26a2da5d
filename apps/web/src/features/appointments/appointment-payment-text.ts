// Where an appointment's money stands, in the one line every confirmation uses (lib/payment-state.ts): paid
// online with how and Razorpay's reference, awaiting payment, or to pay at the clinic.
import type { Appointment } from '@arogya/contracts/appointments';
import { paymentStateText } from '../../lib/payment-state.ts';

export function appointmentPaymentText(
  a: Pick<Appointment, 'payablePaise' | 'payment' | 'paymentStatus' | 'consultationType'>,
): string {
  const atClinic = a.paymentStatus === 'pay_at_clinic' || a.consultationType === 'in-person';
  return paymentStateText({
    amountPaise: a.payablePaise,
    payment: a.payment,
    offline: atClinic ? { where: 'clinic' } : undefined,
  });
}
