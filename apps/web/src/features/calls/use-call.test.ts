// @vitest-environment jsdom
import { CALL_MESSAGES } from '@arogya/contracts/calls';
import { afterAll, describe, expect, it } from 'vitest';
import { loadCatalogs } from '../../lib/i18n/catalogs.ts';
import { activate } from '../../lib/i18n/start-i18n.ts';
import { CallMessageError, callText } from './call-text.ts';
import { joinErrorMessage } from './join-error.ts';
import { validateCallStart, webRtcProblem } from './use-call.ts';

afterAll(() => activate('en'));

const peerConnection = function fakePeerConnection() {};

describe('call start validation (docs/screens.md)', () => {
  it('needs a receiver, a type, and the type video or audio', () => {
    expect(() => validateCallStart('', 'video')).toThrow(CALL_MESSAGES.missingReceiver);
    expect(() => validateCallStart('  ', 'video')).toThrow(CALL_MESSAGES.missingReceiver);
    expect(() => validateCallStart('doc_1', undefined)).toThrow(CALL_MESSAGES.missingType);
    expect(() => validateCallStart('doc_1', '')).toThrow(CALL_MESSAGES.missingType);
    expect(() => validateCallStart('doc_1', 'chat')).toThrow(CALL_MESSAGES.invalidType);
    expect(() => validateCallStart('doc_1', 'chat')).toThrow(CallMessageError);
    expect(validateCallStart('doc_1', 'video')).toBe('video');
    expect(validateCallStart('doc_1', 'audio')).toBe('audio');
  });

  it("says so in Hindi on a Hindi page under 'Connection Failed'", async () => {
    activate('hi');
    await loadCatalogs(['calls']);
    let error: unknown;
    try {
      validateCallStart('doc_1', 'chat');
    } catch (caught) {
      error = caught;
    }
    expect(callText(joinErrorMessage(error))).toMatch(/[\u0900-\u097F]/);
    expect(callText(joinErrorMessage(error))).not.toMatch(/Invalid/);
    const https = webRtcProblem({ RTCPeerConnection: peerConnection, isSecureContext: false });
    expect(callText(https)).toBe(
      'कॉल के लिए सुरक्षित (https) कनेक्शन चाहिए। कृपया Arogya को https पर खोलें और फिर से कोशिश करें।',
    );
    activate('en');
    expect(callText(joinErrorMessage(error))).toBe(CALL_MESSAGES.invalidType);
  });
});

describe('a browser without WebRTC', () => {
  it('is told clearly instead of seeing a simulated call', () => {
    activate('en');
    const problem = (env: Parameters<typeof webRtcProblem>[0]) => callText(webRtcProblem(env));
    expect(problem({ RTCPeerConnection: undefined, mediaDevices: {} })).toBe(CALL_MESSAGES.noWebRtc);
    expect(
      problem({ RTCPeerConnection: peerConnection, mediaDevices: undefined, isSecureContext: false }),
    ).toBe('Calls need a secure (https) connection. Please open Arogya over https and try again.');
    expect(
      webRtcProblem({ RTCPeerConnection: peerConnection, mediaDevices: {}, isSecureContext: true }),
    ).toBeNull();
  });
});
