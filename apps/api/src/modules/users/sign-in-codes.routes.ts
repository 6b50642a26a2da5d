// Signing in with a mobile number and a code, and staff's second step (docs/product-rules.md#one-time-codes):
// thin handlers that parse, call one operation and map the answer.

import { ok } from '@arogya/contracts/errors';
import {
  CodeSentAnswer,
  RegisterByPhoneRequest,
  ResendStaffCodeRequest,
  SendSignInCodeRequest,
  SignedIn,
  SignInMethods,
  StaffCodeRequest,
  VerifySignInCodeAnswer,
  VerifySignInCodeRequest,
} from '@arogya/contracts/one-time-codes';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.ts';
import { refusals } from '../../lib/openapi-errors.ts';
import { publicOriginOf } from '../../lib/public-origin.ts';
import type { AccountDeps } from './account-deps.ts';
import { getSignInMethods } from './get-sign-in-methods.ts';
import { registerByPhone } from './register-by-phone.ts';
import { resendStaffCode } from './resend-staff-code.ts';
import { sentMessage } from './send-code.ts';
import { sendSignInCode } from './send-sign-in-code.ts';
import { verifySignInCode } from './verify-sign-in-code.ts';
import { verifyStaffCode } from './verify-staff-code.ts';

export async function signInCodesRoutes(
  fastify: FastifyInstance,
  { ctx, account }: { ctx: AppContext; account: AccountDeps },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];
  const originOf = publicOriginOf(ctx.env);
  const meta = (request: FastifyRequest) => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    host: new URL(originOf(request)).hostname,
  });

  app.get(
    '/api/v1/users/sign-in-methods',
    {
      schema: {
        summary: 'Whether this server signs in by a code to a mobile number, and by which channels',
        operationId: 'getSignInMethods',
        response: { 200: ok(SignInMethods) },
        tags,
      },
      config: { database: false },
    },
    async () => ({ success: true as const, result: getSignInMethods(account) }),
  );

  app.post(
    '/api/v1/users/code/send',
    {
      schema: {
        summary: 'Send a 6-digit code to sign in (or create an account) with a mobile number',
        operationId: 'sendSignInCode',
        response: { 200: CodeSentAnswer, ...refusals(422, 429) },
        tags,
        body: SendSignInCodeRequest,
      },
    },
    async (request) => {
      const result = await sendSignInCode(ctx, account, request.body, meta(request));
      return { success: true as const, result, message: sentMessage(result) };
    },
  );

  app.post(
    '/api/v1/users/code/verify',
    {
      schema: {
        summary:
          'Sign in with the code; a number with no account gets a ticket to create one (name and consent)',
        operationId: 'verifySignInCode',
        response: { 200: VerifySignInCodeAnswer, ...refusals(422) },
        tags,
        body: VerifySignInCodeRequest,
      },
    },
    async (request) => {
      const done = await verifySignInCode(ctx, account, request.body, meta(request));
      if (done.kind === 'signed-in') {
        return { success: true as const, token: done.token, user: done.user };
      }
      return {
        success: true as const,
        registration: { ticket: done.ticket, phone: done.phone },
        message: 'Your number is verified. Tell us your name to create your account.',
      };
    },
  );

  app.post(
    '/api/v1/users/register/phone',
    {
      schema: {
        summary: 'Create an account with a number proven by its code, a name and the consent',
        operationId: 'registerByPhone',
        response: { 201: SignedIn, ...refusals(409, 429) },
        tags,
        body: RegisterByPhoneRequest,
      },
    },
    async (request, reply) => {
      const { token, user } = await registerByPhone(ctx, account, request.body, meta(request));
      return reply.status(201).send({ success: true as const, token, user, message: 'Welcome to Arogya' });
    },
  );

  app.post(
    '/api/v1/users/login/code',
    {
      schema: {
        summary: "A staff account's second step: the code sent to its phone after the right password",
        operationId: 'verifyStaffCode',
        response: { 200: SignedIn, ...refusals(409) },
        tags,
        body: StaffCodeRequest,
      },
    },
    async (request) => {
      const { token, user } = await verifyStaffCode(ctx, account, request.body, meta(request));
      return { success: true as const, token, user };
    },
  );

  app.post(
    '/api/v1/users/login/code/resend',
    {
      schema: {
        summary: "Send a staff account's sign-in code again",
        operationId: 'resendStaffCode',
        response: { 200: CodeSentAnswer, ...refusals(409, 422, 429) },
        tags,
        body: ResendStaffCodeRequest,
      },
    },
    async (request) => {
      const result = await resendStaffCode(ctx, account, request.body.challenge, meta(request));
      return { success: true as const, result, message: sentMessage(result) };
    },
  );
}
