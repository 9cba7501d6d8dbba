import { Card, Group, Loader, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';

/**
 * The waiting card while the planner searches (spec 000 §2 Search results, §4 'PENDING shows a waiting
 * card'): 'Zoekopdracht is verstuurd!', announced to screen readers as a status.
 */
export function SearchPendingCard() {
  const intl = useIntl();
  return (
    <Card withBorder padding="lg" role="status">
      <Group wrap="nowrap" gap="md">
        <Loader aria-hidden="true" />
        <Stack gap={2}>
          <Text fw={700}>{intl.formatMessage({ id: 'planner.results.pending' })}</Text>
          <Text size="sm">{intl.formatMessage({ id: 'planner.results.pendingText' })}</Text>
        </Stack>
      </Group>
    </Card>
  );
}
