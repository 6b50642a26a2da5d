import { CALL_MESSAGES } from '@arogya/contracts/calls';
import { describe, expect, it } from 'vitest';
import {
  type CallEvent,
  type CallState,
  callReducer,
  initialCallState,
  participantCount,
} from './call-state.ts';
import { asIs, CALL_SCREEN_MESSAGES, callMessage } from './call-text.ts';
import { JOIN_ERROR_MESSAGES } from './join-error.ts';

const run = (events: CallEvent[], from: CallState = initialCallState) => events.reduce(callReducer, from);
const stream = (id: string) => ({ id }) as unknown as MediaStream;
const inCall = () => run([{ type: 'start' }, { type: 'joined' }, { type: 'roomConnected' }]);

describe('call screen states (docs/screens.md)', () => {
  it('starts ready', () => {
    expect(initialCallState).toMatchObject({
      phase: 'ready',
      error: null,
      isConnected: false,
      participants: [],
    });
  });

  it('ready -> joining when start is pressed -> in call on success', () => {
    const joining = run([{ type: 'start' }]);
    expect(joining).toMatchObject({ phase: 'joining', attempt: 1 });
    expect(run([{ type: 'attempt', attempt: 2 }], joining).attempt).toBe(2);
    expect(run([{ type: 'joined' }], joining).phase).toBe('in-call');
  });

  it('joining -> failed on error, keeping the message', () => {
    const failed = run([{ type: 'start' }, { type: 'joinFailed', message: JOIN_ERROR_MESSAGES[500] }]);
    expect(failed).toMatchObject({ phase: 'failed', error: JOIN_ERROR_MESSAGES[500] });
  });

  it('failed -> joining again on retry; start is ignored outside ready', () => {
    const failed = run([{ type: 'start' }, { type: 'joinFailed', message: asIs('x') }]);
    expect(run([{ type: 'start' }], failed).phase).toBe('failed');
    expect(run([{ type: 'retry' }], failed)).toMatchObject({ phase: 'joining', error: null, attempt: 1 });
    expect(run([{ type: 'retry' }]).phase).toBe('ready');
    expect(run([{ type: 'joined' }]).phase).toBe('ready');
  });

  it('ending disconnects, clears participants and returns to ready with a notice', () => {
    const busy = run(
      [
        { type: 'streamAdded', clientId: 'abc123', stream: stream('s') },
        { type: 'toggleMute' },
        { type: 'toggleCamera' },
      ],
      inCall(),
    );
    const ended = run([{ type: 'end', notice: CALL_SCREEN_MESSAGES.ended }], busy);
    expect(ended).toMatchObject({
      phase: 'ready',
      isConnected: false,
      participants: [],
      isMuted: false,
      isCameraOff: false,
      notice: CALL_SCREEN_MESSAGES.ended,
    });
  });

  it('a terminal call status (declined, missed, ended by the other side) returns to ready with its message', () => {
    for (const status of ['declined', 'missed', 'completed', 'failed'] as const) {
      const after = run([{ type: 'callStatus', status, message: asIs(`it was ${status}`) }], inCall());
      expect(after).toMatchObject({ phase: 'ready', notice: asIs(`it was ${status}`), callStatus: status });
    }
    const ringing = run([{ type: 'callStatus', status: 'ringing', message: asIs('Calling...') }], inCall());
    expect(ringing).toMatchObject({ phase: 'in-call', callStatus: 'ringing' });
  });
});

describe('room events drive the in-call state', () => {
  it('room connected: connected, no error', () => {
    expect(inCall()).toMatchObject({ isConnected: true, error: null });
  });

  it("room error: failed with 'Failed to connect to the call.'", () => {
    expect(run([{ type: 'roomError' }], inCall())).toMatchObject({
      phase: 'failed',
      error: callMessage(CALL_MESSAGES.roomError),
    });
    expect(run([{ type: 'roomError' }]).phase).toBe('ready');
  });

  it('room disconnected: clears remote participants and streams', () => {
    const s = run(
      [{ type: 'streamAdded', clientId: 'p1', stream: stream('a') }, { type: 'roomDisconnected' }],
      inCall(),
    );
    expect(s).toMatchObject({ isConnected: false, participants: [] });
  });

  it("stream added: a participant named 'Participant' plus the client id; stream removed drops it", () => {
    const added = run([{ type: 'streamAdded', clientId: 'k9x2', stream: stream('a') }], inCall());
    expect(added.participants).toEqual([
      expect.objectContaining({ id: 'k9x2', name: 'Participant k9x2', stream: stream('a'), videoOn: true }),
    ]);
    expect(participantCount(added)).toBe(2);
    const again = run([{ type: 'streamAdded', clientId: 'k9x2', stream: stream('b') }], added);
    expect(again.participants).toHaveLength(1);
    const removed = run([{ type: 'streamRemoved', clientId: 'k9x2' }], added);
    expect(removed.participants).toEqual([]);
    expect(participantCount(removed)).toBe(1);
  });

  it('active talker list from audio levels, reported only on change', () => {
    const s = run([{ type: 'activeTalkers', ids: ['p1', 'local'] }], inCall());
    expect(s.activeTalkers).toEqual(['p1', 'local']);
    expect(callReducer(s, { type: 'activeTalkers', ids: ['p1', 'local'] })).toBe(s);
  });

  it('user connected names the participant; user disconnected marks it away until its stream goes', () => {
    const s = run(
      [
        { type: 'userConnected', clientId: 'p1', name: 'Dr. Ananya Rao' },
        { type: 'streamAdded', clientId: 'p1', stream: stream('a') },
      ],
      inCall(),
    );
    expect(s.participants[0]).toMatchObject({
      name: 'Participant p1',
      displayName: 'Dr. Ananya Rao',
      away: false,
    });
    const gone = run([{ type: 'userDisconnected', clientId: 'p1' }], s);
    expect(gone.participants[0]?.away).toBe(true);
    expect(gone.peers).toEqual({});
    expect(
      run([{ type: 'userConnected', clientId: 'p1', name: 'Dr. Ananya Rao' }], gone).participants[0]?.away,
    ).toBe(false);
  });

  it('the other side’s microphone and camera state', () => {
    const s = run(
      [
        { type: 'streamAdded', clientId: 'p1', stream: stream('a') },
        { type: 'peerMedia', clientId: 'p1', audio: false, video: false },
      ],
      inCall(),
    );
    expect(s.participants[0]).toMatchObject({ audioOn: false, videoOn: false });
  });

  it('reconnecting is shown without leaving the call', () => {
    const s = run([{ type: 'reconnecting', value: true }], inCall());
    expect(s).toMatchObject({ phase: 'in-call', reconnecting: true });
    expect(run([{ type: 'roomConnected' }], s).reconnecting).toBe(false);
  });

  it('mute and camera toggles flip local state', () => {
    const s = run([{ type: 'toggleMute' }, { type: 'toggleCamera' }], inCall());
    expect(s).toMatchObject({ isMuted: true, isCameraOff: true });
    expect(run([{ type: 'toggleMute' }, { type: 'toggleCamera' }], s)).toMatchObject({
      isMuted: false,
      isCameraOff: false,
    });
  });
});
