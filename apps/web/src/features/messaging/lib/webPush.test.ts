import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { canOfferWebPush, subscribeToWebPush } from './webPush';

describe('web push permission', () => {
  let requestPermission: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    requestPermission = vi.fn(async () => 'denied');
    vi.stubGlobal(
      'Notification',
      Object.assign(function Notification() {}, { permission: 'default', requestPermission }),
    );
    vi.stubGlobal('PushManager', function PushManager() {});
    Object.defineProperty(navigator, 'serviceWorker', {
      value: { ready: new Promise(() => {}) },
      configurable: true,
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('never asks the browser for permission unprompted (start-up)', async () => {
    expect(await subscribeToWebPush()).toBe(false);
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it('asks when the user pressed the button, and reports a refusal', async () => {
    expect(canOfferWebPush()).toBe(true);
    expect(await subscribeToWebPush({ askPermission: true })).toBe(false);
    expect(requestPermission).toHaveBeenCalledOnce();
  });

  it('offers nothing once the user has decided', () => {
    vi.stubGlobal(
      'Notification',
      Object.assign(function Notification() {}, { permission: 'denied', requestPermission }),
    );
    expect(canOfferWebPush()).toBe(false);
  });
});
