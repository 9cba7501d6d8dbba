import { createIntl, createIntlCache } from 'react-intl';
import { nl } from './nl';

// One intl instance for the whole app: React components receive it through RawIntlProvider, and code
// outside components (the notification queue) formats with the very same catalogue.
export const intl = createIntl(
  { locale: 'nl-NL', defaultLocale: 'nl-NL', timeZone: 'Europe/Amsterdam', messages: nl },
  createIntlCache(),
);
