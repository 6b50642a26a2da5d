// Adding Arogya to the home screen (docs/screens.md#add-to-home-screen). Chromium browsers offer it with the
// `beforeinstallprompt` event, sent once, early, whenever the page qualifies: listenForInstallPrompt() (from
// main.tsx) keeps that event so the footer's button can show the browser's own prompt later. Other browsers
// (Safari on iPhone, Firefox) send no event: the button explains how there. Small on purpose: it is in the
// start-up code; what the button shows without the event loads when it is pressed.

/** The event Chromium sends (not yet in TypeScript's DOM types). */
type InstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

let offered: InstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};

export function listenForInstallPrompt(): void {
  installed = window.matchMedia?.('(display-mode: standalone)').matches === true;
  window.addEventListener('beforeinstallprompt', (event) => {
    // The browser's own mini-bar stays away: the footer offers it when the visitor asks.
    event.preventDefault();
    offered = event as InstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    offered = null;
    installed = true;
    changed();
  });
}

/** For useSyncExternalStore: 'installed' (running from the home screen), 'prompt' (the browser offers it) or 'help'. */
export function installState(): 'installed' | 'prompt' | 'help' {
  if (installed) return 'installed';
  return offered ? 'prompt' : 'help';
}

export function subscribeInstallState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows the browser's prompt; true when the visitor accepted. The event can be used once. */
export async function promptInstall(): Promise<boolean> {
  const event = offered;
  if (!event) return false;
  offered = null;
  changed();
  await event.prompt();
  return (await event.userChoice).outcome === 'accepted';
}
