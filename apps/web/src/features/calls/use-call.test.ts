import { CALL_MESSAGES } from '@arogya/contracts/calls';
import { describe, expect, it } from 'vitest';
import { validateCallStart, webRtcProblem } from './use-call.ts';

describe('call start validation (docs/screens.md)', () => {
  it('needs a receiver, a type, and the type video or audio', () => {
    expect(() => validateCallStart('', 'video')).toThrow(CALL_MESSAGES.missingReceiver);
    expect(() => validateCallStart('  ', 'video')).toThrow(CALL_MESSAGES.missingReceiver);
    expect(() => validateCallStart('doc_1', undefined)).toThrow(CALL_MESSAGES.missingType);
    expect(() => validateCallStart('doc_1', '')).toThrow(CALL_MESSAGES.missingType);
    expect(() => validateCallStart('doc_1', 'chat')).toThrow(CALL_MESSAGES.invalidType);
    expect(validateCallStart('doc_1', 'video')).toBe('video');
    expect(validateCallStart('doc_1', 'audio')).toBe('audio');
  });
});

const peerConnection = function fakePeerConnection() {};

describe('a browser without WebRTC', () => {
  it('is told clearly instead of seeing a simulated call', () => {
    expect(webRtcProblem({ RTCPeerConnection: undefined, mediaDevices: {} })).toBe(CALL_MESSAGES.noWebRtc);
    expect(
      webRtcProblem({ RTCPeerConnection: peerConnection, mediaDevices: undefined, isSecureContext: false }),
    ).toMatch(/https/);
    expect(
      webRtcProblem({ RTCPeerConnection: peerConnection, mediaDevices: {}, isSecureContext: true }),
    ).toBeNull();
  });
});
