// Video and audio consultations: call initiation and answer, call history, teleconsultation consent, and
// the two signalling sockets. Registered as a scope of its own, so the WebSocket plugin's hooks apply to
// these routes only.
import {
  Call,
  CallHistoryQuery,
  CallIdParams,
  CallSession,
  EndCallRequest,
  GiveConsentRequest,
  InitiateCallRequest,
  SIGNAL_MAX_BYTES,
  TeleconsultationConsent,
} from '@arogya/contracts/calls';
import { ok, okPage } from '@arogya/contracts/errors';
import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createAuthGuards, currentUser } from '../../lib/auth.ts';
import type { AppContext } from '../../lib/context.ts';
import { refusals } from '../../lib/openapi-errors.ts';
import { acceptCall, declineCall, endCall, getCall, renewCallToken } from './answer-call.ts';
import type { CallDeps } from './calls-deps.ts';
import { registerEPrescriptionRoutes } from './e-prescriptions.routes.ts';
import { clearRingTimers } from './expire-calls.ts';
import { checkCallStart, initiateCall } from './initiate-call.ts';
import { listCallHistory } from './list-call-history.ts';
import { handleNotificationSocket } from './notification-socket.ts';
import { handleSignalSocket } from './signal-socket.ts';
import { getConsent, giveConsent } from './teleconsultation-consent.ts';

const meta = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

export async function callsRoutes(
  fastify: FastifyInstance,
  { ctx, deps }: { ctx: AppContext; deps: CallDeps },
) {
  await fastify.register(websocket, { options: { maxPayload: SIGNAL_MAX_BYTES } });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { authenticate, requirePermission } = createAuthGuards(ctx);
  const tags = ['calls'];
  const security = [{ bearerAuth: [] }];
  // docs/screens.md#call-start-validation names the message of each bad initiation ('Missing receiver
  // information. Please try again.', ...): it is the message itself here, not a generic one. Everything else
  // goes to the app's error handler.
  fastify.setErrorHandler((error, request, reply) => {
    const issue = (error as { validation?: { message?: string }[] }).validation?.[0];
    const url = request.routeOptions.url;
    if (issue?.message && (url === '/api/v1/calls/initiate' || url === '/api/v1/calls/check')) {
      const details = (error as { validation: { message?: string; instancePath?: string }[] }).validation.map(
        (v) => ({
          field: (v.instancePath ?? '').replace(/^\//, '') || 'body',
          message: v.message ?? 'Invalid value',
        }),
      );
      return reply
        .status(400)
        .send({ success: false, message: issue.message, code: 'VALIDATION_ERROR', details });
    }
    throw error;
  });
  fastify.addHook('onClose', async () => {
    clearRingTimers(deps);
    await ctx.signalling.close();
  });

  app.post(
    '/api/v1/calls/initiate',
    {
      schema: {
        summary: 'Start a video or audio call',
        operationId: 'initiateCall',
        response: { 201: CallSession, ...refusals(409, 422) },
        tags,
        security,
        body: InitiateCallRequest,
        description:
          'Rings the doctor and answers { success, token, expiresAt, call, role, iceServers }: the token ' +
          'admits the caller to this call only (first message on /api/v1/calls/signal).',
      },
      preHandler: [authenticate, requirePermission('consultations:start')],
    },
    async (request, reply) =>
      reply.status(201).send(await initiateCall(deps, currentUser(request), request.body, new Date())),
  );

  app.post(
    '/api/v1/calls/check',
    {
      schema: {
        summary: 'Whether a doctor can be called now',
        operationId: 'checkCallAvailability',
        response: { 200: ok(z.object({ doctorId: z.string() })), ...refusals(409, 422) },
        tags,
        security,
        body: InitiateCallRequest,
        description:
          'Answers 200 when initiate would ring the doctor now, else the same refusal initiate gives; rings ' +
          'no one. The call screen asks for the camera and microphone only after this.',
      },
      preHandler: [authenticate, requirePermission('consultations:start')],
    },
    async (request) => {
      const { doctor } = await checkCallStart(deps, currentUser(request), request.body, new Date());
      return {
        success: true as const,
        result: { doctorId: doctor.id },
        message: `Dr. ${doctor.name} can take your call.`,
      };
    },
  );

  app.post(
    '/api/v1/calls/:id/accept',
    {
      schema: {
        summary: 'Answer a ringing call',
        operationId: 'acceptCall',
        response: { 200: CallSession, ...refusals(403, 409, 422) },
        tags,
        security,
        params: CallIdParams,
        description:
          'By the one the call rings: the doctor when a patient rang, the patient when the doctor rang from ' +
          'the desk (who must have given the teleconsultation consent).',
      },
      // Either side may be the callee; the operation refuses the caller (403).
      preHandler: authenticate,
    },
    async (request) => acceptCall(deps, currentUser(request), request.params.id, new Date()),
  );

  app.post(
    '/api/v1/calls/:id/decline',
    {
      schema: {
        summary: 'Decline a ringing call',
        operationId: 'declineCall',
        response: { 200: ok(Call), ...refusals(403, 409, 422) },
        tags,
        security,
        params: CallIdParams,
      },
      preHandler: authenticate,
    },
    async (request) => ({
      success: true as const,
      result: await declineCall(deps, currentUser(request), request.params.id, new Date()),
      message: 'Call declined',
    }),
  );

  app.post(
    '/api/v1/calls/:id/end',
    {
      schema: {
        summary: 'End a call',
        operationId: 'endCall',
        response: { 200: ok(Call), ...refusals(409, 422) },
        tags,
        security,
        params: CallIdParams,
        body: EndCallRequest.nullish(),
      },
      preHandler: authenticate,
    },
    async (request) => ({
      success: true as const,
      result: await endCall(
        deps,
        currentUser(request),
        request.params.id,
        request.body?.failed ?? false,
        new Date(),
      ),
      message: 'Call ended',
    }),
  );

  app.post(
    '/api/v1/calls/:id/token',
    {
      schema: {
        summary: 'Media credentials for a call',
        operationId: 'getCallToken',
        response: { 200: CallSession },
        tags,
        security,
        params: CallIdParams,
      },
      preHandler: authenticate,
    },
    async (request) => renewCallToken(deps, currentUser(request), request.params.id, new Date()),
  );

  app.get(
    '/api/v1/calls/history',
    {
      schema: {
        summary: 'Your calls, newest first',
        operationId: 'listCallHistory',
        response: { 200: okPage(Call) },
        tags,
        security,
        querystring: CallHistoryQuery,
      },
      preHandler: authenticate,
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return {
        success: true as const,
        ...(await listCallHistory(deps, currentUser(request), request.query)),
      };
    },
  );

  app.get(
    '/api/v1/calls/consent',
    {
      schema: {
        summary: 'Whether you have consented to teleconsultation',
        operationId: 'getTeleconsultationConsent',
        response: { 200: ok(TeleconsultationConsent) },
        tags,
        security,
      },
      preHandler: authenticate,
    },
    async (request) => ({ success: true as const, result: await getConsent(deps, currentUser(request).id) }),
  );

  app.post(
    '/api/v1/calls/consent',
    {
      schema: {
        summary: 'Consent to teleconsultation',
        operationId: 'giveTeleconsultationConsent',
        response: { 200: ok(TeleconsultationConsent) },
        tags,
        security,
        body: GiveConsentRequest,
      },
      preHandler: authenticate,
    },
    async (request) => ({
      success: true as const,
      result: await giveConsent(deps, currentUser(request).id, meta(request), new Date()),
      message: 'Thank you. Your consent is recorded.',
    }),
  );

  app.get(
    '/api/v1/calls/:id',
    {
      schema: {
        summary: 'One call',
        operationId: 'getCall',
        response: { 200: ok(Call) },
        tags,
        security,
        params: CallIdParams,
      },
      preHandler: authenticate,
    },
    async (request) => ({
      success: true as const,
      result: await getCall(deps, currentUser(request), request.params.id),
    }),
  );

  registerEPrescriptionRoutes(fastify, deps, {
    authenticate,
    doctorOnly: [authenticate, requirePermission('consultations:conduct')],
  });

  fastify.get('/api/v1/calls/signal', { websocket: true, schema: { hide: true } }, (socket) =>
    handleSignalSocket(deps, socket),
  );

  fastify.get('/api/v1/calls/notifications', { websocket: true, schema: { hide: true } }, (socket) =>
    handleNotificationSocket(deps, socket, async (token) => {
      const claims = await ctx.tokens.verify(token);
      return claims ? ctx.sessions.findLiveSession(claims.sid, claims.sub) : undefined;
    }),
  );
}
