import type { AppConfig } from '../lib/app-config';

/**
 * A configuration as the start-up reads it from /app-config.json, without the map tiles and the regional
 * taxi's phone number (the start-up does not look at them); pages' tests add them (renderApp's testConfig).
 */
export const minimalAppConfig: Omit<AppConfig, 'mapTileUrl' | 'regionalTaxiPhone'> = {
  oidcIssuer: 'http://localhost/auth',
  oidcClientId: 'web',
  creditsEnabled: true,
  bankSimulated: true,
  links: {
    website: 'https://site.test/',
    faq: 'https://site.test/faq',
    privacy: 'https://site.test/privacy',
  },
  region: { name: 'Testregio', demo: true, sources: [], roads: 'estimated' },
};
