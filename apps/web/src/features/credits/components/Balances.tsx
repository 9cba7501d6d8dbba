import { ActionIcon, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AwaitQueries } from '../../../components/AwaitQueries';
import type { MessageId } from '../../../i18n/nl';
import { useBankerSettings, useBankerUser } from '../api/queries';
import { formatCreditsInEuros } from '../../../lib/money';
import { IconInfo } from './icons';
import { PremiumInfoDialog } from './PremiumInfoDialog';

/** The free balance ('Vrij saldo') and the premium balance ('Premiesaldo'), in credits and in euros. */
export function Balances() {
  const intl = useIntl();
  const user = useBankerUser();
  const settings = useBankerSettings();
  const [premiumInfoOpen, setPremiumInfoOpen] = useState(false);

  return (
    <AwaitQueries queries={[user, settings]} errorId="credits.balanceError">
      {({ personalAccount, premiumAccount }, { exchangeRate }) => (
        <>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            <Balance label="credits.free" credits={personalAccount.credits} exchangeRate={exchangeRate} />
            <Balance
              label="credits.premium"
              credits={premiumAccount.credits}
              exchangeRate={exchangeRate}
              extra={
                <ActionIcon
                  variant="subtle"
                  aria-label={intl.formatMessage({ id: 'credits.premiumInfo.open' })}
                  onClick={() => setPremiumInfoOpen(true)}
                >
                  <IconInfo size={26} />
                </ActionIcon>
              }
            />
          </SimpleGrid>
          <PremiumInfoDialog opened={premiumInfoOpen} onClose={() => setPremiumInfoOpen(false)} />
        </>
      )}
    </AwaitQueries>
  );
}

interface BalanceProps {
  label: MessageId;
  credits: number;
  exchangeRate: number;
  /** Shown next to the label (the premium info button). */
  extra?: ReactNode;
}

function Balance({ label, credits, exchangeRate, extra }: BalanceProps) {
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p="md">
      <Stack gap={4}>
        <Group gap={4} wrap="nowrap" justify="space-between" mih={44}>
          <Title order={2} size="h4" id={titleId}>
            <FormattedMessage id={label} />
          </Title>
          {extra}
        </Group>
        <Text fz={28} fw={700} lh={1.2}>
          <FormattedMessage id="credits.amount" values={{ count: credits }} />
        </Text>
        <Text size="lg" c="dimmed">
          {formatCreditsInEuros(credits, exchangeRate)}
        </Text>
      </Stack>
    </Paper>
  );
}
