import { describe, expect, it } from 'vitest';
import { messageIdsUsedFrom } from '../test/messageIdsUsedFrom';
import { nlFirstPages } from './nl-first-pages';

// The code that runs before the other pages' texts are loaded: the app's first chunk (everything main.tsx
// imports statically), the pages a signed-out visitor sees (lazyPage with texts 'first pages') and what
// the landing page loads for itself.
const FIRST_PAGE_ROOTS = [
  'main.tsx',
  'features/auth/pages/LandingPage.tsx',
  'features/auth/pages/LogoutPage.tsx',
  'features/auth/pages/SessionExpiredPage.tsx',
  'features/auth/components/SignedInContinuation.tsx',
  'components/AppVersion.tsx',
];

describe('the first pages texts', () => {
  it('hold every text the first pages code uses, so none of them shows an id while the rest loads', () => {
    const missing = [...messageIdsUsedFrom(FIRST_PAGE_ROOTS)].filter(
      (id) => !Object.hasOwn(nlFirstPages, id),
    );
    expect(missing).toEqual([]);
  });

  it('finds the texts in code it reaches through imports', () => {
    const used = messageIdsUsedFrom(['main.tsx']);
    // Shown by the start-up gate (AppConfigGate) and the loading state, two imports away from main.tsx.
    expect(used).toContain('common.startupError');
    expect(used).toContain('common.loading');
    expect(used).not.toContain('shell.back');
  });
});
