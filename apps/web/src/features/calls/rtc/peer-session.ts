// One RTCPeerConnection to the other participant, negotiated with the "perfect negotiation" pattern: either
// side may (re)offer at any time, a collision is settled by the polite side (the patient) rolling back.
// That is what lets an ICE restart come from whichever side noticed the network change.
import type { IceServer, SignalPayload } from '@arogya/contracts/calls';

export type PeerSessionOptions = {
  iceServers: IceServer[];
  polite: boolean;
  localStream: MediaStream;
  send: (data: SignalPayload) => void;
  onRemoteStream: (stream: MediaStream) => void;
  onConnectionState: (state: RTCPeerConnectionState) => void;
};

export class PeerSession {
  readonly pc: RTCPeerConnection;
  private makingOffer = false;
  private ignoreOffer = false;
  private settingRemoteAnswer = false;
  private queue: Promise<void> = Promise.resolve();
  private remoteStream: MediaStream | null = null;
  private closed = false;

  constructor(private readonly options: PeerSessionOptions) {
    const pc = new RTCPeerConnection({ iceServers: options.iceServers, bundlePolicy: 'max-bundle' });
    this.pc = pc;
    for (const track of options.localStream.getTracks()) pc.addTrack(track, options.localStream);

    pc.onnegotiationneeded = async () => {
      try {
        this.makingOffer = true;
        await pc.setLocalDescription();
        if (pc.localDescription) options.send({ description: toDescription(pc.localDescription) });
      } catch (error) {
        if (!this.closed) console.error('Could not make a call offer', error);
      } finally {
        this.makingOffer = false;
      }
    };
    pc.onicecandidate = ({ candidate }) => {
      if (candidate?.candidate) options.send({ candidate: candidate.toJSON() as never });
    };
    pc.ontrack = ({ track, streams }) => {
      const stream = streams[0] ?? this.remoteStream ?? new MediaStream();
      if (!streams[0] && !stream.getTracks().includes(track)) stream.addTrack(track);
      if (stream !== this.remoteStream) {
        this.remoteStream = stream;
        options.onRemoteStream(stream);
      }
    };
    pc.onconnectionstatechange = () => options.onConnectionState(pc.connectionState);
  }

  get connectionState(): RTCPeerConnectionState {
    return this.pc.connectionState;
  }

  /** Handles offers, answers and candidates strictly in arrival order. */
  handle(data: SignalPayload): Promise<void> {
    this.queue = this.queue
      .then(() => this.apply(data))
      .catch((error) => {
        if (!this.closed) console.error('Could not apply a call signal', error);
      });
    return this.queue;
  }

  restartIce(): void {
    if (!this.closed) this.pc.restartIce();
  }

  close(): void {
    this.closed = true;
    this.pc.onnegotiationneeded = null;
    this.pc.onicecandidate = null;
    this.pc.ontrack = null;
    this.pc.onconnectionstatechange = null;
    this.pc.close();
  }

  private async apply(data: SignalPayload): Promise<void> {
    if (this.closed) return;
    const { pc } = this;
    if ('description' in data) {
      const description = data.description as RTCSessionDescriptionInit;
      const readyForOffer = !this.makingOffer && (pc.signalingState === 'stable' || this.settingRemoteAnswer);
      const collision = description.type === 'offer' && !readyForOffer;
      this.ignoreOffer = !this.options.polite && collision;
      if (this.ignoreOffer) return;
      this.settingRemoteAnswer = description.type === 'answer';
      await pc.setRemoteDescription(description);
      this.settingRemoteAnswer = false;
      if (description.type === 'offer') {
        await pc.setLocalDescription();
        if (pc.localDescription) this.options.send({ description: toDescription(pc.localDescription) });
      }
      return;
    }
    try {
      await pc.addIceCandidate(data.candidate as RTCIceCandidateInit);
    } catch (error) {
      if (!this.ignoreOffer) throw error;
    }
  }
}

function toDescription(d: RTCSessionDescription): { type: RTCSdpType; sdp?: string } {
  return { type: d.type, sdp: d.sdp };
}
