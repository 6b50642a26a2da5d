// @vitest-environment jsdom
import { CALL_MESSAGES } from '@arogya/contracts/calls';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadCatalogs } from '../../lib/i18n/catalogs.ts';
import { activate, startI18n } from '../../lib/i18n/start-i18n.ts';
import { CallApiError } from './api/initiate-call.ts';
import { CALL_SCREEN_MESSAGES, CallMessageError, callText } from './call-text.ts';
import { JOIN_ERROR_MESSAGES, joinErrorMessage } from './join-error.ts';

/** The message 'Connection Failed' shows for an error, in the page's language. */
const shown = (error: unknown) => callText(joinErrorMessage(error));

// The join-error table of docs/screens.md#join-errors, row by row and in the table's order, in the spec's
// English on an English page.
describe('the join-error table', () => {
  beforeAll(() => activate('en'));

  it("contains 'Receiver ID is required' -> Missing consultation details", () => {
    expect(shown(new Error('Receiver ID is required'))).toBe(
      'Missing consultation details. Please try again.',
    );
    // The first row wins even when the error also carries a status.
    expect(joinErrorMessage(new CallApiError('Receiver ID is required', 400))).toBe(
      JOIN_ERROR_MESSAGES.missingDetails,
    );
    // The contract's message, word for word.
    expect(callText(JOIN_ERROR_MESSAGES.missingDetails)).toBe(CALL_MESSAGES.missingDetails);
  });

  it("'Network error' -> Unable to connect to server", () => {
    expect(shown(new CallApiError(CALL_MESSAGES.network, 0))).toBe(
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
    expect(shown(new CallApiError('whatever the server said', status))).toBe(message);
  });

  it("'No token received' -> Server configuration error", () => {
    expect(shown(new CallApiError(CALL_MESSAGES.noToken, 201))).toBe(
      'Server configuration error. Please contact support.',
    );
  });

  it('a non-JSON response -> Server communication error', () => {
    expect(shown(new CallApiError('Server returned non-JSON response (status 200)', 200))).toBe(
      'Server communication error. Please try again later.',
    );
    // A 502 page from a proxy is not in the table's statuses, so its non-JSON row applies.
    expect(joinErrorMessage(new CallApiError('Server returned non-JSON response (status 502)', 502))).toBe(
      JOIN_ERROR_MESSAGES.nonJson,
    );
  });

  it('any other message is shown as is, code or none', () => {
    expect(shown(new CallApiError('Too many calls from this account', 429, 'RATE_LIMITED'))).toBe(
      'Too many calls from this account',
    );
    expect(
      shown(new CallApiError('Dr. Rao is on another call. Please try again in a few minutes.', 409)),
    ).toBe('Dr. Rao is on another call. Please try again in a few minutes.');
    expect(shown(new Error(CALL_MESSAGES.invalidType))).toBe('Invalid call type. Please try again.');
    expect(shown(new Error('The call is over'))).toBe('The call is over');
    expect(shown(new CallApiError('The time of this appointment is over.', 422))).toBe(
      'The time of this appointment is over.',
    );
    expect(shown('Failed to connect to the call.')).toBe('Failed to connect to the call.');
    // Braces and quotes in a server's words are not read as a message format.
    expect(shown(new Error("Can't join {room}: it's closed"))).toBe("Can't join {room}: it's closed");
    // The call screen's own errors carry their message.
    expect(joinErrorMessage(new CallMessageError(CALL_SCREEN_MESSAGES.noMicrophone))).toBe(
      CALL_SCREEN_MESSAGES.noMicrophone,
    );
  });

  it('nothing to go on -> the default message', () => {
    const fallback =
      'Failed to join call. Please try again. (If running locally, ensure your backend is reachable.)';
    expect(shown(new Error(''))).toBe(fallback);
    expect(shown(undefined)).toBe(fallback);
    expect(shown({})).toBe(fallback);
  });
});

describe('the join errors on a Hindi page', () => {
  afterAll(() => activate('en'));
  beforeAll(async () => {
    // What a Hindi page has loaded at start ('app', 'errors' and the refusals' messages), and the call screen's.
    await startI18n('hi');
    await loadCatalogs(['calls']);
  });

  it('are in Hindi', async () => {
    expect(shown(new CallApiError('whatever the server said', 403))).toBe(
      'पहुँच नहीं मिली। हो सकता है आपको इस परामर्श की अनुमति न हो।',
    );
    expect(shown(undefined)).toMatch(/कॉल से जुड़ नहीं सके/);
    for (const message of Object.values(JOIN_ERROR_MESSAGES))
      expect(callText(message)).toMatch(/[\u0900-\u097F]/);
    // The API's refusals of a call, the doctor's name as written.
    expect(
      shown(new CallApiError('Dr. Rao is on another call. Please try again in a few minutes.', 409)),
    ).toBe('डॉ. Rao अभी दूसरी कॉल पर हैं। कृपया कुछ मिनट बाद फिर से कोशिश करें।');
    expect(
      shown(
        new CallApiError(
          'Dr. Ananya Rao is not available for consultations now. Please book an appointment.',
          422,
        ),
      ),
    ).toBe('डॉ. Ananya Rao अभी परामर्श के लिए उपलब्ध नहीं हैं। कृपया अपॉइंटमेंट बुक करें।');
    // The signalling socket's close reasons.
    expect(shown(new Error('Invalid or expired call token'))).toBe(
      'कॉल का लिंक गलत है या उसकी मियाद खत्म हो गई है',
    );
  });

  it("say a server's words it does not know by their code, else in general, never in English", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      // A refusal with a code: the code's message (lib/api-error-messages.ts).
      expect(shown(new CallApiError('Too many calls from this account', 429, 'RATE_LIMITED'))).toBe(
        'बहुत ज़्यादा कोशिशें हो गईं। कृपया थोड़ी देर रुककर फिर से कोशिश करें।',
      );
      expect(shown(new CallApiError('Calls are paused for maintenance', 503, 'SERVICE_UNAVAILABLE'))).toBe(
        'यह सेवा अभी उपलब्ध नहीं है। कृपया कुछ मिनट बाद फिर से कोशिश करें।',
      );
      // No code (a refusal without one, a signalling close, an Error), or a code the web app does not know.
      const general = 'कॉल नहीं हो सकी। कृपया कुछ मिनट बाद फिर से कोशिश करें।';
      expect(shown(new CallApiError('Calls are paused for maintenance', 503))).toBe(general);
      expect(shown(new CallApiError('Short and stout', 418, 'TEAPOT'))).toBe(general);
      expect(shown(new Error('Only the server says this.'))).toBe(general);
      expect(shown(new Error('Signalling closed (4999)'))).toBe(general);
      for (const text of [general, shown(new CallApiError('x', 429, 'RATE_LIMITED'))])
        expect(text).not.toMatch(/[A-Za-z]/);
      // The server's words are not lost: they go to the console.
      expect(warn.mock.calls.map((call) => String(call[0])).join('\n')).toMatch(
        /Calls are paused for maintenance.*SERVICE_UNAVAILABLE[\s\S]*Only the server says this\./,
      );
    } finally {
      warn.mockRestore();
    }
  });
});
