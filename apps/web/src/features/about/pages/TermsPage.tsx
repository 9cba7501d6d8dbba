import { Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import { PageTitle } from '../../../components/PageTitle';
import { TermsOfUse } from '../../../components/TermsOfUse';

/** /terms ('Gebruiksvoorwaarden'): the association's terms of use. */
export function TermsPage() {
  const intl = useIntl();
  return (
    <Stack gap="lg">
      <PageTitle>{intl.formatMessage({ id: 'terms.title' })}</PageTitle>
      <TermsOfUse />
    </Stack>
  );
}
