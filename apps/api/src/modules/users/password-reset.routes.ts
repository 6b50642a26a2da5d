// Password reset (docs/product-rules.md#password-reset): ask for a link to the verified e-mail or a code to the
// verified number, then use it.
import { OkMessage } from '@arogya/contracts/errors';
import { ForgotPasswordInput, ResetPasswordInput } from '@arogya/contracts/notifications';
import { SessionAnswer } from '@arogya/contracts/users';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.ts';
import { refusals } from '../../lib/openapi-errors.ts';
import { publicOriginOf } from '../../lib/public-origin.ts';
import type { Notify } from '../notifications/notify.ts';
import type { AccountDeps } from './account-deps.ts';
import { requestPasswordReset } from './request-password-reset.ts';
import { resetPassword } from './reset-password.ts';

export async function passwordResetRoutes(
  fastify: FastifyInstance,
  { ctx, notify, account }: { ctx: AppContext; notify: Notify; account: AccountDeps },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['users'];
  const originOf = publicOriginOf(ctx.env);

  app.post(
    '/api/v1/users/password/forgot',
    {
      schema: {
        summary:
          'Ask for a link (e-mail) or a code (mobile number) to set a new password; the same answer whether or not either has an account',
        operationId: 'forgotPassword',
        response: { 200: OkMessage, ...refusals(429) },
        tags,
        body: ForgotPasswordInput,
      },
    },
    async (request) => ({
      success: true as const,
      message: await requestPasswordReset(ctx, { notify, account, origin: originOf(request) }, request.body, {
        ip: request.ip,
      }),
    }),
  );

  app.post(
    '/api/v1/users/password/reset',
    {
      schema: {
        summary:
          'Set a new password with the link from the e-mail or the code sent to the number; ends every session and signs in here',
        operationId: 'resetPassword',
        response: { 200: SessionAnswer },
        tags,
        body: ResetPasswordInput,
      },
    },
    async (request) => {
      const { token, user } = await resetPassword(ctx, account, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      return {
        success: true as const,
        token,
        user,
        message: 'Your new password is set. Every other device has been signed out.',
      };
    },
  );
}
