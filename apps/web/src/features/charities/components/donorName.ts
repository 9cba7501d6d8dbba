import type { Donor } from '@achterhoek/contracts';
import type { IntlShape } from 'react-intl';

/** A donor's name; an anonymous gift (the server sends no donor) reads 'Anoniem'. */
export function donorName(intl: IntlShape, donor: Donor | null): string {
  if (!donor) return intl.formatMessage({ id: 'charities.anonymous' });
  return `${donor.givenName} ${donor.familyName}`.trim();
}
