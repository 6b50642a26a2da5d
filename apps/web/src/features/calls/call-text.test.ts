// @vitest-environment jsdom
// The call screen's messages are Lingui descriptors shown in the page's language, the doctor's name kept as
// written; the API's messages (its contract) are mapped to them, and the outcome of a call reads on the web
// as callOutcomeMessage of the contract does.
import {
  CALL_MESSAGES,
  CALL_STATUSES,
  type Call,
  callOutcomeMessage,
  callStatusMessage,
} from '@arogya/contracts/calls';
import { afterAll, describe, expect, it } from 'vitest';
import { loadCatalogs } from '../../lib/i18n/catalogs.ts';
import { activate } from '../../lib/i18n/start-i18n.ts';
import {
  asIs,
  CALL_SCREEN_MESSAGES,
  callMessage,
  callOutcome,
  callStatusText,
  callText,
  deskCallStatusText,
} from './call-text.ts';
import { JOIN_ERROR_MESSAGES } from './join-error.ts';

afterAll(() => activate('en'));

const call = (initiatedBy: 'patient' | 'doctor', status: Call['status']) =>
  ({
    status,
    initiatedBy,
    doctor: { name: 'Ananya Rao' },
    patient: { name: 'Ravi Kumar' },
  }) as Pick<Call, 'status' | 'initiatedBy' | 'doctor' | 'patient'>;

describe('callText', () => {
  it('shows the messages in the English of the spec and the contract on an English page', () => {
    activate('en');
    expect(callText(callStatusText('missed', 'Ananya Rao'))).toBe(
      'Dr. Ananya Rao did not answer. Please try again later or book an appointment.',
    );
    expect(callText(null)).toBeNull();
    for (const text of Object.values(CALL_MESSAGES)) expect(callText(callMessage(text))).toBe(text);
    expect(callText(CALL_SCREEN_MESSAGES.ended)).toBe('The call has ended.');
  });

  it("writes a call's outcome as the contract's callOutcomeMessage does, for both sides", () => {
    activate('en');
    for (const status of CALL_STATUSES) {
      for (const side of ['patient', 'doctor'] as const) {
        expect(callText(callOutcome(call(side, status)))).toBe(callOutcomeMessage(call(side, status)));
      }
    }
    expect(callText(deskCallStatusText('declined', 'Ravi Kumar'))).toBe(
      'Ravi Kumar cannot take the call right now.',
    );
  });

  it('translates the call messages on a Hindi page, names as written', async () => {
    activate('hi');
    await loadCatalogs(['calls']);
    expect(callText(callStatusText('missed', 'Ananya Rao'))).toBe(
      'डॉ. Ananya Rao ने जवाब नहीं दिया। कृपया बाद में कोशिश करें या अपॉइंटमेंट बुक करें।',
    );
    expect(callText(callOutcome(call('patient', 'completed')))).toBe('कॉल खत्म हो गई है।');
    expect(callText(callMessage(callStatusMessage('completed', '')))).toBe('कॉल खत्म हो गई है।');
    expect(callText(callMessage(CALL_MESSAGES.noMedia))).toMatch(/कैमरा या माइक्रोफ़ोन/);
    expect(callText(JOIN_ERROR_MESSAGES[401])).toBe('पहचान की पुष्टि नहीं हो सकी। कृपया फिर से लॉग इन करें।');
    // Every message of the contract and of the call screen has its Hindi.
    const devanagari = /[\u0900-\u097F]/;
    for (const text of Object.values(CALL_MESSAGES)) {
      if (
        ['receiverRequired', 'noToken', 'nonJson', 'apiFailed'].some(
          (k) => CALL_MESSAGES[k as 'noToken'] === text,
        )
      )
        continue; // the API's error words the join-error table reads, never shown
      expect(callText(callMessage(text))).toMatch(devanagari);
    }
    for (const message of Object.values(CALL_SCREEN_MESSAGES)) expect(callText(message)).toMatch(devanagari);
    for (const status of CALL_STATUSES) {
      expect(callText(callOutcome(call('patient', status)))).toMatch(devanagari);
      expect(callText(callOutcome(call('doctor', status)))).toMatch(devanagari);
    }
    // A server's own words it does not know are shown as they came.
    expect(callText(asIs('Something only the server says'))).toBe('Something only the server says');
  });
});
