import { Page } from '../../../components/Page';
import { Balances } from '../components/Balances';
import { CreditsActions } from '../components/CreditsActions';
import { StatementHistory } from '../components/StatementHistory';

/**
 * /credits ('Credits', spec 001 §2.4): the free and premium balance in credits and euros, the ways to
 * buy (and later spend or withdraw) credits, and the statement history per day.
 */
export function CreditsPage() {
  return (
    <Page title="credits.title">
      <Balances />
      <CreditsActions />
      <StatementHistory />
    </Page>
  );
}
