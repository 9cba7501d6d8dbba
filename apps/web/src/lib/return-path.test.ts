import { describe, expect, it } from 'vitest';
import { rememberReturnPath, takeReturnPath } from './return-path';

describe('return path', () => {
  it('gives back the page where the session ended, once', () => {
    rememberReturnPath({ pathname: '/conversation/12', search: '?van=push' });
    expect(takeReturnPath()).toBe('/conversation/12?van=push');
    expect(takeReturnPath()).toBeUndefined();
  });

  it('does not return to the pages about signing in or out, nor outside the app', () => {
    for (const pathname of ['/', '/session-expired', '/logout']) {
      rememberReturnPath({ pathname, search: '' });
      expect(takeReturnPath()).toBeUndefined();
    }
    for (const path of [
      '//elders.example/phish',
      '/\\elders.example/phish',
      'https://elders.example/',
      '/?code=1',
    ]) {
      window.sessionStorage.setItem('achterhoek.returnPath', path);
      expect(takeReturnPath()).toBeUndefined();
    }
  });
});
