import { CALL_MESSAGES } from '@arogya/contracts/calls';
import { describe, expect, it } from 'vitest';
import { CallApiError } from './api/initiate-call.ts';
import { JOIN_ERROR_MESSAGES, joinErrorMessage } from './join-error.ts';

// The join-error table of docs/screens.md#join-errors, row by row and in the table's order.
describe('the join-error table', () => {
  it("contains 'Receiver ID is required' -> Missing consultation details", () => {
    expect(joinErrorMessage(new Error('Receiver ID is required'))).toBe(
      'Missing consultation details. Please try again.',
    );
    // The first row wins even when the error also carries a status.
    expect(joinErrorMessage(new CallApiError('Receiver ID is required', 400))).toBe(
      JOIN_ERROR_MESSAGES.missingDetails,
    );
  });

  it("'Network error' -> Unable to connect to server", () => {
    expect(joinErrorMessage(new CallApiError(CALL_MESSAGES.network, 0))).toBe(
      'Unable to connect to server. Please check your internet connection.',
    );
  });

  it.each([
    [400, 'Invalid request. Please check your consultation details.'],
    [401, 'Authentication failed. Please log in again.'],
    [403, 'Access denied. You may not have permission for this consultation.'],
    [404, 'Consultation service not found. Please try again later.'],
    [500, 'Server error. Please try again later.'],
  ])('HTTP %i -> %s', (status, message) => {
    expect(joinErrorMessage(new CallApiError('whatever the server said', status))).toBe(message);
  });

  it("'No token received' -> Server configuration error", () => {
    expect(joinErrorMessage(new CallApiError(CALL_MESSAGES.noToken, 201))).toBe(
      'Server configuration error. Please contact support.',
    );
  });

  it('a non-JSON response -> Server communication error', () => {
    expect(joinErrorMessage(new CallApiError('Server returned non-JSON response (status 200)', 200))).toBe(
      'Server communication error. Please try again later.',
    );
    // A 502 page from a proxy is not in the table's statuses, so its non-JSON row applies.
    expect(joinErrorMessage(new CallApiError('Server returned non-JSON response (status 502)', 502))).toBe(
      JOIN_ERROR_MESSAGES.nonJson,
    );
  });

  it('any other message is shown as is', () => {
    expect(
      joinErrorMessage(
        new CallApiError('Dr. Rao is on another call. Please try again in a few minutes.', 409),
      ),
    ).toBe('Dr. Rao is on another call. Please try again in a few minutes.');
    expect(joinErrorMessage(new Error(CALL_MESSAGES.invalidType))).toBe(
      'Invalid call type. Please try again.',
    );
    expect(joinErrorMessage('Failed to connect to the call.')).toBe('Failed to connect to the call.');
  });

  it('nothing to go on -> the default message', () => {
    const fallback =
      'Failed to join call. Please try again. (If running locally, ensure your backend is reachable.)';
    expect(joinErrorMessage(new Error(''))).toBe(fallback);
    expect(joinErrorMessage(undefined)).toBe(fallback);
    expect(joinErrorMessage({})).toBe(fallback);
  });
});
