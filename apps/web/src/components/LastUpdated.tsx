import { Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { formatDateTime } from '../lib/format';

/** 'Laatst bijgewerkt …': when a list shown without a connection was last fetched from the server. */
export function LastUpdated({ at }: { at: number }) {
  return (
    <Text size="sm" c="dimmed">
      <FormattedMessage
        id="offline.lastUpdated"
        values={{ time: formatDateTime(new Date(at).toISOString()) }}
      />
    </Text>
  );
}
