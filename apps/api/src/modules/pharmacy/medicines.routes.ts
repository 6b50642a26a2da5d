// Medicines (getAll, getOne, topMustMedicine, search, pagination, brand/{brandId}), their
// pictures and reviews, and the signed-in user's wishlist.

import { fileAnswer, ok, okPage } from '@arogya/contracts/errors';
import {
  Brand,
  BrandIdParams,
  BrandProductsQuery,
  FacetGroup,
  IdParams,
  ImageParams,
  MedicineSearchQuery,
  ProductCard,
  ProductDetail,
  ProductListQuery,
  ProductReviewRequest,
  Review,
  ReviewListQuery,
  SearchSuggestion,
  TopQuery,
  WishlistItem,
} from '@arogya/contracts/pharmacy';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAuthGuards, currentUser } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { PICTURE_TYPES, PictureQuery, sendPicture } from '../../lib/pictures.ts';
import { getProduct } from './get-product.ts';
import { listBrandProducts } from './list-brand-products.ts';
import { listProductReviews } from './list-product-reviews.ts';
import { listAllProducts, pageProducts, topMedicines } from './list-products.ts';
import { listWishlist } from './list-wishlist.ts';
import { optionalUserId } from './optional-user.ts';
import type { PharmacyDeps } from './pharmacy-deps.ts';
import { renderProductImage } from './render-product-image.ts';
import { searchMedicines, suggestMedicines } from './search-medicines.ts';
import { setWishlisted } from './set-wishlisted.ts';
import { voteReviewHelpful } from './vote-review-helpful.ts';
import { writeProductReview } from './write-product-review.ts';

const WishlistAnswer = z.object({ productId: z.string(), wishlisted: z.boolean() });

export async function medicinesRoutes(
  fastify: FastifyInstance,
  { ctx, deps }: { ctx: AppContext; deps: PharmacyDeps },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { authenticate } = createAuthGuards(ctx);
  const tags = ['pharmacy'];
  const security = [{ bearerAuth: [] }];

  app.get(
    '/api/v1/medicines/getAll',
    {
      config: { catalogueCache: true },
      schema: {
        summary: 'Medicines',
        operationId: 'listMedicines',
        response: { 200: ok(z.array(ProductCard)) },
        tags,
        querystring: ProductListQuery,
      },
    },
    async (request) => ({
      success: true as const,
      result: await listAllProducts(deps, request.query, new Date()),
    }),
  );
  app.get(
    '/api/v1/medicines/pagination',
    {
      config: { catalogueCache: true },
      schema: {
        summary: 'Medicines, paged',
        operationId: 'pageMedicines',
        response: { 200: okPage(ProductCard) },
        tags,
        querystring: ProductListQuery,
      },
    },
    async (request) => ({
      success: true as const,
      ...(await pageProducts(deps, request.query, new Date())),
    }),
  );
  app.get(
    '/api/v1/medicines/topMustMedicine',
    {
      config: { catalogueCache: true },
      schema: {
        summary: 'Top medicines',
        operationId: 'listTopMedicines',
        response: { 200: ok(z.array(ProductCard)) },
        tags,
        querystring: TopQuery,
      },
    },
    async (request) => ({
      success: true as const,
      result: await topMedicines(deps, request.query.limit, new Date()),
    }),
  );
  app.get(
    '/api/v1/medicines/search',
    {
      config: { catalogueCache: true },
      schema: {
        summary: 'Search medicines, typo-tolerant',
        operationId: 'searchMedicines',
        response: { 200: z.union([okPage(ProductCard), ok(z.array(SearchSuggestion))]) },
        tags,
        querystring: MedicineSearchQuery,
      },
    },
    async (request) => {
      const q = request.query;
      if (q.suggest) return { success: true as const, result: await suggestMedicines(deps, q.q, q.limit) };
      return { success: true as const, ...(await searchMedicines(deps, q, new Date())) };
    },
  );
  app.get(
    '/api/v1/medicines/brand/:brandId',
    {
      config: { catalogueCache: true },
      schema: {
        summary: "A brand's products, filtered and paged",
        operationId: 'listBrandMedicines',
        response: { 200: okPage(ProductCard).extend({ brand: Brand, facets: z.array(FacetGroup) }) },
        tags,
        params: BrandIdParams,
        querystring: BrandProductsQuery,
      },
    },
    async (request) => ({
      success: true as const,
      ...(await listBrandProducts(deps, request.params.brandId, request.query, new Date())),
    }),
  );
  for (const [path, operationId] of [
    ['/api/v1/medicines/getOne/:id', 'getMedicineById'],
    ['/api/v1/medicines/:id', 'getMedicine'],
  ] as const) {
    const summary = 'One medicine with its reviews summary';
    const response = { 200: ok(ProductDetail) };
    app.get(
      path,
      {
        config: { catalogueCache: true },
        schema: { summary, operationId, tags, params: IdParams, response },
      },
      async (request, reply) => {
        reply.header('cache-control', 'private, no-cache');
        const userId = await optionalUserId(ctx, request);
        return {
          success: true as const,
          result: await getProduct(deps, request.params.id, userId, new Date()),
        };
      },
    );
  }
  app.get(
    '/api/v1/medicines/:id/image/:n',
    {
      schema: {
        summary: "A medicine's picture",
        operationId: 'getMedicineImage',
        response: { 200: fileAnswer(...PICTURE_TYPES) },
        tags,
        params: ImageParams,
        querystring: PictureQuery,
      },
    },
    async (request, reply) =>
      sendPicture(
        request,
        reply,
        await renderProductImage(deps, request.params.id, request.params.n),
        request.query.w,
      ),
  );

  app.get(
    '/api/v1/medicines/:id/reviews',
    {
      config: { catalogueCache: true },
      schema: {
        summary: "A medicine's reviews",
        operationId: 'listMedicineReviews',
        response: { 200: okPage(Review) },
        tags,
        params: IdParams,
        querystring: ReviewListQuery,
      },
    },
    async (request) => ({
      success: true as const,
      ...(await listProductReviews(deps, request.params.id, request.query)),
    }),
  );
  app.post(
    '/api/v1/medicines/:id/reviews',
    {
      schema: {
        summary: 'Review a medicine',
        operationId: 'reviewMedicine',
        response: { 201: ok(Review) },
        tags,
        security,
        params: IdParams,
        body: ProductReviewRequest,
      },
      preHandler: authenticate,
    },
    async (request, reply) =>
      reply.status(201).send({
        success: true as const,
        result: await writeProductReview(deps, currentUser(request), request.params.id, request.body),
        message: 'Thank you for your review',
      }),
  );
  app.post(
    '/api/v1/reviews/:id/helpful',
    {
      schema: {
        summary: 'Mark a product review helpful',
        operationId: 'voteReviewHelpful',
        response: { 200: ok(z.object({ reviewId: z.string(), helpful: z.number().int() })) },
        tags,
        security,
        params: IdParams,
      },
      preHandler: authenticate,
    },
    async (request) => ({
      success: true as const,
      result: await voteReviewHelpful(deps, currentUser(request).id, request.params.id),
    }),
  );

  app.get(
    '/api/v1/wishlist',
    {
      schema: {
        summary: 'Your wishlist',
        operationId: 'listWishlist',
        response: { 200: ok(z.array(WishlistItem)) },
        tags,
        security,
      },
      preHandler: authenticate,
    },
    async (request) => ({
      success: true as const,
      result: await listWishlist(deps, currentUser(request).id, new Date()),
    }),
  );
  app.put(
    '/api/v1/wishlist/:id',
    {
      schema: {
        summary: 'Add a product to your wishlist',
        operationId: 'addToWishlist',
        response: { 200: ok(WishlistAnswer) },
        tags,
        security,
        params: IdParams,
      },
      preHandler: authenticate,
    },
    async (request) => ({
      success: true as const,
      result: await setWishlisted(deps, currentUser(request).id, request.params.id, true),
      message: 'Added to wishlist',
    }),
  );
  app.delete(
    '/api/v1/wishlist/:id',
    {
      schema: {
        summary: 'Remove a product from your wishlist',
        operationId: 'removeFromWishlist',
        response: { 200: ok(WishlistAnswer) },
        tags,
        security,
        params: IdParams,
      },
      preHandler: authenticate,
    },
    async (request) => ({
      success: true as const,
      result: await setWishlisted(deps, currentUser(request).id, request.params.id, false),
      message: 'Removed from wishlist',
    }),
  );
}
