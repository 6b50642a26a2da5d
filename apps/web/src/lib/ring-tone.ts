// The ring of an incoming call, made with Web Audio (no sound file to download): two short 400/450 Hz bursts
// every three seconds, the Indian ring cadence. It plays through the page's audio context
// (lib/call-alerts.ts), which 'Go on duty' on the doctor's desk unlocks; without that click the browser may
// keep it silent until the page is touched, so the ring then starts on the first touch, and the card is
// visible meanwhile.
import { callAudioContext } from './call-alerts.ts';

const BURST_S = 0.4;
const GAP_S = 0.2;
const PERIOD_MS = 3000;

export type RingTone = { stop: () => void };

export function startRingTone(): RingTone {
  const ctx = callAudioContext();
  if (!ctx) return { stop: () => {} };
  const out = ctx.createGain();
  out.gain.value = 0.15;
  out.connect(ctx.destination);

  const burst = (at: number) => {
    for (const frequency of [400, 450]) {
      const osc = ctx.createOscillator();
      const env = ctx.createGain();
      osc.frequency.value = frequency;
      env.gain.setValueAtTime(0, at);
      env.gain.linearRampToValueAtTime(1, at + 0.02);
      env.gain.setValueAtTime(1, at + BURST_S - 0.02);
      env.gain.linearRampToValueAtTime(0, at + BURST_S);
      osc.connect(env).connect(out);
      osc.start(at);
      osc.stop(at + BURST_S);
    }
  };
  const ring = () => {
    const now = ctx.currentTime + 0.05;
    burst(now);
    burst(now + BURST_S + GAP_S);
  };

  const resume = () => void ctx.resume().catch(() => {});
  window.addEventListener('pointerdown', resume, { once: true });
  window.addEventListener('keydown', resume, { once: true });
  resume();
  ring();
  const timer = setInterval(ring, PERIOD_MS);
  return {
    stop() {
      clearInterval(timer);
      window.removeEventListener('pointerdown', resume);
      window.removeEventListener('keydown', resume);
      // The context stays for the next ring (it is the unlocked one); this ring's sound stops at once.
      out.disconnect();
    },
  };
}
