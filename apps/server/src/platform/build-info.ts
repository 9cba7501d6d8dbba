import fs from 'node:fs';

declare const __APP_VERSION__: string | undefined;
declare const __BUILD_TIME__: string | undefined;

function versionFromPackage(): string {
  try {
    const url = new URL('../../package.json', import.meta.url);
    return (JSON.parse(fs.readFileSync(url, 'utf8')) as { version?: string }).version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

/**
 * Version and build time of the running server. The production bundle has both baked in at build time;
 * when running from source (tests, `npm run dev`) the package version and the start time stand in.
 */
export const buildInfo = {
  version: typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : versionFromPackage(),
  buildTime: typeof __BUILD_TIME__ === 'string' ? __BUILD_TIME__ : new Date().toISOString(),
};
