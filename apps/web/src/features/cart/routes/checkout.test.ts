// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { loadInto } from '../../../lib/i18n/catalog-loaders.ts';
import { activate, startI18n } from '../../../lib/i18n/start-i18n.ts';
import { orderErrorMessage } from './checkout.tsx';

describe('a refused order', () => {
  it('shows the server’s words for out of stock (409) and a refused rule (422)', () => {
    expect(orderErrorMessage(new ApiError(409, 'CONFLICT', 'Only 1 Dolo 650 Tablet left in stock'))).toBe(
      'Only 1 Dolo 650 Tablet left in stock',
    );
    expect(orderErrorMessage(new ApiError(422, 'BUSINESS_RULE', 'Prescription is older than 30 days'))).toBe(
      'Prescription is older than 30 days',
    );
  });

  it('says the cart is kept after a network failure', () => {
    expect(orderErrorMessage(new ApiError(0, 'NETWORK_ERROR', 'Network error.'))).toBe(
      'Network error. Your cart is kept; try again.',
    );
  });
});

describe('a refused order on a Hindi page', () => {
  afterAll(() => activate('en'));

  it('says it in Hindi by the refusal’s code, never in the server’s English', async () => {
    await startI18n('hi');
    await loadInto(i18n, ['cart']);
    expect(orderErrorMessage(new ApiError(409, 'CONFLICT', 'Only 1 Dolo 650 Tablet left in stock'))).toBe(
      'इसे अभी-अभी बदला या ले लिया गया है। कृपया पेज रिफ़्रेश करके फिर से कोशिश करें।',
    );
    const offline = orderErrorMessage(new ApiError(0, 'NETWORK_ERROR', 'Network error.'));
    expect(offline).toMatch(/[\u0900-\u097F]/);
    expect(offline).not.toMatch(/Network|cart/);
  });
});
