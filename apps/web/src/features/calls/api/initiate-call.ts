// POST /api/v1/calls/check and /api/v1/calls/initiate with the checks and messages of
// docs/screens.md#call-start-validation: the answer must be JSON, successful and carry a token. Not through
// lib/api-client.ts: the call screen needs to tell a non-JSON answer, a refusal and a missing token apart,
// and shows its own message for a 401.
import {
  CALL_MESSAGES,
  type CallSession,
  type CallType,
  type InitiateCallRequest,
} from '@arogya/contracts/calls';
import { STORAGE_KEYS } from '@arogya/contracts/storage-keys';
import { API_BASE_URL } from '../../../config/env.ts';
import { readItem, removeItem } from '../../../lib/storage.ts';

export class CallApiError extends Error {
  readonly status: number;
  /**
   * The code of the API's refusal (packages/contracts/src/errors.ts ErrorCode), when it sent one: a Hindi page
   * shows a message it does not know by it (call-text.ts), never the API's English.
   */
  readonly code: string | null;
  constructor(message: string, status: number, code: string | null = null) {
    super(message);
    this.name = 'CallApiError';
    this.status = status;
    this.code = code;
  }
}

type Options = { fetch?: typeof fetch; baseUrl?: string; token?: string | null };

function text(value: unknown): string | undefined {
  if (typeof value === 'string' && value) return value;
  if (Array.isArray(value)) {
    const parts = value
      .map((d) => (typeof d === 'string' ? d : (d as { message?: unknown })?.message))
      .filter((m): m is string => typeof m === 'string' && m.length > 0);
    return parts.length > 0 ? parts.join('; ') : undefined;
  }
  return undefined;
}

/** The error envelope's code (`{ success: false, message, code }`), if the answer carries one. */
function codeOf(data: Record<string, unknown>): string | null {
  return typeof data.code === 'string' && data.code ? data.code : null;
}

type CallRequestInput = { doctorId: string; callType: CallType; appointmentId?: string; reason?: string };

/** Posts a call request and answers its JSON body when successful, with the documented message otherwise. */
async function postCallRequest(
  path: string,
  input: CallRequestInput,
  options: Options,
): Promise<{ data: Record<string, unknown>; status: number }> {
  if (!input.doctorId) throw new Error(CALL_MESSAGES.receiverRequired);
  const fetchImpl = options.fetch ?? fetch;
  const token = options.token !== undefined ? options.token : readItem(STORAGE_KEYS.token);
  const body: InitiateCallRequest = { doctorId: input.doctorId, callType: input.callType };
  if (input.appointmentId) body.appointmentId = input.appointmentId;
  if (input.reason) body.reason = input.reason;

  let response: Response;
  try {
    response = await fetchImpl(`${options.baseUrl ?? API_BASE_URL}${path}`, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
  } catch {
    throw new CallApiError(CALL_MESSAGES.network, 0);
  }

  const nonJson = () =>
    new CallApiError(`${CALL_MESSAGES.nonJson} (status ${response.status})`, response.status);
  if (!(response.headers.get('content-type') ?? '').includes('json')) throw nonJson();
  let data: Record<string, unknown>;
  try {
    data = (await response.json()) as Record<string, unknown>;
  } catch {
    throw nonJson();
  }
  if (!data || typeof data !== 'object') throw nonJson();

  if (!response.ok) {
    if (response.status === 401) {
      // A 401 ends the stored session; the screen tells the user to log in again.
      removeItem(STORAGE_KEYS.token);
      removeItem(STORAGE_KEYS.user);
      throw new CallApiError(CALL_MESSAGES.loginAgain, 401);
    }
    const message =
      text(data.message) ??
      text(data.error) ??
      text(data.details) ??
      (response.statusText || CALL_MESSAGES.apiFailed);
    throw new CallApiError(message, response.status, codeOf(data));
  }
  if (data.success !== true)
    throw new CallApiError(text(data.message) ?? CALL_MESSAGES.apiFailed, response.status, codeOf(data));
  return { data, status: response.status };
}

/**
 * POST /api/v1/calls/check: whether the call can go ahead now (the doctor's hours, leave, the appointment's
 * window, consent), ringing no one, so the screen asks for the camera only when it can.
 */
export async function checkCall(input: CallRequestInput, options: Options = {}): Promise<void> {
  await postCallRequest('/api/v1/calls/check', input, options);
}

export async function initiateCall(input: CallRequestInput, options: Options = {}): Promise<CallSession> {
  const { data, status } = await postCallRequest('/api/v1/calls/initiate', input, options);
  if (typeof data.token !== 'string' || !data.token) throw new CallApiError(CALL_MESSAGES.noToken, status);
  return data as unknown as CallSession;
}
