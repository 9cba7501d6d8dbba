import {
  SystemAccountCodeSchema,
  type SystemAccountCode,
  type TransactionPurpose,
} from '@achterhoek/contracts';
import { Stack, Tabs, Text } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { ErrorWithRetry } from '../../../components/ErrorWithRetry';
import { LoadingState } from '../../../components/LoadingState';
import { PageTitle } from '../../../components/PageTitle';
import { useBankerSettings } from '../../credits';
import { systemAccountOf, useSystemAccounts } from '../api/systemAccounts';
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
  const intl = useIntl();
  const accounts = useSystemAccounts();
  const settings = useBankerSettings();
  const [search, setSearch] = useSearchParams();
  const tab = tabFrom(search.get('account'));
  const purpose = purposeFrom(search.get('purpose'));

  const choose = (next: SystemAccountCode, nextPurpose: TransactionPurpose | null) =>
    setSearch(nextPurpose ? { account: next, purpose: nextPurpose } : { account: next }, { replace: true });

  let content;
  if (accounts.isPending || settings.isPending) {
    content = <LoadingState />;
  } else if (accounts.isError || settings.isError) {
    const retry = () => {
      if (accounts.isError) void accounts.refetch();
      if (settings.isError) void settings.refetch();
    };
    content = (
      <ErrorWithRetry onRetry={retry} retrying={accounts.isFetching || settings.isFetching}>
        <FormattedMessage id="systemCredits.loadError" />
      </ErrorWithRetry>
    );
  } else {
    const { exchangeRate } = settings.data;
    content = (
      <Tabs value={tab} onChange={(value) => choose(tabFrom(value), null)} keepMounted={false}>
        <Tabs.List grow>
          {TABS.map((code) => (
            <Tabs.Tab key={code} value={code}>
              <FormattedMessage id={systemAccountTexts[code].tab} />
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map((code) => {
          const account = systemAccountOf(accounts.data, code);
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
    );
  }

  return (
    <Stack gap="lg">
      <PageTitle>{intl.formatMessage({ id: 'systemCredits.title' })}</PageTitle>
      {content}
    </Stack>
  );
}
