// @vitest-environment jsdom
// The words shown when an error carries none of its own are in the page's language (lib/api-client.ts,
// lib/form-errors.ts, lib/api/upload-prescription.ts).
import { afterAll, describe, expect, it } from 'vitest';
import { UPLOAD_ERROR_FALLBACK, UPLOAD_FAILED } from './api/upload-prescription.ts';
import { errorMessage } from './api-client.ts';
import { applyApiErrors } from './form-errors.ts';
import { loadCatalogs } from './i18n/catalogs.ts';
import { localized } from './i18n/localized-labels.ts';
import { activate } from './i18n/start-i18n.ts';

afterAll(() => activate('en'));

describe('error fallbacks', () => {
  it('read as the spec writes them on an English page', () => {
    activate('en');
    expect(errorMessage(undefined)).toBe('Something went wrong');
    expect(applyApiErrors(undefined, () => {}, [])).toBe('Something went wrong. Please try again.');
    expect(localized(UPLOAD_FAILED)).toBe('Upload failed');
    expect(localized(UPLOAD_ERROR_FALLBACK)).toBe('An error occurred while uploading');
    // An error's own words come first.
    expect(errorMessage(new Error('Card declined'))).toBe('Card declined');
  });

  it('are in Hindi on a Hindi page', async () => {
    activate('hi');
    await loadCatalogs(['app']);
    expect(errorMessage(undefined)).toBe('कुछ गड़बड़ हो गई');
    expect(applyApiErrors(undefined, () => {}, [])).toBe('कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।');
    expect(localized(UPLOAD_FAILED)).toBe('अपलोड नहीं हो सका');
    expect(localized(UPLOAD_ERROR_FALLBACK)).toBe('अपलोड करते समय कोई गड़बड़ी हुई');
  });
});
