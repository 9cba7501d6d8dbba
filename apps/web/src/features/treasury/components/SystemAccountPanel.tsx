import type { SystemAccount, SystemAccountCode, TransactionPurpose } from '@achterhoek/contracts';
import { NativeSelect, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/nl';
import { formatCreditsInEuros } from '../../../lib/money';
import { paths } from '../../../lib/paths';
import { SystemStatementList } from './SystemStatementList';
import { purposeFrom, systemStatementKinds } from './systemStatementKinds';
import { LinkButton } from '../../../components/LinkButton';

/** Each system account's title and what it is, in one plain sentence (spec 001 §2.18). */
export const systemAccountTexts: Record<
  SystemAccountCode,
  { tab: MessageId; title: MessageId; about: MessageId }
> = {
  premiums: {
    tab: 'systemCredits.premiums.tab',
    title: 'systemCredits.premiums.title',
    about: 'systemCredits.premiums.about',
  },
  reservations: {
    tab: 'systemCredits.reservations.tab',
    title: 'systemCredits.reservations.title',
    about: 'systemCredits.reservations.about',
  },
  'banking-reserve': {
    tab: 'systemCredits.reserve.tab',
    title: 'systemCredits.reserve.title',
    about: 'systemCredits.reserve.about',
  },
};

interface SystemAccountPanelProps {
  account: SystemAccount;
  code: SystemAccountCode;
  exchangeRate: number;
  purpose: TransactionPurpose | null;
  onPurposeChange: (purpose: TransactionPurpose | null) => void;
}

/**
 * One system account on the system credits page: its title and what it is, the balance in credits and
 * euros, (for the premium budget) the buttons to lower and raise it, and its statement with a filter on
 * the kind of line.
 */
export function SystemAccountPanel({
  account,
  code,
  exchangeRate,
  purpose,
  onPurposeChange,
}: SystemAccountPanelProps) {
  const intl = useIntl();
  const titleId = useId();
  const texts = systemAccountTexts[code];
  return (
    <Stack gap="lg">
      <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p="md">
        <Stack gap="xs">
          <Title order={2} size="h3" id={titleId}>
            <FormattedMessage id={texts.title} />
          </Title>
          <Text>
            <FormattedMessage id={texts.about} />
          </Text>
          <Text fz={28} fw={700} lh={1.2} data-testid="system-account-credits">
            <FormattedMessage id="credits.amount" values={{ count: account.credits }} />
          </Text>
          <Text size="lg" c="dimmed" data-testid="system-account-euros">
            {formatCreditsInEuros(account.credits, exchangeRate)}
          </Text>
          {code === 'premiums' && (
            <SimpleGrid cols={2} spacing="sm" mt="xs">
              <LinkButton
                to={paths.premiumWithdrawal}
                variant="default"
                label="systemCredits.premiums.decrease"
              />
              <LinkButton to={paths.premiumDeposit} label="systemCredits.premiums.increase" />
            </SimpleGrid>
          )}
        </Stack>
      </Paper>
      <NativeSelect
        label={intl.formatMessage({ id: 'systemCredits.filter' })}
        value={purpose ?? ''}
        onChange={(event) => onPurposeChange(purposeFrom(event.currentTarget.value))}
        data={[
          { value: '', label: intl.formatMessage({ id: 'systemCredits.kind.all' }) },
          ...systemStatementKinds.map((kind) => ({
            value: kind.purpose,
            label: intl.formatMessage({ id: kind.label }),
          })),
        ]}
      />
      {/* A new list for another kind, so it starts at the newest line again. */}
      <SystemStatementList key={purpose ?? 'all'} accountId={account.id} purpose={purpose} />
    </Stack>
  );
}
