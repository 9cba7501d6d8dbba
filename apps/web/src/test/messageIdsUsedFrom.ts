import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nl } from '../i18n/nl';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const STATIC_IMPORT = /(?:^|\n)\s*(?:import|export)\b[^'"]*?['"](\.[^'"]+)['"]/g;
const QUOTED = /['"`]([a-zA-Z][\w-]*(?:\.[\w-]+)+)['"`]/g;

function resolveSource(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(
    (candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
  );
}

/**
 * Every message id quoted in the files the roots (paths under src/) import statically, through a feature's
 * index.ts as well (so a little more than the build keeps: type imports and a barrel's other parts are
 * counted too, which is harmless). The catalogue's own files are not read.
 */
export function messageIdsUsedFrom(roots: string[]): Set<string> {
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
