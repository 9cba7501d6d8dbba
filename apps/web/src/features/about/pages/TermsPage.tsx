import { TermsOfUse } from '../../../components/TermsOfUse';
import { Page } from '../../../components/Page';

/** /terms ('Gebruiksvoorwaarden'): the association's terms of use. */
export function TermsPage() {
  return (
    <Page title="terms.title">
      <TermsOfUse />
    </Page>
  );
}
