import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));
const include = ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'];

/** The test files (relative to this folder) that replace a module with `vi.mock` or `vi.doMock`. */
function filesThatMockModules(): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const file = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.test\.tsx?$/.test(entry.name) && /\bvi\.(do)?[mM]ock\(/.test(read(file))) found.push(file);
    }
  };
  const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
  walk('src');
  return found;
}
const mocking = filesThatMockModules();

const shared = {
  environment: 'jsdom' as const,
  setupFiles: ['src/test/setup.ts'],
  // Dates in tests are written in Dutch local time; pin it so results do not depend on the machine.
  env: { TZ: 'Europe/Amsterdam' },
  // A wizard test clicks through four steps in 2–3 s alone; with a file per core on CI's two cores (and
  // the machine busy) that came near Vitest's default of 5 s. A slow machine is not a failure.
  testTimeout: 15_000,
};

/**
 * The web tests as two Vitest projects. Starting jsdom, Mantine and React again for every file cost
 * several seconds per file, most of the web suite's time; so `web` runs its files one after another in a
 * shared module registry and environment (src/test/setup.ts cleans the DOM, storage, notifications and
 * mocks after every test). A file that replaces a module with `vi.mock` needs a registry of its own (the
 * mock must be in place before anything imports that module), so those files run in `web-isolated`.
 */
export const webProjects: TestProjectInlineConfiguration[] = [
  {
    root,
    plugins: [react()],
    test: { ...shared, name: 'web', include, exclude: mocking, isolate: false },
  },
  ...(mocking.length
    ? [{ root, plugins: [react()], test: { ...shared, name: 'web-isolated', include: mocking } }]
    : []),
];

// `npx vitest` inside apps/web runs both; the root config lists the same projects.
export default defineConfig({ test: { projects: webProjects } });
