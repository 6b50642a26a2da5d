// What lets an incoming call be heard and seen when the page is not in front: browsers keep audio silent
// until the page has been clicked, and show notifications only with the person's permission. 'Go on duty'
// on the doctor's desk asks for both in one click (unlockCallAlerts); the incoming-call listener rings
// through the audio context that click unlocked and, when the tab is hidden, shows the call as a browser
// notification (through the service worker when one is registered, as a page notification otherwise).
import { create } from 'zustand';

export type NotificationState = NotificationPermission | 'unsupported';

type CallAlertsState = {
  /** 'Go on duty' was pressed on this page (lost when the page is reloaded, as the audio unlock is). */
  onDuty: boolean;
  /** Audio was unlocked by that click: the ring can sound without another. */
  audioUnlocked: boolean;
  notifications: NotificationState;
};

const notificationPermission = (): NotificationState =>
  typeof window !== 'undefined' && 'Notification' in window ? Notification.permission : 'unsupported';

export const useCallAlerts = create<CallAlertsState>(() => ({
  onDuty: false,
  audioUnlocked: false,
  notifications: notificationPermission(),
}));

let audioContext: AudioContext | null = null;

function newAudioContext(): AudioContext | null {
  const Context =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  return Context ? new Context() : null;
}

/** The page's audio context: the one 'Go on duty' unlocked, else a new one (which may stay suspended). */
export function callAudioContext(): AudioContext | null {
  if (audioContext && audioContext.state !== 'closed') return audioContext;
  audioContext = newAudioContext();
  return audioContext;
}

/**
 * Call from a click handler, before any await: plays a silent sound in the page's audio context (so the
 * browser lets it ring later without another click), then asks for notification permission if it has
 * not been asked yet. Resolves with the state after both.
 */
export async function unlockCallAlerts(): Promise<CallAlertsState> {
  const ctx = callAudioContext();
  if (ctx) {
    const silence = ctx.createBufferSource();
    silence.buffer = ctx.createBuffer(1, 1, ctx.sampleRate);
    silence.connect(ctx.destination);
    silence.start(0);
    // Asked inside the click, which is what allows it; it settles once the audio device is running.
    await ctx.resume().catch(() => {});
    useCallAlerts.setState({ audioUnlocked: ctx.state === 'running' });
  }
  if (notificationPermission() === 'default') {
    try {
      await Notification.requestPermission();
    } catch {
      // An old browser without the promise form; its permission stays as it is.
    }
  }
  useCallAlerts.setState({ onDuty: true, notifications: notificationPermission() });
  return useCallAlerts.getState();
}

export type ShownNotification = { close: () => void };

/**
 * Shows an incoming call as a browser notification while this tab is hidden and permission is granted;
 * clicking it brings the tab to the front. Answers how to close it, or null when nothing was shown.
 */
export async function showCallNotification(input: {
  title: string;
  body: string;
  tag: string;
}): Promise<ShownNotification | null> {
  if (document.visibilityState !== 'hidden' || notificationPermission() !== 'granted') return null;
  const options: NotificationOptions = { body: input.body, tag: input.tag, requireInteraction: true };
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  if (registration) {
    await registration.showNotification(input.title, options);
    return {
      close: () =>
        void registration
          .getNotifications({ tag: input.tag })
          .then((shown) => {
            for (const n of shown) n.close();
          })
          .catch(() => {}),
    };
  }
  try {
    const notification = new Notification(input.title, options);
    notification.onclick = () => {
      window.focus();
      notification.close();
    };
    return { close: () => notification.close() };
  } catch {
    // Browsers that show notifications only through a service worker (Chrome on Android).
    return null;
  }
}
