// POST /api/v1/cart/quote: the browser's cart priced by the server (a price sent by the browser is never
// read): lines with their problems, totals of the orderable lines, shipping by the pin code's zone, the
// cash-on-delivery fee and rule, and whether a prescription will be needed.
import { FREE_SHIPPING_THRESHOLD_PAISE } from '@arogya/contracts/constants';
import type { Quote, QuoteRequest } from '@arogya/contracts/pharmacy';
import type { z } from 'zod';
import { deliveryEstimate } from '../addresses/delivery-estimate.ts';
import type { OrdersDeps } from '../orders/orders-deps.ts';
import { amountToFreeShipping, codDecision, orderTotals } from '../pricing/order-pricing.ts';
import { availablePaymentMethods } from '../pricing/payment-methods.ts';
import { orderNeedsPrescription } from '../pricing/prescription-rule.ts';
import { priceCartLines } from '../pricing/price-cart-lines.ts';

export async function quoteCart(
  deps: OrdersDeps,
  input: z.output<typeof QuoteRequest>,
  now: Date,
  /** The signed-in visitor, whose (or whose family member's) health card applies; none when signed out. */
  holder?: { id: string; name: string },
): Promise<Quote> {
  const rows = await deps.orders.productsForPricing([...new Set(input.lines.map((l) => l.productId))]);
  const lines = priceCartLines(input.lines, rows);
  const good = lines.filter((l) => l.available);
  const delivery = input.pinCode
    ? deliveryEstimate(input.pinCode, await deps.addresses.pinCode(input.pinCode), now)
    : null;
  const methods = availablePaymentMethods(deps.online);
  const method =
    input.paymentMethod && methods.includes(input.paymentMethod) ? input.paymentMethod : undefined;
  const card = holder ? await deps.card.termsFor(holder, input.forWhom, now) : null;
  const totals = orderTotals(good, delivery?.zone ?? null, method, card?.terms ?? null);
  return {
    ...totals,
    lines,
    orderable:
      lines.length > 0 && good.length === lines.length && (delivery === null || delivery.serviceable),
    prescriptionRequired: orderNeedsPrescription(good.flatMap((l) => (l.schedule ? [l.schedule] : []))),
    delivery,
    paymentMethods: methods,
    cod: codDecision(totals, delivery ? delivery.serviceable && delivery.cod : null),
    freeShippingThresholdPaise: FREE_SHIPPING_THRESHOLD_PAISE,
    amountToFreeShippingPaise: amountToFreeShipping(totals.subtotalPaise),
  };
}
