// A participant's side of one call: the signalling socket plus the peer connection, reporting the room events
// of docs/screens.md#call-screen-states (room connected / error / disconnected, stream added / removed,
// active talkers, user connected / disconnected) and the call's status. Media flows peer to peer; if the
// network drops, ICE is restarted on the same connection, so neither side starts over.
import type { CallSession, CallStatus, PeerInfo, ServerSignalMessage } from '@arogya/contracts/calls';
import { CALL_MESSAGES, SIGNAL_CLOSE } from '@arogya/contracts/calls';
import { websocketUrl } from '../../../lib/websocket-url.ts';
import { CALL_SCREEN_MESSAGES, type CallMessage, callMessage, callOutcome } from '../call-text.ts';
import { watchAudioLevels } from './audio-levels.ts';
import { PeerSession } from './peer-session.ts';
import { SignallingClient } from './signalling-client.ts';

export type ConnectionEvents = {
  roomConnected: () => void;
  /** Its message is shown under 'Connection Failed' (call-text.ts). */
  roomError: (message: CallMessage) => void;
  roomDisconnected: () => void;
  reconnecting: (value: boolean) => void;
  streamAdded: (clientId: string, stream: MediaStream) => void;
  streamRemoved: (clientId: string) => void;
  activeTalkers: (ids: string[]) => void;
  userConnected: (clientId: string, name: string) => void;
  userDisconnected: (clientId: string) => void;
  peerMedia: (clientId: string, audio: boolean, video: boolean) => void;
  /** The status and its message, from the side of whoever rang (callOutcome of call-text.ts). */
  callStatus: (status: CallStatus, message: CallMessage) => void;
};

export type CallConnectionOptions = {
  session: CallSession;
  localStream: MediaStream;
  clientId: string;
  events: ConnectionEvents;
  /** A fresh session (token) for this call, when the one in hand has expired. */
  renew: () => Promise<CallSession>;
  /** Ends the call through the API, when the socket is down at the moment of hanging up. */
  endByRequest: (failed: boolean) => Promise<unknown>;
};

/** The local participant's id in the active-talker list. */
export const LOCAL_TALKER = 'local';
/** How long a dropped connection may take to come back before the call is given up as failed. */
export const RECONNECT_GIVE_UP_MS = 60_000;
const RESTART_AFTER_DISCONNECT_MS = 2_000;

export function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(36).padStart(2, '0'))
    .join('')
    .slice(0, 16);
}

export class CallConnection {
  private readonly signalling: SignallingClient;
  private peer: PeerSession | null = null;
  private remoteId: string | null = null;
  private session: CallSession;
  private audio = true;
  private video = true;
  private ended = false;
  private stopLevels: (() => void) | null = null;
  private restartTimer: ReturnType<typeof setTimeout> | undefined;
  private giveUpTimer: ReturnType<typeof setTimeout> | undefined;
  private signallingDown = false;
  private rejoined: (() => void)[] = [];

  constructor(private readonly options: CallConnectionOptions) {
    this.session = options.session;
    this.video = options.session.call.callType === 'video';
    this.signalling = new SignallingClient({
      url: websocketUrl('/api/v1/calls/signal'),
      callId: options.session.call.id,
      clientId: options.clientId,
      getToken: async (fresh) => {
        const expired = Date.parse(this.session.expiresAt) - Date.now() < 30_000;
        if (fresh || expired) this.session = await options.renew();
        return this.session.token;
      },
      handlers: {
        onMessage: (m) => this.onMessage(m),
        onReconnecting: () => {
          this.signallingDown = true;
          options.events.reconnecting(true);
        },
        onReconnected: () => {
          this.signallingDown = false;
          for (const resolve of this.rejoined.splice(0)) resolve();
          options.events.roomConnected();
          this.sendMedia();
          if (this.peer && this.peer.connectionState !== 'connected') this.peer.restartIce();
        },
        onClosed: (code, reason) => this.onClosed(code, reason),
      },
    });
  }

  get callId(): string {
    return this.session.call.id;
  }

  /** The peer connection, for diagnostics and tests. */
  get peerConnection(): RTCPeerConnection | null {
    return this.peer?.pc ?? null;
  }

  async join(): Promise<void> {
    await this.signalling.connect();
    this.options.events.roomConnected();
    this.sendMedia();
  }

  setMicrophone(enabled: boolean): void {
    this.audio = enabled;
    for (const track of this.options.localStream.getAudioTracks()) track.enabled = enabled;
    this.sendMedia();
  }

  setCamera(enabled: boolean): void {
    this.video = enabled;
    for (const track of this.options.localStream.getVideoTracks()) track.enabled = enabled;
    this.sendMedia();
  }

  /** Ends the call for both sides and closes everything. */
  hangup(failed = false): void {
    if (this.ended) return;
    this.ended = true;
    if (this.signalling.isJoined) {
      this.signalling.send({ type: 'hangup', failed });
      // Let the hangup leave before the socket closes.
      setTimeout(() => this.dispose(), 150);
    } else {
      // The socket is down (reconnecting): end the call through the API instead.
      void this.options.endByRequest(failed).catch(() => {});
      this.dispose();
    }
  }

  /** Closes this side without ending the call (the call is already over). */
  dispose(): void {
    this.ended = true;
    clearTimeout(this.restartTimer);
    clearTimeout(this.giveUpTimer);
    this.stopLevels?.();
    this.stopLevels = null;
    this.peer?.close();
    this.peer = null;
    this.signalling.close();
  }

  restartIce(): void {
    this.peer?.restartIce();
  }

  /**
   * Drops the signalling socket and restarts ICE, as a change of network would; resolves once the socket
   * has joined again and the media connection is back (end-to-end tests of reconnection use it).
   */
  async simulateNetworkDrop(): Promise<void> {
    const back = new Promise<void>((resolve) => this.rejoined.push(resolve));
    this.signalling.dropForTesting();
    this.peer?.restartIce();
    await back;
    const pc = this.peer?.pc;
    while (pc && pc.connectionState !== 'connected' && !this.ended) {
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  private sendMedia() {
    if (!this.ended) this.signalling.send({ type: 'media', audio: this.audio, video: this.video });
  }

  private onMessage(message: ServerSignalMessage) {
    const { events } = this.options;
    switch (message.type) {
      case 'peer-joined':
        events.userConnected(message.peer.clientId, message.peer.name);
        this.onPeer(message.peer, message.existing);
        return;
      case 'peer-left':
        events.userDisconnected(message.clientId);
        return;
      case 'signal':
        if (this.remoteId !== message.from || !this.peer) this.createPeer(message.from);
        void this.peer?.handle(message.data);
        return;
      case 'peer-media':
        events.peerMedia(message.clientId, message.audio, message.video);
        return;
      case 'call-status':
        events.callStatus(message.status, callOutcome({ ...message.call, status: message.status }));
        if (!['ringing', 'active'].includes(message.status)) this.dispose();
        return;
      case 'error':
        console.warn('Signalling error', message.code, message.message);
        return;
      default:
        return;
    }
  }

  private onPeer(peer: PeerInfo, existing: boolean) {
    this.sendMedia();
    if (this.peer && this.remoteId === peer.clientId) {
      // The same browser came back on a new socket: its connection may still be up.
      if (this.peer.connectionState !== 'connected') this.peer.restartIce();
      return;
    }
    // A newcomer is offered to by whoever was there; the newcomer waits for that offer.
    if (!existing) this.createPeer(peer.clientId);
  }

  private createPeer(remoteId: string) {
    const { events } = this.options;
    if (this.peer) {
      this.peer.close();
      if (this.remoteId) events.streamRemoved(this.remoteId);
    }
    this.remoteId = remoteId;
    const peer = new PeerSession({
      iceServers: this.session.iceServers,
      polite: this.session.role === 'patient',
      localStream: this.options.localStream,
      send: (data) => this.signalling.send({ type: 'signal', data }),
      onRemoteStream: (stream) => events.streamAdded(remoteId, stream),
      onConnectionState: (state) => this.onPeerState(peer, state),
    });
    this.peer = peer;
    this.stopLevels?.();
    this.stopLevels = watchAudioLevels(
      peer.pc,
      remoteId,
      LOCAL_TALKER,
      () => this.audio,
      events.activeTalkers,
    );
  }

  private onPeerState(peer: PeerSession, state: RTCPeerConnectionState) {
    if (peer !== this.peer || this.ended) return;
    const { events } = this.options;
    clearTimeout(this.restartTimer);
    if (state === 'connected') {
      clearTimeout(this.giveUpTimer);
      this.giveUpTimer = undefined;
      if (!this.signallingDown) events.reconnecting(false);
      return;
    }
    if (state === 'disconnected' || state === 'failed') {
      events.reconnecting(true);
      if (state === 'failed') peer.restartIce();
      else this.restartTimer = setTimeout(() => peer.restartIce(), RESTART_AFTER_DISCONNECT_MS);
      this.giveUpTimer ??= setTimeout(() => {
        if (this.peer === peer && peer.connectionState !== 'connected') {
          events.roomError(callMessage(CALL_MESSAGES.roomError));
          this.hangup(true);
        }
      }, RECONNECT_GIVE_UP_MS);
    }
  }

  private onClosed(code: number, reason: string) {
    if (this.ended) return;
    const { events } = this.options;
    if (code === SIGNAL_CLOSE.callOver) {
      // The call-status message that preceded this close has told the screen why.
      this.dispose();
      return;
    }
    this.dispose();
    events.roomDisconnected();
    events.roomError(
      code === SIGNAL_CLOSE.replaced
        ? CALL_SCREEN_MESSAGES.openedElsewhere
        : callMessage(reason || CALL_MESSAGES.roomError),
    );
  }
}
