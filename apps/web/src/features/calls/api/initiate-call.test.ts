import { CALL_MESSAGES } from '@arogya/contracts/calls';
import { describe, expect, it, vi } from 'vitest';
import { callText } from '../call-text.ts';
import { joinErrorMessage as joinError } from '../join-error.ts';

/** The message 'Connection Failed' shows for it (English: the tests run in English). */
const joinErrorMessage = (error: unknown) => callText(joinError(error));

import { type CallApiError, checkCall, initiateCall } from './initiate-call.ts';

const json = (status: number, body: unknown, statusText = '') =>
  new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });

async function failure(
  response: Response | Error,
  input = { doctorId: 'doc_1', callType: 'video' as const },
) {
  const fetch = vi.fn(async () => {
    if (response instanceof Error) throw response;
    return response;
  });
  try {
    await initiateCall(input, { fetch, token: 'tkn', baseUrl: '' });
  } catch (error) {
    return { error: error as CallApiError, fetch };
  }
  throw new Error('expected a failure');
}

describe('initiateCall (POST /api/v1/calls/initiate)', () => {
  it('posts doctorId and callType with the bearer token and returns the session', async () => {
    const session = { success: true, token: 'call-token', call: { id: 'c1' }, iceServers: [] };
    const fetch = vi.fn(async () => json(201, session));
    const result = await initiateCall(
      { doctorId: 'doc_1', callType: 'audio' },
      { fetch, token: 'tkn', baseUrl: '' },
    );
    expect(result.token).toBe('call-token');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/calls/initiate');
    expect(JSON.parse(String(init.body))).toEqual({ doctorId: 'doc_1', callType: 'audio' });
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tkn');
  });

  it("'Receiver ID is required' without a doctor, before any request", async () => {
    const { error, fetch } = await failure(json(201, {}), { doctorId: '', callType: 'video' });
    expect(error.message).toBe('Receiver ID is required');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a network failure', async () => {
    const { error } = await failure(new TypeError('Failed to fetch'));
    expect(error).toMatchObject({ message: CALL_MESSAGES.network, status: 0 });
    expect(joinErrorMessage(error)).toBe(
      'Unable to connect to server. Please check your internet connection.',
    );
  });

  it('a non-JSON response, with its status', async () => {
    const { error } = await failure(
      new Response('<html>', { status: 200, headers: { 'content-type': 'text/html' } }),
    );
    expect(error.message).toBe('Server returned non-JSON response (status 200)');
    expect(joinErrorMessage(error)).toBe('Server communication error. Please try again later.');
  });

  it('the API message, error, details or status text when not ok', async () => {
    expect((await failure(json(409, { success: false, message: 'Dr. X is busy' }))).error.message).toBe(
      'Dr. X is busy',
    );
    expect((await failure(json(422, { error: 'Not now' }))).error.message).toBe('Not now');
    expect(
      (await failure(json(400, { details: [{ field: 'doctorId', message: 'Bad id' }] }))).error.message,
    ).toBe('Bad id');
    expect((await failure(json(503, {}, 'Service Unavailable'))).error).toMatchObject({
      message: 'Service Unavailable',
      status: 503,
      code: null,
    });
  });

  it("carries the refusal's code, so a Hindi page can say it in Hindi", async () => {
    expect(
      (await failure(json(429, { success: false, message: 'Too many requests', code: 'RATE_LIMITED' })))
        .error,
    ).toMatchObject({ message: 'Too many requests', status: 429, code: 'RATE_LIMITED' });
    expect(
      (await failure(json(200, { success: false, message: 'Not now', code: 'BUSINESS_RULE' }))).error,
    ).toMatchObject({ message: 'Not now', code: 'BUSINESS_RULE' });
    // The 401 row and the checks made here carry none.
    expect((await failure(json(401, { success: false, code: 'UNAUTHORIZED' }))).error.code).toBeNull();
    expect((await failure(json(201, { success: true }))).error.code).toBeNull();
  });

  it("'Please log in again to continue.' on a 401, shown as the 401 row", async () => {
    const { error } = await failure(json(401, { success: false, message: 'Authentication expired' }));
    expect(error).toMatchObject({ message: CALL_MESSAGES.loginAgain, status: 401 });
    expect(joinErrorMessage(error)).toBe('Authentication failed. Please log in again.');
  });

  it("'API request failed' when success is false, 'No token received from server' without a token", async () => {
    expect((await failure(json(200, { success: false }))).error.message).toBe('API request failed');
    const { error } = await failure(json(201, { success: true }));
    expect(error.message).toBe('No token received from server');
    expect(joinErrorMessage(error)).toBe('Server configuration error. Please contact support.');
  });
});

describe('checkCall (POST /api/v1/calls/check)', () => {
  it('resolves when the call can go ahead, sending the appointment when there is one', async () => {
    const fetch = vi.fn(async () => json(200, { success: true, result: { doctorId: 'doc_1' } }));
    await checkCall(
      { doctorId: 'doc_1', callType: 'video', appointmentId: 'apt_1' },
      { fetch, token: 'tkn', baseUrl: '' },
    );
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/calls/check');
    expect(JSON.parse(String(init.body))).toEqual({
      doctorId: 'doc_1',
      callType: 'video',
      appointmentId: 'apt_1',
    });
  });

  it('rejects with the API’s reason, as initiate does', async () => {
    const message = 'Dr. Rao is not available for consultations now. Please book an appointment.';
    const fetch = vi.fn(async () => json(422, { success: false, message }));
    await expect(
      checkCall({ doctorId: 'doc_1', callType: 'video' }, { fetch, token: 'tkn', baseUrl: '' }),
    ).rejects.toMatchObject({ message, status: 422 });
  });
});
