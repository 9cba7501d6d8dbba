/** The app's one language and region: Dutch as spoken in the Netherlands. */
export const APP_LOCALE = 'nl-NL';
