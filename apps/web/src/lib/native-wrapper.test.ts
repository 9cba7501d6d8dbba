import { afterEach, describe, expect, it } from 'vitest';
import { captureStartupParameters, storedPushToken, wrapperCapabilities } from './native-wrapper';

describe('native wrapper', () => {
  afterEach(() => {
    sessionStorage.clear();
    delete window.AchterhoekApp;
  });

  it('allows everything in an ordinary browser', () => {
    expect(wrapperCapabilities()).toEqual({ canUpload: true, canOpenExternalLinks: true });
  });

  it('stores the push token from the fcm start-up parameter', () => {
    captureStartupParameters('?fcm=token-123');
    expect(storedPushToken()).toBe('token-123');
  });

  it('remembers capabilities announced as start-up parameters', () => {
    captureStartupParameters('?canUpload=false');
    captureStartupParameters('');
    expect(wrapperCapabilities()).toEqual({ canUpload: false, canOpenExternalLinks: true });
  });

  it('prefers the JavaScript bridge when the wrapper injects one', () => {
    captureStartupParameters('?canUpload=false&canOpenExternalLinks=false');
    window.AchterhoekApp = { canUpload: true };
    expect(wrapperCapabilities()).toEqual({ canUpload: true, canOpenExternalLinks: false });
  });
});
