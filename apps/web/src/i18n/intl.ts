import { createIntl, createIntlCache } from 'react-intl';
import { APP_LOCALE } from './locale';
import { nl } from './nl';

// One intl instance for the whole app: React components receive it through RawIntlProvider, and code
// outside components (the notification queue) formats with the very same catalogue.
export const intl = createIntl(
  { locale: APP_LOCALE, defaultLocale: APP_LOCALE, timeZone: 'Europe/Amsterdam', messages: nl },
  createIntlCache(),
);
