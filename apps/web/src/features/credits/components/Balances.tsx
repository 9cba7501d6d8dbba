import { ActionIcon, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorWithRetry } from '../../../components/ErrorWithRetry';
import { LoadingState } from '../../../components/LoadingState';
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

  if (user.isPending || settings.isPending) return <LoadingState />;
  if (user.isError || settings.isError) {
    const retry = () => {
      if (user.isError) void user.refetch();
      if (settings.isError) void settings.refetch();
    };
    return (
      <ErrorWithRetry onRetry={retry} retrying={user.isFetching || settings.isFetching}>
        <FormattedMessage id="credits.balanceError" />
      </ErrorWithRetry>
    );
  }

  const { exchangeRate } = settings.data;
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Balance
          label="credits.free"
          credits={user.data.personalAccount.credits}
          exchangeRate={exchangeRate}
        />
        <Balance
          label="credits.premium"
          credits={user.data.premiumAccount.credits}
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
