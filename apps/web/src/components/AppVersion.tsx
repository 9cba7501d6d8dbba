import { Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { formatDateTime } from '../lib/format';
import { useVersionInfo } from '../lib/version';
import { ErrorWithRetry } from './ErrorWithRetry';
import { LoadingState } from './LoadingState';

/** 'Versie 1.2.0, gebouwd op 14-11-2025 09:30', loaded from the server. */
export function AppVersion() {
  const version = useVersionInfo();

  if (version.isPending) return <LoadingState />;
  if (version.isError) {
    return (
      <ErrorWithRetry onRetry={() => void version.refetch()} retrying={version.isFetching}>
        <FormattedMessage id="version.unavailable" />
      </ErrorWithRetry>
    );
  }
  return (
    <Text size="sm">
      <FormattedMessage
        id="version.line"
        values={{ version: version.data.version, buildTime: formatDateTime(version.data.buildTime) }}
      />
    </Text>
  );
}
