// Which payment methods checkout offers. Online methods need Razorpay's keys; without them cash on delivery
// is the only method (docs/product-rules.md#nothing-shown-is-invented, docs/product-rules.md#payments).
// UPI comes first: Indian patients pay by UPI first. EMI is offered inside Checkout where Razorpay allows
// it for the amount.
import {
  COD_FEE_PAISE,
  COD_LIMIT_PAISE,
  DELIVERY_DAYS,
  FREE_SHIPPING_THRESHOLD_PAISE,
  PRESCRIPTION_VALIDITY_DAYS,
  RETURN_WINDOW_DAYS,
  SHIPPING_FEE_PAISE,
} from '@arogya/contracts/constants';
import type { OnlinePayment } from '@arogya/contracts/payments';
import type { CheckoutConfig, PaymentMethod } from '@arogya/contracts/pharmacy';

export function availablePaymentMethods(online: OnlinePayment): PaymentMethod[] {
  return online ? ['upi', 'card', 'netbanking', 'wallet', 'cod'] : ['cod'];
}

export function checkoutConfig(online: OnlinePayment): CheckoutConfig {
  return {
    paymentMethods: availablePaymentMethods(online),
    onlinePayment: online,
    freeShippingThresholdPaise: FREE_SHIPPING_THRESHOLD_PAISE,
    shippingFeePaise: SHIPPING_FEE_PAISE,
    deliveryDays: DELIVERY_DAYS,
    codLimitPaise: COD_LIMIT_PAISE,
    codFeePaise: COD_FEE_PAISE,
    prescriptionValidityDays: PRESCRIPTION_VALIDITY_DAYS,
    returnWindowDays: RETURN_WINDOW_DAYS,
  };
}
