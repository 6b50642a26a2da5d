// The call screen's state machine (docs/screens.md#call-screen-states): ready -> joining when start is
// pressed -> in call on success, or failed on error; failed -> joining again (retry) or back. Ending a call
// clears the remote participants and returns to ready. The room events of the media connection drive the
// in-call state. Its messages are Lingui descriptors (call-text.ts), shown in the page's language.
import { CALL_MESSAGES, type CallStatus } from '@arogya/contracts/calls';
import { type CallMessage, callMessage } from './call-text.ts';

export type CallPhase = 'ready' | 'joining' | 'in-call' | 'failed';

export type RemoteParticipant = {
  /** The remote client id. */
  id: string;
  /** 'Participant {client id}', as docs/screens.md names a participant when its stream arrives. */
  name: string;
  /** Who it is, when the room told us (e.g. 'Dr. Ananya Rao'). */
  displayName: string | null;
  stream: MediaStream | null;
  audioOn: boolean;
  videoOn: boolean;
  /** Its socket dropped; the media may still be flowing or be reconnecting. */
  away: boolean;
};

export type CallState = {
  phase: CallPhase;
  error: CallMessage | null;
  /** Shown on the ready screen after a call: ended, declined, missed. */
  notice: CallMessage | null;
  /** Which try of the retry helper is running (1-based), while joining. */
  attempt: number;
  isConnected: boolean;
  reconnecting: boolean;
  callStatus: CallStatus | null;
  participants: RemoteParticipant[];
  /** Peers in the room by client id, with their names (user connected / disconnected). */
  peers: Record<string, string>;
  activeTalkers: string[];
  isMuted: boolean;
  isCameraOff: boolean;
};

export type CallEvent =
  | { type: 'start' }
  | { type: 'attempt'; attempt: number }
  | { type: 'joined' }
  | { type: 'joinFailed'; message: CallMessage }
  | { type: 'retry' }
  | { type: 'roomConnected' }
  | { type: 'roomError'; message?: CallMessage }
  | { type: 'roomDisconnected' }
  | { type: 'reconnecting'; value: boolean }
  | { type: 'streamAdded'; clientId: string; stream: MediaStream | null }
  | { type: 'streamRemoved'; clientId: string }
  | { type: 'activeTalkers'; ids: string[] }
  | { type: 'userConnected'; clientId: string; name: string }
  | { type: 'userDisconnected'; clientId: string }
  | { type: 'peerMedia'; clientId: string; audio: boolean; video: boolean }
  | { type: 'callStatus'; status: CallStatus; message: CallMessage }
  | { type: 'toggleMute' }
  | { type: 'toggleCamera' }
  | { type: 'end'; notice?: CallMessage | null };

export const initialCallState: CallState = {
  phase: 'ready',
  error: null,
  notice: null,
  attempt: 0,
  isConnected: false,
  reconnecting: false,
  callStatus: null,
  participants: [],
  peers: {},
  activeTalkers: [],
  isMuted: false,
  isCameraOff: false,
};

const TERMINAL: readonly CallStatus[] = ['completed', 'missed', 'declined', 'failed'];

function sameIds(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}

function updateParticipant(state: CallState, id: string, patch: Partial<RemoteParticipant>): CallState {
  if (!state.participants.some((p) => p.id === id)) return state;
  return { ...state, participants: state.participants.map((p) => (p.id === id ? { ...p, ...patch } : p)) };
}

export function callReducer(state: CallState, event: CallEvent): CallState {
  switch (event.type) {
    case 'start':
      if (state.phase !== 'ready') return state;
      return { ...initialCallState, phase: 'joining', attempt: 1 };
    case 'retry':
      if (state.phase !== 'failed') return state;
      return { ...initialCallState, phase: 'joining', attempt: 1 };
    case 'attempt':
      return state.phase === 'joining' ? { ...state, attempt: event.attempt } : state;
    case 'joined':
      return state.phase === 'joining' ? { ...state, phase: 'in-call', error: null } : state;
    case 'joinFailed':
      if (state.phase !== 'joining' && state.phase !== 'in-call') return state;
      return { ...initialCallState, phase: 'failed', error: event.message };
    case 'roomConnected':
      return { ...state, isConnected: true, reconnecting: false, error: null };
    case 'roomError':
      if (state.phase === 'ready') return state;
      return {
        ...initialCallState,
        phase: 'failed',
        error: event.message ?? callMessage(CALL_MESSAGES.roomError),
      };
    case 'roomDisconnected':
      return { ...state, isConnected: false, participants: [], activeTalkers: [] };
    case 'reconnecting':
      return { ...state, reconnecting: event.value };
    case 'streamAdded': {
      const existing = state.participants.find((p) => p.id === event.clientId);
      if (existing) return updateParticipant(state, event.clientId, { stream: event.stream, away: false });
      const participant: RemoteParticipant = {
        id: event.clientId,
        name: `Participant ${event.clientId}`,
        displayName: state.peers[event.clientId] ?? null,
        stream: event.stream,
        audioOn: true,
        videoOn: true,
        away: false,
      };
      return { ...state, participants: [...state.participants, participant] };
    }
    case 'streamRemoved':
      return {
        ...state,
        participants: state.participants.filter((p) => p.id !== event.clientId),
        activeTalkers: state.activeTalkers.filter((id) => id !== event.clientId),
      };
    case 'activeTalkers':
      return sameIds(state.activeTalkers, event.ids) ? state : { ...state, activeTalkers: event.ids };
    case 'userConnected': {
      const next = { ...state, peers: { ...state.peers, [event.clientId]: event.name } };
      return updateParticipant(next, event.clientId, { displayName: event.name, away: false });
    }
    case 'userDisconnected': {
      const { [event.clientId]: _gone, ...peers } = state.peers;
      return updateParticipant({ ...state, peers }, event.clientId, { away: true });
    }
    case 'peerMedia':
      return updateParticipant(state, event.clientId, { audioOn: event.audio, videoOn: event.video });
    case 'callStatus':
      if (TERMINAL.includes(event.status) && state.phase !== 'ready') {
        return { ...initialCallState, notice: event.message, callStatus: event.status };
      }
      return { ...state, callStatus: event.status };
    case 'toggleMute':
      return { ...state, isMuted: !state.isMuted };
    case 'toggleCamera':
      return { ...state, isCameraOff: !state.isCameraOff };
    case 'end':
      return { ...initialCallState, notice: event.notice ?? null, callStatus: state.callStatus };
  }
}

/** Remote participants plus oneself. */
export const participantCount = (state: CallState) => state.participants.length + 1;
