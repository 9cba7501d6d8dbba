import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { nl } from './nl';
import { nlFirstPages } from './nl-first-pages';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// The code that runs before the other pages' texts are loaded: the app's first chunk (everything main.tsx
// imports statically), the pages a signed-out visitor sees (lazyPage with firstPage) and what the landing
// page loads for itself.
const FIRST_PAGE_ROOTS = [
  'main.tsx',
  'features/auth/pages/LandingPage.tsx',
  'features/auth/pages/LogoutPage.tsx',
  'features/auth/pages/SessionExpiredPage.tsx',
  'features/auth/components/SignedInContinuation.tsx',
  'components/AppVersion.tsx',
];

const STATIC_IMPORT = /(?:^|\n)\s*(?:import|export)\b[^'"]*?['"](\.[^'"]+)['"]/g;
const QUOTED = /['"`]([a-zA-Z][\w-]*(?:\.[\w-]+)+)['"`]/g;

function resolveSource(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(
    (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
  );
}

/** Every message id quoted in the files the roots import statically (type imports included: harmless). */
function messageIdsUsedFrom(roots: string[]): Set<string> {
  const visited = new Set<string>();
  const ids = new Set<string>();
  const visit = (file: string) => {
    if (visited.has(file)) return;
    visited.add(file);
    const text = fs.readFileSync(file, 'utf8');
    if (!file.includes(`${path.sep}i18n${path.sep}`)) {
      for (const [, quoted] of text.matchAll(QUOTED))
        if (quoted && Object.hasOwn(nl, quoted)) ids.add(quoted);
    }
    for (const [, specifier] of text.matchAll(STATIC_IMPORT)) {
      const imported = specifier && resolveSource(file, specifier);
      if (imported) visit(imported);
    }
  };
  for (const root of roots) visit(path.join(src, root));
  return ids;
}

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
