// The active talker list from audio levels: the remote side's from its receiver's synchronization sources,
// ours from the outgoing audio's media-source statistics. Polled twice a second; reported on change.
const TALKING_LEVEL = 0.02;
const POLL_MS = 500;

export function watchAudioLevels(
  pc: RTCPeerConnection,
  remoteId: string,
  localId: string,
  localAudible: () => boolean,
  report: (ids: string[]) => void,
): () => void {
  let last = '';
  let busy = false;
  const poll = async () => {
    if (busy || pc.connectionState === 'closed') return;
    busy = true;
    try {
      const talkers: string[] = [];
      const remote = pc
        .getReceivers()
        .filter((r) => r.track.kind === 'audio')
        .flatMap((r) => r.getSynchronizationSources?.() ?? []);
      if (remote.some((s) => (s.audioLevel ?? 0) > TALKING_LEVEL)) talkers.push(remoteId);
      if (localAudible()) {
        const stats = await pc.getStats();
        stats.forEach((s: { type: string; kind?: string; audioLevel?: number }) => {
          if (s.type === 'media-source' && s.kind === 'audio' && (s.audioLevel ?? 0) > TALKING_LEVEL) {
            if (!talkers.includes(localId)) talkers.push(localId);
          }
        });
      }
      const key = talkers.join(',');
      if (key !== last) {
        last = key;
        report(talkers);
      }
    } catch {
      // Statistics are best effort.
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(() => void poll(), POLL_MS);
  return () => clearInterval(timer);
}
