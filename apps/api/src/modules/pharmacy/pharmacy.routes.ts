// Categories, subcategories, brands, offers and banners (paths spelled as the original front end spelled
// them, docs/product-rules.md#api-contract), and their locally drawn pictures.
import { PAGINATION } from '@arogya/contracts/constants';
import { fileAnswer, ok, okPage, Pagination } from '@arogya/contracts/errors';
import {
  Banner,
  Brand,
  Category,
  CategoryPage,
  CategoryProductsQuery,
  CategoryWithSubcategories,
  IdParams,
  Offer,
  PageQuery,
  Subcategory,
  TopQuery,
} from '@arogya/contracts/pharmacy';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PICTURE_TYPES, PictureQuery, sendPicture } from '../../lib/pictures.ts';
import { getCategoryPage } from './get-category-page.ts';
import { getBrand, listBrands, pageBrands, topBrands } from './list-brands.ts';
import { categoriesWithSubcategories, listCategories, pageCategories } from './list-categories.ts';
import { listBanners, listOffers, pageBanners, pageOffers } from './list-offers-and-banners.ts';
import { getSubcategory, listSubcategories, pageSubcategories } from './list-subcategories.ts';
import type { PharmacyDeps } from './pharmacy-deps.ts';
import {
  renderBannerImage,
  renderBrandLogo,
  renderCategoryImage,
  renderOfferImage,
} from './render-catalogue-image.ts';

const SubcategoryQuery = z.object({ categoryId: z.string().trim().min(1).max(64).optional() });

export async function pharmacyRoutes(fastify: FastifyInstance, { deps }: { deps: PharmacyDeps }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['pharmacy'];
  const answer = <T>(result: T) => ({ success: true as const, result });

  app.get(
    '/api/v1/categories/getAll',
    {
      config: { catalogueCache: true },
      schema: {
        summary: 'Pharmacy categories',
        operationId: 'listCategories',
        response: { 200: ok(z.array(Category)) },
        tags,
      },
    },
    async () => answer(await listCategories(deps)),
  );
  app.get(
    '/api/v1/categories/categoryWithSubscategories',
    {
      config: { catalogueCache: true },
      schema: {
        summary: 'Categories with their subcategories',
        operationId: 'listCategoriesWithSubcategories',
        response: { 200: ok(z.array(CategoryWithSubcategories)) },
        tags,
      },
    },
    async () => answer(await categoriesWithSubcategories(deps)),
  );
  app.get(
    '/api/v1/categories/pagination',
    {
      config: { catalogueCache: true },
      schema: {
        summary: 'Pharmacy categories, paged',
        operationId: 'pageCategories',
        response: { 200: okPage(Category) },
        tags,
        querystring: PageQuery(PAGINATION.categories),
      },
    },
    async (request) => ({
      success: true as const,
      ...(await pageCategories(deps, request.query.page, request.query.limit)),
    }),
  );
  app.get(
    '/api/v1/categories/getOne/:id',
    {
      config: { catalogueCache: true },
      schema: {
        summary: "One category's page of products",
        operationId: 'getCategory',
        response: { 200: ok(CategoryPage).extend({ pagination: Pagination }) },
        tags,
        params: IdParams,
        querystring: CategoryProductsQuery,
      },
    },
    async (request) => ({
      success: true as const,
      ...(await getCategoryPage(deps, request.params.id, request.query, new Date())),
    }),
  );
  app.get(
    '/api/v1/categories/:id/image',
    {
      schema: {
        summary: "A category's picture",
        operationId: 'getCategoryImage',
        response: { 200: fileAnswer(...PICTURE_TYPES) },
        querystring: PictureQuery,
        tags,
        params: IdParams,
      },
    },
    async (request, reply) =>
      sendPicture(request, reply, await renderCategoryImage(deps, request.params.id), request.query.w),
  );

  app.get(
    '/api/v1/subCategories/getAll',
    {
      config: { catalogueCache: true },
      schema: {
        summary: 'Subcategories',
        operationId: 'listSubcategories',
        response: { 200: ok(z.array(Subcategory)) },
        tags,
        querystring: SubcategoryQuery,
      },
    },
    async (request) => answer(await listSubcategories(deps, request.query.categoryId)),
  );
  app.get(
    '/api/v1/subCategories/pagination',
    {
      config: { catalogueCache: true },
      schema: {
        summary: 'Subcategories, paged',
        operationId: 'pageSubcategories',
        response: { 200: okPage(Subcategory) },
        tags,
        querystring: PageQuery(PAGINATION.categories).extend(SubcategoryQuery.shape),
      },
    },
    async (request) => ({
      success: true as const,
      ...(await pageSubcategories(deps, request.query.page, request.query.limit, request.query.categoryId)),
    }),
  );
  app.get(
    '/api/v1/subCategories/getOne/:id',
    {
      config: { catalogueCache: true },
      schema: {
        summary: 'One subcategory',
        operationId: 'getSubcategory',
        response: { 200: ok(Subcategory) },
        tags,
        params: IdParams,
      },
    },
    async (request) => answer(await getSubcategory(deps, request.params.id)),
  );

  app.get(
    '/api/v1/brands/getAll',
    {
      config: { catalogueCache: true },
      schema: { summary: 'Brands', operationId: 'listBrands', response: { 200: ok(z.array(Brand)) }, tags },
    },
    async () => answer(await listBrands(deps)),
  );
  app.get(
    '/api/v1/brands/topMustBrand',
    {
      config: { catalogueCache: true },
      schema: {
        summary: 'Top brands',
        operationId: 'listTopBrands',
        response: { 200: ok(z.array(Brand)) },
        tags,
        querystring: TopQuery,
      },
    },
    async (request) => answer(await topBrands(deps, request.query.limit)),
  );
  app.get(
    '/api/v1/brands/pagination',
    {
      config: { catalogueCache: true },
      schema: {
        summary: 'Brands, paged',
        operationId: 'pageBrands',
        response: { 200: okPage(Brand) },
        tags,
        querystring: PageQuery(PAGINATION.brands),
      },
    },
    async (request) => ({
      success: true as const,
      ...(await pageBrands(deps, request.query.page, request.query.limit)),
    }),
  );
  app.get(
    '/api/v1/brands/getOne/:id',
    {
      config: { catalogueCache: true },
      schema: {
        summary: 'One brand',
        operationId: 'getBrand',
        response: { 200: ok(Brand) },
        tags,
        params: IdParams,
      },
    },
    async (request) => answer(await getBrand(deps, request.params.id)),
  );
  app.get(
    '/api/v1/brands/:id/logo',
    {
      schema: {
        summary: "A brand's logo",
        operationId: 'getBrandLogo',
        response: { 200: fileAnswer(...PICTURE_TYPES) },
        querystring: PictureQuery,
        tags,
        params: IdParams,
      },
    },
    async (request, reply) =>
      sendPicture(request, reply, await renderBrandLogo(deps, request.params.id), request.query.w),
  );

  app.get(
    '/api/v1/offers/getAll',
    {
      config: { catalogueCache: true },
      schema: { summary: 'Offers', operationId: 'listOffers', response: { 200: ok(z.array(Offer)) }, tags },
    },
    async () => answer(await listOffers(deps, new Date())),
  );
  app.get(
    '/api/v1/offers/pagination',
    {
      config: { catalogueCache: true },
      schema: {
        summary: 'Offers, paged',
        operationId: 'pageOffers',
        response: { 200: okPage(Offer) },
        tags,
        querystring: PageQuery(PAGINATION.offers),
      },
    },
    async (request) => ({
      success: true as const,
      ...(await pageOffers(deps, request.query.page, request.query.limit, new Date())),
    }),
  );
  app.get(
    '/api/v1/offers/:id/image',
    {
      schema: {
        summary: "An offer's picture",
        operationId: 'getOfferImage',
        response: { 200: fileAnswer(...PICTURE_TYPES) },
        querystring: PictureQuery,
        tags,
        params: IdParams,
      },
    },
    async (request, reply) =>
      sendPicture(request, reply, await renderOfferImage(deps, request.params.id), request.query.w),
  );

  app.get(
    '/api/v1/banners/getAll',
    {
      config: { catalogueCache: true },
      schema: {
        summary: 'Banners shown now',
        operationId: 'listBanners',
        response: { 200: ok(z.array(Banner)) },
        tags,
      },
    },
    async () => answer(await listBanners(deps, new Date())),
  );
  app.get(
    '/api/v1/banners/pagination',
    {
      config: { catalogueCache: true },
      schema: {
        summary: 'Banners shown now, paged',
        operationId: 'pageBanners',
        response: { 200: okPage(Banner) },
        tags,
        querystring: PageQuery(PAGINATION.banners),
      },
    },
    async (request) => ({
      success: true as const,
      ...(await pageBanners(deps, request.query.page, request.query.limit, new Date())),
    }),
  );
  app.get(
    '/api/v1/banners/:id/image',
    {
      schema: {
        summary: "A banner's picture",
        operationId: 'getBannerImage',
        response: { 200: fileAnswer(...PICTURE_TYPES) },
        querystring: PictureQuery,
        tags,
        params: IdParams,
      },
    },
    async (request, reply) =>
      sendPicture(request, reply, await renderBannerImage(deps, request.params.id), request.query.w),
  );
}
