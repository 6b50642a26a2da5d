// The pharmacy cart, priced by the server: checkout figures and the quote of the browser's cart (public;
// the cart itself lives in the browser). Placing the order is the orders module's.
import { ok } from '@arogya/contracts/errors';
import { CheckoutConfig, Quote, QuoteRequest } from '@arogya/contracts/pharmacy';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.ts';
import type { OrdersDeps } from '../orders/orders-deps.ts';
import { optionalUser } from '../pharmacy/optional-user.ts';
import { checkoutConfig } from '../pricing/payment-methods.ts';
import { quoteCart } from './quote-cart.ts';

export async function cartRoutes(
  fastify: FastifyInstance,
  { ctx, deps }: { ctx: AppContext; deps: OrdersDeps },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['cart'];

  app.get(
    '/api/v1/cart/config',
    {
      schema: {
        summary: 'The checkout figures (shipping, COD, limits)',
        operationId: 'getCartConfig',
        response: { 200: ok(CheckoutConfig) },
        tags,
      },
    },
    async () => ({
      success: true as const,
      result: checkoutConfig(deps.online),
    }),
  );
  app.post(
    '/api/v1/cart/quote',
    {
      schema: {
        summary: "Price the browser's cart",
        operationId: 'quoteCart',
        response: { 200: ok(Quote) },
        tags,
        body: QuoteRequest,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const holder = await optionalUser(ctx, request);
      return { success: true as const, result: await quoteCart(deps, request.body, new Date(), holder) };
    },
  );
}
