// Verified contacts (docs/product-rules.md#verified-contacts): a code verifies a number, a link an e-mail
// address, and a code to the verified number confirms what an account without a password changes. Thin
// handlers that parse, call one operation and map the answer.
import { OkMessage, ok } from '@arogya/contracts/errors';
import {
  CodeSentAnswer,
  SendEmailLinkRequest,
  SendPhoneCodeRequest,
  VerifyEmailRequest,
  VerifyPhoneRequest,
} from '@arogya/contracts/one-time-codes';
import { PublicUser } from '@arogya/contracts/users';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { createAuthGuards, currentAccount } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { refusals } from '../../lib/openapi-errors.ts';
import { publicOriginOf } from '../../lib/public-origin.ts';
import type { AccountDeps } from './account-deps.ts';
import { sentMessage } from './send-code.ts';
import { sendConfirmCode } from './send-confirm-code.ts';
import { sendEmailLink } from './send-email-link.ts';
import { sendPhoneCode } from './send-phone-code.ts';
import { verifyEmail } from './verify-email.ts';
import { verifyPhone } from './verify-phone.ts';

export async function contactsRoutes(
  fastify: FastifyInstance,
  { ctx, account }: { ctx: AppContext; account: AccountDeps },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { authenticate } = createAuthGuards(ctx);
  const tags = ['users'];
  const security = [{ bearerAuth: [] }];
  const originOf = publicOriginOf(ctx.env);
  const meta = (request: FastifyRequest) => ({
    ip: request.ip,
    host: new URL(originOf(request)).hostname,
  });

  app.post(
    '/api/v1/users/me/phone',
    {
      schema: {
        summary:
          'Send a code to the number to verify (yours, or a new one: it changes when the code comes back)',
        operationId: 'sendPhoneCode',
        response: { 200: CodeSentAnswer, ...refusals(422, 429) },
        tags,
        security,
        body: SendPhoneCodeRequest,
      },
      preHandler: authenticate,
    },
    async (request) => {
      const result = await sendPhoneCode(ctx, account, currentAccount(request), request.body, meta(request));
      return { success: true as const, result, message: sentMessage(result) };
    },
  );

  app.post(
    '/api/v1/users/me/phone/verify',
    {
      schema: {
        summary: 'Verify the number with its code; it becomes your number',
        operationId: 'verifyPhone',
        response: { 200: ok(PublicUser), ...refusals(409) },
        tags,
        security,
        body: VerifyPhoneRequest,
      },
      preHandler: authenticate,
    },
    async (request) => ({
      success: true as const,
      result: await verifyPhone(ctx, account, currentAccount(request), request.body, meta(request)),
      message: 'Your mobile number is verified.',
    }),
  );

  app.post(
    '/api/v1/users/me/email',
    {
      schema: {
        summary:
          'Send a link to the address to verify (yours, or a new one: it changes when the link is opened)',
        operationId: 'sendEmailLink',
        response: { 200: OkMessage, ...refusals(409, 422, 429) },
        tags,
        security,
        body: SendEmailLinkRequest,
      },
      preHandler: authenticate,
    },
    async (request) => ({
      success: true as const,
      message: await sendEmailLink(ctx, account, currentAccount(request), request.body, originOf(request)),
    }),
  );

  app.post(
    '/api/v1/users/email/verify',
    {
      schema: {
        summary: 'Verify an e-mail address with the link sent to it',
        operationId: 'verifyEmail',
        response: { 200: OkMessage, ...refusals(409) },
        tags,
        body: VerifyEmailRequest,
      },
    },
    async (request) => ({ success: true as const, message: await verifyEmail(ctx, account, request.body) }),
  );

  app.post(
    '/api/v1/users/me/code',
    {
      schema: {
        summary: 'Send a code to your verified number, to confirm setting a password or deleting the account',
        operationId: 'sendConfirmCode',
        response: { 200: CodeSentAnswer, ...refusals(422, 429) },
        tags,
        security,
      },
      preHandler: authenticate,
    },
    async (request) => {
      const result = await sendConfirmCode(ctx, account, currentAccount(request), meta(request));
      return { success: true as const, result, message: sentMessage(result) };
    },
  );
}
