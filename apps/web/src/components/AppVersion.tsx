import { Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { formatDateTime } from '../lib/format';
import { useVersionInfo } from '../lib/version';
import { QueryContent } from './QueryContent';

/** 'Versie 1.2.0, gebouwd op 14-11-2025 09:30', loaded from the server. */
export function AppVersion() {
  const version = useVersionInfo();
  return (
    <QueryContent query={version} error="version.unavailable">
      {({ version, buildTime }) => (
        <Text size="sm">
          <FormattedMessage id="version.line" values={{ version, buildTime: formatDateTime(buildTime) }} />
        </Text>
      )}
    </QueryContent>
  );
}
