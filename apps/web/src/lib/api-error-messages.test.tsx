// @vitest-environment jsdom
// An API refusal shows in the page's language: on a Hindi page its code's message from the 'errors' catalog
// (api-error-messages.ts), on an English page the server's own words.
import { ErrorCode } from '@arogya/contracts/errors';
import { i18n } from '@lingui/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ErrorState } from '../components/ui/page-states.tsx';
import { ApiError, errorMessage } from './api-client.ts';
import { loadInto } from './i18n/catalog-loaders.ts';
import { activate, startI18n } from './i18n/start-i18n.ts';

afterEach(() => cleanup());

const conflict = new ApiError(409, 'CONFLICT', 'This slot was just booked by someone else');
const invalid = new ApiError(400, 'VALIDATION_ERROR', 'Invalid request', [
  { field: 'phone', message: 'Enter a 10-digit mobile number' },
]);

describe('API errors on a Hindi page', () => {
  // A Hindi page loads the 'errors' catalog and the refusals' messages at start (start-i18n.ts).
  beforeAll(async () => {
    await startI18n('hi');
    await loadInto(i18n, ['errors']);
  });
  afterAll(() => activate('en'));

  it('a conflict and a validation refusal read in Hindi', () => {
    render(<ErrorState title="—" message={errorMessage(conflict)} />);
    expect(
      screen.getByText('इसे अभी-अभी बदला या ले लिया गया है। कृपया पेज रिफ़्रेश करके फिर से कोशिश करें।'),
    ).toBeTruthy();
    expect(errorMessage(invalid)).toBe('दर्ज की गई कुछ जानकारी सही नहीं है। कृपया उसे जाँचकर फिर से कोशिश करें।');
  });

  it('every code the API uses has its Hindi message', () => {
    for (const code of [...Object.values(ErrorCode), 'NETWORK_ERROR']) {
      const text = errorMessage(new ApiError(500, code, 'English words'));
      expect(text, code).toMatch(/[\u0900-\u097F]/);
    }
    // A code the API never sends keeps the server's words.
    expect(errorMessage(new ApiError(418, 'TEAPOT', 'Short and stout'))).toBe('Short and stout');
  });
});

describe('API errors on an English page', () => {
  it('an English page keeps the server’s own words', () => {
    render(<ErrorState title="—" message={errorMessage(conflict)} />);
    expect(screen.getByText('This slot was just booked by someone else')).toBeTruthy();
    expect(errorMessage(new Error('plain'))).toBe('plain');
  });
});
