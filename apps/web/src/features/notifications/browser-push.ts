// This browser's web push: ask the person's permission, subscribe through the service worker with the
// server's VAPID key (PushManager.subscribe) and hand the subscription to the server; turning off
// unsubscribes and deletes it. The service worker is /sw.js, which loads the push handlers of /sw-push.js.
import type { PushSubscriptionInput } from '@arogya/contracts/notifications';
import { deletePushSubscription, savePushSubscription } from './api/push-subscriptions.ts';

export const SERVICE_WORKER_URL = '/sw.js';

/** 'unsupported': no service worker, push or notifications here; 'blocked': the person said no. */
export type BrowserPushState = 'unsupported' | 'blocked' | 'off' | 'on';

export function browserPushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'Notification' in window &&
    'serviceWorker' in navigator &&
    'PushManager' in window
  );
}

/** The VAPID key as the bytes PushManager.subscribe takes (it comes URL-safe base64 encoded). */
export function keyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = (base64Url + '='.repeat((4 - (base64Url.length % 4)) % 4))
    .replace(/-/g, '+')
    .replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

async function existingSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export async function browserPushState(): Promise<BrowserPushState> {
  if (!browserPushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  if (Notification.permission !== 'granted') return 'off';
  return (await existingSubscription()) ? 'on' : 'off';
}

/** Turns browser notifications on for this browser; says 'blocked' when the person does not allow them. */
export async function turnOnBrowserPush(publicKey: string): Promise<BrowserPushState> {
  if (!browserPushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'off';
  await navigator.serviceWorker.register(SERVICE_WORKER_URL);
  const registration = await navigator.serviceWorker.ready;
  const options = { userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) };
  let subscription: PushSubscription;
  try {
    subscription = await registration.pushManager.subscribe(options);
  } catch (error) {
    // A subscription made with an older key of the server: replaced by one with the current key.
    const old = await registration.pushManager.getSubscription();
    if (!old) throw error;
    await old.unsubscribe();
    subscription = await registration.pushManager.subscribe(options);
  }
  await savePushSubscription(subscription.toJSON() as PushSubscriptionInput);
  return 'on';
}

export async function turnOffBrowserPush(): Promise<BrowserPushState> {
  const subscription = browserPushSupported() ? await existingSubscription() : null;
  if (subscription) {
    await deletePushSubscription(subscription.endpoint);
    await subscription.unsubscribe();
  }
  return browserPushSupported() ? 'off' : 'unsupported';
}
