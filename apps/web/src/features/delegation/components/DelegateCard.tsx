import type { Delegation } from '@achterhoek/contracts';
import { Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { PersonPhoto } from '../../../components/PersonPhoto';
import { personName } from '../../../lib/names';
import { formatSentenceDate } from '../../../lib/format';

/**
 * One person who may use the app in the user's name: their photo (or initials), their name and since when
 * (the day the delegation became active, DD-MM-YYYY), with the action the page gives it.
 */
export function DelegateCard({ delegation, action }: { delegation: Delegation; action: ReactNode }) {
  const intl = useIntl();
  const name = personName(delegation.delegate);
  const since = delegation.activationTime ?? delegation.submissionTime;
  return (
    <Card withBorder padding="md">
      <Group justify="space-between" align="center" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ flex: '1 1 12rem', minWidth: 0 }}>
          {/* Decorative: the name is written beside it. */}
          <PersonPhoto name={name} image={delegation.delegate.image} size={48} />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
            <Text size="sm">
              {intl.formatMessage({ id: 'delegates.since' }, { date: formatSentenceDate(since) })}
            </Text>
          </Stack>
        </Group>
        {action}
      </Group>
    </Card>
  );
}
