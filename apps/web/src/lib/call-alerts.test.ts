// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showCallNotification, unlockCallAlerts, useCallAlerts } from './call-alerts.ts';

type Shown = { title: string; options?: NotificationOptions };

let permission: NotificationPermission;
let constructed: Shown[];
let hidden: boolean;

class FakeNotification {
  static get permission() {
    return permission;
  }
  static requestPermission = vi.fn(async () => {
    permission = 'granted';
    return permission;
  });
  onclick: (() => void) | null = null;
  close = vi.fn();
  constructor(title: string, options?: NotificationOptions) {
    constructed.push({ title, options });
  }
}

class FakeAudioContext {
  static last: FakeAudioContext | null = null;
  state: AudioContextState = 'suspended';
  sampleRate = 48_000;
  destination = {};
  started = 0;
  constructor() {
    FakeAudioContext.last = this;
  }
  createBuffer() {
    return {};
  }
  createBufferSource() {
    return { buffer: null, connect: () => {}, start: () => (this.started += 1) };
  }
  async resume() {
    this.state = 'running';
  }
}

beforeEach(() => {
  permission = 'default';
  constructed = [];
  hidden = true;
  vi.stubGlobal('Notification', FakeNotification);
  vi.stubGlobal('AudioContext', FakeAudioContext);
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (hidden ? 'hidden' : 'visible'),
  });
  useCallAlerts.setState({ onDuty: false, audioUnlocked: false, notifications: 'default' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const call = { title: 'Incoming video call from Meera Pillai', body: 'Reason: Fever', tag: 'call-1' };

describe("'Go on duty' (unlockCallAlerts)", () => {
  it('plays a silent sound in the page’s audio context, asks for notifications once, and is on duty', async () => {
    const state = await unlockCallAlerts();
    expect(FakeAudioContext.last?.started).toBe(1);
    expect(state).toEqual({ onDuty: true, audioUnlocked: true, notifications: 'granted' });
    await unlockCallAlerts();
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
  });

  it('does not ask again where notifications were refused', async () => {
    permission = 'denied';
    FakeNotification.requestPermission.mockClear();
    const state = await unlockCallAlerts();
    expect(FakeNotification.requestPermission).not.toHaveBeenCalled();
    expect(state.notifications).toBe('denied');
  });
});

describe('showCallNotification', () => {
  it('shows nothing while the tab is in front, or without permission', async () => {
    permission = 'granted';
    hidden = false;
    expect(await showCallNotification(call)).toBeNull();
    hidden = true;
    permission = 'default';
    expect(await showCallNotification(call)).toBeNull();
    expect(constructed).toEqual([]);
  });

  it('shows a page notification while the tab is hidden, and closes it', async () => {
    permission = 'granted';
    const shown = await showCallNotification(call);
    expect(constructed).toEqual([
      { title: call.title, options: { body: call.body, tag: 'call-1', requireInteraction: true } },
    ]);
    expect(shown).not.toBeNull();
  });

  it('goes through the service worker when one is registered', async () => {
    permission = 'granted';
    const close = vi.fn();
    const registration = {
      showNotification: vi.fn(async () => {}),
      getNotifications: vi.fn(async () => [{ close }]),
    };
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: async () => registration },
    });
    const shown = await showCallNotification(call);
    expect(registration.showNotification).toHaveBeenCalledWith(call.title, {
      body: call.body,
      tag: 'call-1',
      requireInteraction: true,
    });
    expect(constructed).toEqual([]);
    shown?.close();
    await vi.waitFor(() => expect(close).toHaveBeenCalled());
    expect(registration.getNotifications).toHaveBeenCalledWith({ tag: 'call-1' });
  });
});
