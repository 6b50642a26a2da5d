// Accounts and sessions: thin handlers that parse, call one operation and map the answer.

import { fileAnswer, OkMessage, ok } from '@arogya/contracts/errors';
import { LoginAnswer } from '@arogya/contracts/one-time-codes';
import {
  ChangePasswordRequest,
  DeleteAccountRequest,
  LoginRequest,
  PersonalDataExport,
  PublicUser,
  RegisterRequest,
  SessionAnswer,
  TokenAnswer,
  UpdateLanguageRequest,
  UpdateProfileRequest,
  UserIdParams,
} from '@arogya/contracts/users';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { createAuthGuards, currentAccount, currentUser } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { withMultipart } from '../../lib/multipart.ts';
import { refusals } from '../../lib/openapi-errors.ts';
import { publicOriginOf } from '../../lib/public-origin.ts';
import { sendAttachment } from '../../lib/send-attachment.ts';
import type { AccountDeps } from './account-deps.ts';
import { removeAvatar, setAvatar } from './avatar.ts';
import { changePassword } from './change-password.ts';
import { deleteAccount, exportUserData } from './export-and-delete-account.ts';
import { getUserProfile, type ProfileDeps } from './get-user-profile.ts';
import { loginUser, staffCodeMessage } from './login-user.ts';
import { personalDataSummaryPdf } from './personal-data-summary.ts';
import { registerUser } from './register-user.ts';
import { updateLanguage } from './update-language.ts';
import { updateProfile } from './update-profile.ts';
import { mapUser } from './user-mapper.ts';

const meta = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

export async function usersRoutes(
  fastify: FastifyInstance,
  { ctx, profileDeps, account }: { ctx: AppContext; profileDeps: ProfileDeps; account: AccountDeps },
) {
  const originOf = publicOriginOf(ctx.env);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { authenticate } = createAuthGuards(ctx);
  const tags = ['users'];
  const security = [{ bearerAuth: [] }];

  app.post(
    '/api/v1/users/register',
    {
      schema: {
        summary: 'Create an account',
        operationId: 'register',
        response: { 201: SessionAnswer, ...refusals(409, 429) },
        tags,
        body: RegisterRequest,
      },
    },
    async (request, reply) => {
      const { token, user } = await registerUser(ctx, request.body, meta(request));
      return reply.status(201).send({ success: true as const, token, user, message: 'Welcome to Arogya' });
    },
  );

  app.post(
    '/api/v1/users/login',
    {
      schema: {
        summary: 'Sign in with e-mail and password (a staff account then gets a code to its phone)',
        operationId: 'login',
        response: { 200: LoginAnswer, ...refusals(409, 422, 429) },
        tags,
        body: LoginRequest,
      },
    },
    async (request) => {
      const done = await loginUser(ctx, account, request.body, {
        ...meta(request),
        host: new URL(originOf(request)).hostname,
      });
      if (done.kind === 'signed-in') return { success: true as const, token: done.token, user: done.user };
      return {
        success: true as const,
        codeRequired: true as const,
        challenge: done.challenge,
        result: done.sent,
        message: staffCodeMessage(done.sent.to),
      };
    },
  );

  app.post(
    '/api/v1/users/logout',
    {
      schema: {
        summary: 'Sign out',
        operationId: 'logout',
        response: { 200: OkMessage, ...refusals(422) },
        tags,
        security,
      },
      preHandler: authenticate,
    },
    async (request) => {
      if (request.auth) await ctx.users.revokeSession(request.auth.sessionId);
      return { success: true as const, message: 'Logged out' };
    },
  );

  app.get(
    '/api/v1/users/profile',
    {
      schema: {
        summary: 'Your profile',
        operationId: 'getProfile',
        response: { 200: ok(PublicUser) },
        tags,
        security,
      },
      preHandler: authenticate,
    },
    async (request) => ({
      success: true as const,
      result: mapUser(currentAccount(request)),
    }),
  );

  app.get(
    '/api/v1/users/profile/:id',
    {
      schema: {
        summary: "A user's profile (yourself, or staff with a reason)",
        operationId: 'getUserProfile',
        response: { 200: ok(PublicUser) },
        tags,
        security,
        params: UserIdParams,
      },
      preHandler: authenticate,
    },
    async (request) => ({
      success: true as const,
      result: await getUserProfile(profileDeps, currentAccount(request), request.params.id),
    }),
  );

  app.put(
    '/api/v1/user/profile/update',
    {
      schema: {
        summary: 'Change your profile',
        operationId: 'updateProfile',
        response: { 200: ok(PublicUser) },
        tags,
        security,
        body: UpdateProfileRequest,
      },
      preHandler: authenticate,
    },
    async (request) => ({
      success: true as const,
      result: await updateProfile(ctx, currentUser(request).id, request.body),
      message: 'Profile updated',
    }),
  );

  app.patch(
    '/api/v1/users/language',
    {
      schema: {
        summary: 'Choose the language of your pages, notifications and documents',
        operationId: 'updateLanguage',
        response: { 200: ok(PublicUser) },
        tags,
        security,
        body: UpdateLanguageRequest,
      },
      preHandler: authenticate,
    },
    async (request) => ({
      success: true as const,
      result: await updateLanguage(ctx, currentUser(request).id, request.body),
      message: 'Language saved',
    }),
  );

  await withMultipart(fastify, (scope) => {
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/v1/user/profile/avatar',
      {
        schema: {
          summary: 'Upload a profile photo',
          operationId: 'setAvatar',
          response: { 200: ok(PublicUser) },
          tags,
          security,
          consumes: ['multipart/form-data'],
        },
        preHandler: authenticate,
      },
      async (request) => {
        const file = await request.file({ limits: { fileSize: 2 * 1024 * 1024 + 1, files: 1 } });
        if (file?.fieldname !== 'avatar') {
          throw AppError.invalid('Attach an image in the "avatar" field', [
            { field: 'avatar', message: 'Required' },
          ]);
        }
        const data = await file.toBuffer();
        return {
          success: true as const,
          result: await setAvatar(ctx, currentAccount(request), data),
          message: 'Photo updated',
        };
      },
    );
  });

  app.delete(
    '/api/v1/user/profile/avatar',
    {
      schema: {
        summary: 'Remove your profile photo',
        operationId: 'removeAvatar',
        response: { 200: ok(PublicUser) },
        tags,
        security,
      },
      preHandler: authenticate,
    },
    async (request) => ({
      success: true as const,
      result: await removeAvatar(ctx, currentAccount(request)),
      message: 'Photo removed',
    }),
  );

  app.post(
    '/api/v1/users/change-password',
    {
      schema: {
        summary: 'Change your password',
        operationId: 'changePassword',
        response: { 200: TokenAnswer },
        tags,
        security,
        body: ChangePasswordRequest,
      },
      preHandler: authenticate,
    },
    async (request) => {
      const token = await changePassword(ctx, account, currentAccount(request), request.body, meta(request));
      return {
        success: true as const,
        token,
        message: 'Password changed. Other devices have been signed out.',
      };
    },
  );

  app.get(
    '/api/v1/users/me/export',
    {
      schema: {
        summary: 'Everything held about you, as JSON',
        operationId: 'exportAccountData',
        response: { 200: PersonalDataExport },
        tags,
        security,
      },
      preHandler: authenticate,
    },
    async (request, reply) => {
      const data = await exportUserData(ctx, currentAccount(request));
      reply.header('content-disposition', 'attachment; filename="arogya-my-data.json"');
      reply.header('cache-control', 'no-store');
      return data;
    },
  );

  app.get(
    '/api/v1/users/me/export/pdf',
    {
      schema: {
        summary: 'Everything held about you, as a PDF to read',
        operationId: 'exportAccountDataPdf',
        response: { 200: fileAnswer('application/pdf') },
        tags,
        security,
      },
      preHandler: authenticate,
    },
    async (request, reply) => {
      const data = await exportUserData(ctx, currentAccount(request));
      const pdf = await personalDataSummaryPdf(ctx.database.db, data);
      return sendAttachment(reply, pdf, 'arogya-my-data.pdf');
    },
  );

  app.delete(
    '/api/v1/users/me',
    {
      schema: {
        summary: 'Delete your account',
        operationId: 'deleteAccount',
        response: { 200: OkMessage },
        tags,
        security,
        body: DeleteAccountRequest,
      },
      preHandler: authenticate,
    },
    async (request) => {
      await deleteAccount(ctx, account, currentAccount(request), request.body, request.ip);
      return { success: true as const, message: 'Your account and its data have been deleted' };
    },
  );

  app.get(
    '/api/v1/files/avatars/:key',
    {
      schema: {
        summary: 'A profile photo',
        operationId: 'getAvatar',
        response: { 200: fileAnswer('image/jpeg', 'image/png', 'image/webp') },
        tags,
        params: z.strictObject({ key: z.string().regex(/^[a-f0-9-]{36}\.(jpg|png|webp)$/) }),
      },
    },
    async (request, reply) => {
      const file = await ctx.storage.get(`avatars/${request.params.key}`);
      if (!file) throw AppError.notFound('Image not found');
      const ext = request.params.key.split('.').pop();
      reply.type(ext === 'jpg' ? 'image/jpeg' : `image/${ext}`);
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      return reply.send(file.stream);
    },
  );
}
