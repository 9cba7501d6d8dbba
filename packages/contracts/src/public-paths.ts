/**
 * Addresses of the public calls the web app's first page makes. A module of its own, without schemas, so
 * that page can call them without loading the validation library (see apps/web/src/lib/app-config.ts).
 */
export const APP_CONFIG_PATH = '/app-config.json';
export const VERSION_PATH = '/api/profile/version';
