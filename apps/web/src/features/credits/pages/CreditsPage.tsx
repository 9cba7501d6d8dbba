import { Stack } from '@mantine/core';
import { useIntl } from 'react-intl';
import { PageTitle } from '../../../components/PageTitle';
import { Balances } from '../components/Balances';
import { CreditsActions } from '../components/CreditsActions';
import { StatementHistory } from '../components/StatementHistory';

/**
 * /credits ('Credits', spec 001 §2.4): the free and premium balance in credits and euros, the ways to
 * buy (and later spend or withdraw) credits, and the statement history per day.
 */
export function CreditsPage() {
  const intl = useIntl();
  return (
    <Stack gap="lg">
      <PageTitle>{intl.formatMessage({ id: 'credits.title' })}</PageTitle>
      <Balances />
      <CreditsActions />
      <StatementHistory />
    </Stack>
  );
}
