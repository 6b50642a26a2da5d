// @vitest-environment jsdom
// The call screen's messages come as English (the call's state, the server's call-status messages) and are
// shown in the page's language, the doctor's name kept as written.
import { CALL_MESSAGES, callStatusMessage } from '@arogya/contracts/calls';
import { afterAll, describe, expect, it } from 'vitest';
import { loadCatalogs } from '../../lib/i18n/catalogs.ts';
import { activate } from '../../lib/i18n/start-i18n.ts';
import { callText } from './call-text.ts';
import { JOIN_ERROR_MESSAGES } from './join-error.ts';

afterAll(() => activate('en'));

describe('callText', () => {
  it('shows English messages as they are on an English page', () => {
    activate('en');
    expect(callText(callStatusMessage('missed', 'Ananya Rao'))).toBe(
      'Dr. Ananya Rao did not answer. Please try again later or book an appointment.',
    );
    expect(callText(null)).toBeNull();
  });

  it('translates the call messages on a Hindi page, names as written', async () => {
    activate('hi');
    await loadCatalogs(['calls']);
    expect(callText(callStatusMessage('missed', 'Ananya Rao'))).toBe(
      'डॉ. Ananya Rao ने जवाब नहीं दिया। कृपया बाद में कोशिश करें या अपॉइंटमेंट बुक करें।',
    );
    expect(callText(callStatusMessage('completed', 'Ananya Rao'))).toBe('कॉल खत्म हो गई है।');
    expect(callText(CALL_MESSAGES.noMedia)).toMatch(/कैमरा या माइक्रोफ़ोन/);
    expect(callText(JOIN_ERROR_MESSAGES[401])).toBe('पहचान की पुष्टि नहीं हो सकी। कृपया फिर से लॉग इन करें।');
    // A server's own words it does not know are shown as they came.
    expect(callText('Something only the server says')).toBe('Something only the server says');
  });
});
