import { describe, expect, it } from 'vitest';
import { messageIdsUsedFrom } from '../test/messageIdsUsedFrom';
import { nlFirstPages } from './nl-first-pages';
import { nlHome } from './nl-home';
import { nlPages } from './nl-pages';

// The code that runs before the other pages' texts are loaded on a returning user's Home: the signed-in
// frames (start-up sequence, shell, and the profile menu the shell loads on first use) and Home itself.
const HOME_ROOTS = [
  'app/startup/StartupProvider.tsx',
  'app/shell/ShellLayout.tsx',
  'app/shell/ProfileMenuDropdown.tsx',
  'features/home/pages/HomePage.tsx',
];

describe("Home's texts", () => {
  it('hold every text the signed-in frames and Home use, so none of them shows an id while the rest loads', () => {
    const missing = [...messageIdsUsedFrom(HOME_ROOTS)].filter(
      (id) => !Object.hasOwn(nlFirstPages, id) && !Object.hasOwn(nlHome, id),
    );
    expect(missing).toEqual([]);
  });

  it('are neither among the first pages texts nor among the rest, so no text is sent twice', () => {
    const twice = Object.keys(nlHome).filter(
      (id) => Object.hasOwn(nlFirstPages, id) || Object.hasOwn(nlPages, id),
    );
    expect(twice).toEqual([]);
  });
});
