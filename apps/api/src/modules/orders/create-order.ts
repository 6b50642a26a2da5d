// Places a medicine order, priced from the database only. Refusals: an address that is not the caller's
// (404) or not serviceable (422), a payment method not offered (422), a line that cannot be sold (422) or
// is short of stock (409 'Out of stock: <name>'), an H/H1 item without a valid prescription (422), cash on
// delivery outside its rules (422). An order with H/H1 items waits for a pharmacist's approval. An order to
// be paid online waits for its payment first, holding its stock for PAYMENT_HOLD_MINUTES
// (docs/product-rules.md#payments); the payment is started by POST /api/v1/payments.
import { randomUUID } from 'node:crypto';
import {
  PAYMENT_HOLD_MINUTES,
  PRESCRIPTION_VALIDITY_DAYS,
  type ShippingZone,
} from '@arogya/contracts/constants';
import { type CreateOrderRequest, formatOrderNumber, type OrderDetail } from '@arogya/contracts/pharmacy';
import type { z } from 'zod';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { violatedConstraint } from '../../lib/db-errors.ts';
import { todayIn } from '../../lib/zoned-time.ts';
import { codDecision, orderTotals } from '../pricing/order-pricing.ts';
import { availablePaymentMethods } from '../pricing/payment-methods.ts';
import { isPrescriptionValid, orderNeedsPrescription } from '../pricing/prescription-rule.ts';
import { priceCartLines } from '../pricing/price-cart-lines.ts';
import { loadOrderDetail } from './load-order-detail.ts';
import { notifyOrderPlaced } from './order-notifications.ts';
import { OutOfStockError } from './orders.repository.ts';
import type { OrdersDeps } from './orders-deps.ts';

type Input = z.output<typeof CreateOrderRequest>;
const PG_CHECK_VIOLATION = '23514';

async function checkPrescription(
  deps: OrdersDeps,
  user: Actor,
  names: string[],
  id: string | undefined,
  now: Date,
) {
  if (!id)
    throw AppError.rule(
      `A prescription is required for ${names.join(', ')}. Upload one or choose one you have.`,
    );
  const rx = await deps.orders.prescriptionOf(user.id, id);
  if (!rx)
    throw AppError.rule('Prescription not found. Choose one of your prescriptions or upload a new one.');
  if (!isPrescriptionValid(rx.issuedAt, now)) {
    throw AppError.rule(
      `This prescription is more than ${PRESCRIPTION_VALIDITY_DAYS} days old. Please upload a recent prescription.`,
    );
  }
  return rx.id;
}

export async function createOrder(
  deps: OrdersDeps,
  user: Actor,
  input: Input,
  now: Date,
): Promise<OrderDetail> {
  const address = await deps.addresses.find(user.id, input.addressId);
  if (!address) throw AppError.notFound('Address not found');
  const pin = await deps.addresses.pinCode(address.pinCode);
  if (!pin) throw AppError.rule(`We do not deliver to pin code ${address.pinCode} yet`);
  if (!availablePaymentMethods(deps.online).includes(input.paymentMethod)) {
    throw AppError.rule('Online payment is not available yet. Please choose cash on delivery.');
  }

  const rows = await deps.orders.productsForPricing([...new Set(input.lines.map((l) => l.productId))]);
  const lines = priceCartLines(input.lines, rows);
  for (const l of lines) {
    if (l.problem === 'out_of_stock' || l.problem === 'insufficient_stock')
      throw AppError.conflict(`Out of stock: ${l.name}`);
    if (l.problem) throw AppError.rule(`${l.name}: ${l.message}`);
  }

  const needs = orderNeedsPrescription(lines.flatMap((l) => (l.schedule ? [l.schedule] : [])));
  const prescriptionId = needs
    ? await checkPrescription(
        deps,
        user,
        lines.filter((l) => l.prescriptionRequired).map((l) => l.name),
        input.prescriptionId,
        now,
      )
    : null;

  const zone = pin.zone as ShippingZone;
  const card = await deps.card.termsFor(user, input.forWhom, now);
  const totals = orderTotals(lines, zone, input.paymentMethod, card.terms);
  if (input.paymentMethod === 'cod') {
    const cod = codDecision(totals, pin.codAvailable);
    if (!cod.allowed) throw AppError.rule(cod.reason ?? 'Cash on delivery is not available');
  }

  const id = randomUUID();
  const online = input.paymentMethod !== 'cod';
  try {
    const row = await deps.orders.place(
      {
        id,
        userId: user.id,
        status: online ? 'awaiting_payment' : needs ? 'awaiting_prescription' : 'confirmed',
        paymentMethod: input.paymentMethod,
        paymentStatus: online ? 'awaiting_payment' : 'pay_on_delivery',
        holdExpiresAt: online ? new Date(now.getTime() + PAYMENT_HOLD_MINUTES * 60_000) : null,
        address: {
          name: address.name,
          phone: address.phone,
          line1: address.line1,
          line2: address.line2,
          landmark: address.landmark,
          city: address.city,
          state: address.state,
          pinCode: address.pinCode,
        },
        pinCode: address.pinCode,
        zone,
        subtotalPaise: totals.subtotalPaise,
        mrpTotalPaise: totals.mrpTotalPaise,
        shippingFeePaise: totals.shippingFeePaise,
        codFeePaise: totals.codFeePaise,
        cardDiscountPaise: totals.cardDiscountPaise,
        cardShippingWaivedPaise: totals.cardShippingWaivedPaise,
        familyMemberId: card.familyMemberId,
        forName: card.person?.name ?? null,
        forAge: card.person?.age ?? null,
        totalPaise: totals.totalPaise,
        prescriptionId,
        prescriptionStatus: needs ? 'pending' : 'not_required',
        createdAt: now,
        updatedAt: now,
      },
      lines.map((l) => ({
        productId: l.productId,
        name: l.name,
        unit: l.unit ?? '',
        schedule: l.schedule ?? 'OTC',
        quantity: l.quantity,
        unitPricePaise: l.unitPricePaise,
        unitMrpPaise: l.unitMrpPaise,
        colour: l.color,
        size: l.size,
      })),
      Number(todayIn(now).slice(0, 4)),
      formatOrderNumber,
      // Confirmed now (cash on delivery); one paid online once paid (medicine-order-payable.ts).
      (tx, placed) => notifyOrderPlaced(deps.notify, tx, placed),
    );
    return loadOrderDetail(deps, row, false, now);
  } catch (err) {
    if (err instanceof OutOfStockError) {
      const name = lines.find((l) => l.productId === err.productId)?.name ?? err.productId;
      throw AppError.conflict(`Out of stock: ${name}`);
    }
    // The CHECK (stock >= 0) behind the conditional update: should it ever fire, it is still a 409.
    if (violatedConstraint(err, PG_CHECK_VIOLATION) === 'products_stock_non_negative') {
      throw AppError.conflict('Out of stock');
    }
    throw err;
  }
}
