import {
  SystemAccountCodeSchema,
  type SystemAccountCode,
  type TransactionPurpose,
} from '@achterhoek/contracts';
import { Tabs, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router';
import { Page } from '../../../components/Page';
import { systemAccountOf } from '../api/systemAccounts';
import { SystemAccountsLoader } from '../components/SystemAccountsLoader';
import { SystemAccountPanel, systemAccountTexts } from '../components/SystemAccountPanel';
import { purposeFrom } from '../components/systemStatementKinds';

/** The tabs in the spec's order: Premies, Reserveringen, Kas. */
const TABS: readonly SystemAccountCode[] = ['premiums', 'reservations', 'banking-reserve'];

function tabFrom(value: string | null): SystemAccountCode {
  const parsed = SystemAccountCodeSchema.safeParse(value);
  return parsed.success ? parsed.data : 'premiums';
}

/**
 * /system-credits ('Financiën', spec 001 §2.18): the three system accounts in tabs (the premium budget,
 * the reservations and the bank reserve), each with its balance and statement. The chosen tab and kind
 * sit in the address, so going back to the page shows the same list.
 */
export function SystemCreditsPage() {
  const [search, setSearch] = useSearchParams();
  const tab = tabFrom(search.get('account'));
  const purpose = purposeFrom(search.get('purpose'));

  const choose = (next: SystemAccountCode, nextPurpose: TransactionPurpose | null) =>
    setSearch(nextPurpose ? { account: next, purpose: nextPurpose } : { account: next }, { replace: true });

  const content = (
    <SystemAccountsLoader loadError="systemCredits.loadError">
      {(accounts, { exchangeRate }) => (
        <Tabs value={tab} onChange={(value) => choose(tabFrom(value), null)} keepMounted={false}>
          <Tabs.List grow>
            {TABS.map((code) => (
              <Tabs.Tab key={code} value={code}>
                <FormattedMessage id={systemAccountTexts[code].tab} />
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {TABS.map((code) => {
            const account = systemAccountOf(accounts, code);
            return (
              <Tabs.Panel key={code} value={code} pt="md">
                {account ? (
                  <SystemAccountPanel
                    account={account}
                    code={code}
                    exchangeRate={exchangeRate}
                    purpose={purpose}
                    onPurposeChange={(next) => choose(code, next)}
                  />
                ) : (
                  <Text>
                    <FormattedMessage id="systemCredits.noAccount" />
                  </Text>
                )}
              </Tabs.Panel>
            );
          })}
        </Tabs>
      )}
    </SystemAccountsLoader>
  );

  return <Page title="systemCredits.title">{content}</Page>;
}
