/**
 * Where the web app reads its runtime configuration. A module of its own, without schemas, so the web
 * app's first page can fetch it without loading the validation library (see apps/web/src/lib/app-config.ts).
 */
export const APP_CONFIG_PATH = '/app-config.json';
