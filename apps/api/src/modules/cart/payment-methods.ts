// Which payment methods checkout offers. Online methods need a payment provider; none is configured in
// this deployment, so cash on delivery is the only method (docs/product-rules.md#nothing-shown-is-invented).
import {
  COD_FEE_PAISE,
  COD_LIMIT_PAISE,
  DELIVERY_DAYS,
  FREE_SHIPPING_THRESHOLD_PAISE,
  PRESCRIPTION_VALIDITY_DAYS,
  RETURN_WINDOW_DAYS,
  SHIPPING_FEE_PAISE,
} from '@arogya/contracts/constants';
import type { CheckoutConfig, PaymentMethod } from '@arogya/contracts/pharmacy';

export function availablePaymentMethods(): PaymentMethod[] {
  return ['cod'];
}

export function checkoutConfig(): CheckoutConfig {
  return {
    paymentMethods: availablePaymentMethods(),
    freeShippingThresholdPaise: FREE_SHIPPING_THRESHOLD_PAISE,
    shippingFeePaise: SHIPPING_FEE_PAISE,
    deliveryDays: DELIVERY_DAYS,
    codLimitPaise: COD_LIMIT_PAISE,
    codFeePaise: COD_FEE_PAISE,
    prescriptionValidityDays: PRESCRIPTION_VALIDITY_DAYS,
    returnWindowDays: RETURN_WINDOW_DAYS,
  };
}
