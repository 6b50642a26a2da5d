// How an order is priced, from database prices only (docs/product-rules.md#orders-returns-and-refunds):
// selling prices times quantities, shipping by zone (free at the threshold), the cash-on-delivery fee, and
// whether cash on delivery is allowed at all. Pure, so checkout quotes and orders agree to the paisa.
import {
  COD_FEE_PAISE,
  COD_LIMIT_PAISE,
  codAllowed,
  FREE_SHIPPING_THRESHOLD_PAISE,
  formatInr,
  type ShippingZone,
  shippingFeePaise,
} from '@arogya/contracts/constants';
import type { PaymentMethod, Totals } from '@arogya/contracts/pharmacy';

export type PricedLine = { unitPricePaise: number; unitMrpPaise: number; quantity: number };

/** What the health card of the person ordering gives on medicines (docs/product-rules.md#family-members-and-the-health-card). */
export type CardTerms = { medicineDiscountPercent: number; freeDelivery: boolean };

/** `percent` % of paise to the nearest paisa, half a paisa up, never more than the amount. */
export function percentOfPaise(amountPaise: number, percent: number): number {
  if (amountPaise <= 0 || percent <= 0) return 0;
  return Math.min(amountPaise, Math.floor((amountPaise * percent + 50) / 100));
}

export function orderTotals(
  lines: readonly PricedLine[],
  zone: ShippingZone | null,
  paymentMethod: PaymentMethod | undefined,
  card: CardTerms | null = null,
): Totals {
  let subtotalPaise = 0;
  let mrpTotalPaise = 0;
  for (const l of lines) {
    subtotalPaise += l.unitPricePaise * l.quantity;
    mrpTotalPaise += l.unitMrpPaise * l.quantity;
  }
  const shipping = zone && lines.length > 0 ? shippingFeePaise(subtotalPaise, zone) : 0;
  const codFeePaise = paymentMethod === 'cod' && lines.length > 0 ? COD_FEE_PAISE : 0;
  const cardDiscountPaise = card ? percentOfPaise(subtotalPaise, card.medicineDiscountPercent) : 0;
  const cardShippingWaivedPaise = card?.freeDelivery ? shipping : 0;
  return {
    subtotalPaise,
    mrpTotalPaise,
    savingsPaise: mrpTotalPaise - subtotalPaise,
    shippingFeePaise: shipping,
    codFeePaise,
    cardDiscountPaise,
    cardShippingWaivedPaise,
    totalPaise: subtotalPaise - cardDiscountPaise + shipping - cardShippingWaivedPaise + codFeePaise,
  };
}

/** Cash on delivery: only where the pin code allows it, and only up to the limit (fee included). */
export function codDecision(
  totals: Totals,
  pinCodeAllowsCod: boolean | null,
): { allowed: boolean; reason: string | null } {
  const collected = totals.subtotalPaise + totals.shippingFeePaise + COD_FEE_PAISE;
  if (pinCodeAllowsCod === null)
    return { allowed: false, reason: 'Enter a pin code to check cash on delivery' };
  if (!pinCodeAllowsCod)
    return { allowed: false, reason: 'Cash on delivery is not available for this pin code' };
  if (!codAllowed(collected, true)) {
    return {
      allowed: false,
      reason: `Cash on delivery is available for orders up to ${formatInr(COD_LIMIT_PAISE)}`,
    };
  }
  return { allowed: true, reason: null };
}

export function amountToFreeShipping(subtotalPaise: number): number {
  return Math.max(0, FREE_SHIPPING_THRESHOLD_PAISE - subtotalPaise);
}

/** Whole percent off MRP, as shown on cards; 0 when sold at MRP. */
export function discountPercent(mrpPaise: number, pricePaise: number): number {
  if (mrpPaise <= 0 || pricePaise >= mrpPaise) return 0;
  return Math.round(((mrpPaise - pricePaise) * 100) / mrpPaise);
}
