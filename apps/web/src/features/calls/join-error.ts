// The call screen's join-error table (docs/screens.md#join-errors): whatever went wrong while joining becomes
// the one message shown under 'Connection Failed'. Rows are checked in the table's order. The messages are
// Lingui descriptors, shown in the page's language by callText (call-text.ts).
import { CALL_MESSAGES } from '@arogya/contracts/calls';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CallMessageError, callMessage } from './call-text.ts';

export const JOIN_ERROR_MESSAGES = {
  /** CALL_MESSAGES.missingDetails of the contract. */
  missingDetails: callMessage(CALL_MESSAGES.missingDetails),
  network: msg`Unable to connect to server. Please check your internet connection.`,
  400: msg`Invalid request. Please check your consultation details.`,
  401: msg`Authentication failed. Please log in again.`,
  403: msg`Access denied. You may not have permission for this consultation.`,
  404: msg`Consultation service not found. Please try again later.`,
  500: msg`Server error. Please try again later.`,
  noToken: msg`Server configuration error. Please contact support.`,
  nonJson: msg`Server communication error. Please try again later.`,
  fallback: msg`Failed to join call. Please try again. (If running locally, ensure your backend is reachable.)`,
} as const satisfies Record<string, MessageDescriptor>;

const STATUS_ROWS = [400, 401, 403, 404, 500] as const;

/** The HTTP status an error carries (CallApiError, ApiError), if any. */
function statusOf(error: unknown): number | undefined {
  const status =
    typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  return typeof status === 'number' && status > 0 ? status : undefined;
}

/** The code of the API's refusal an error carries (CallApiError, ApiError), if any. */
function codeOf(error: unknown): string | null {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && code ? code : null;
}

function messageOf(error: unknown): string {
  if (typeof error === 'string') return error;
  if (error instanceof Error) return error.message;
  const message =
    typeof error === 'object' && error !== null ? (error as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? message : '';
}

export function joinErrorMessage(error: unknown): MessageDescriptor {
  const message = messageOf(error);
  const status = statusOf(error);
  if (message.includes(CALL_MESSAGES.receiverRequired)) return JOIN_ERROR_MESSAGES.missingDetails;
  if (message.includes('Network error')) return JOIN_ERROR_MESSAGES.network;
  for (const row of STATUS_ROWS) if (status === row) return JOIN_ERROR_MESSAGES[row];
  if (message.includes('No token received')) return JOIN_ERROR_MESSAGES.noToken;
  if (message.includes(CALL_MESSAGES.nonJson)) return JOIN_ERROR_MESSAGES.nonJson;
  // Any other message is shown as is: the call screen's own in the page's language, the contract's mapped
  // to theirs, a server's own words as they came on an English page and by their code on another
  // (callMessage).
  if (error instanceof CallMessageError) return error.descriptor;
  if (message) return callMessage(message, codeOf(error));
  return JOIN_ERROR_MESSAGES.fallback;
}
