import { logger } from '../../../lib/logger';
import { fetchPushPublicKey, removePushSubscription, storePushSubscription } from '../api/messagingApi';

/** The VAPID key as the Push API wants it: base64url text to bytes. */
export function urlBase64ToUint8Array(base64Url: string): Uint8Array<ArrayBuffer> {
  const padding = '='.repeat((4 - (base64Url.length % 4)) % 4);
  const base64 = (base64Url + padding).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let index = 0; index < raw.length; index += 1) bytes[index] = raw.charCodeAt(index);
  return bytes;
}

export function supportsWebPush(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/**
 * Web Push (spec 000 §2 Shell, push event): where the browser can and the user allows notifications,
 * subscribes through the service worker with the server's public key and stores the subscription.
 * The browser's permission question is only asked when `askPermission` is set — from a button the user
 * pressed — never unprompted at start-up. Answers whether this device now receives pushes; silent on
 * failure: the live stream still delivers messages while the app is open.
 */
export async function subscribeToWebPush({ askPermission = false } = {}): Promise<boolean> {
  if (!supportsWebPush()) return false;
  try {
    let permission = Notification.permission;
    if (permission === 'default' && askPermission) permission = await Notification.requestPermission();
    if (permission !== 'granted') return false;
    const registration = await navigator.serviceWorker.ready;
    let subscription = await registration.pushManager.getSubscription();
    if (!subscription) {
      const { publicKey } = await fetchPushPublicKey();
      subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: urlBase64ToUint8Array(publicKey),
      });
    }
    await storePushSubscription(subscription.toJSON());
    return true;
  } catch (error) {
    logger.warn('Subscribing to web push failed', error);
    return false;
  }
}

/** Whether to offer the 'turn on notifications on this device' button: possible and not yet granted. */
export function canOfferWebPush(): boolean {
  return supportsWebPush() && Notification.permission === 'default';
}

/**
 * At logout: this browser stops receiving the user's pushes. The server forgets the subscription and the
 * browser drops it, so the next person who signs in on this device registers a subscription of their own
 * (the server never moves one user's subscription to another). Silent on failure: logging out goes on.
 */
export async function unsubscribeFromWebPush(): Promise<void> {
  if (!supportsWebPush()) return;
  try {
    // getRegistration, not `ready`: without a service worker `ready` never settles.
    const registration = await navigator.serviceWorker.getRegistration();
    const subscription = await registration?.pushManager.getSubscription();
    if (!subscription) return;
    await removePushSubscription(subscription.endpoint);
    await subscription.unsubscribe();
  } catch (error) {
    logger.warn('Unsubscribing from web push failed', error);
  }
}
