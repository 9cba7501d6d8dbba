import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { ErrorWithRetry } from '../../../components/ErrorWithRetry';
import { LoadingState } from '../../../components/LoadingState';
import type { MessageId } from '../../../i18n/nl';
import { useBankerSettings } from '../../credits';
import { useSystemAccounts } from '../api/systemAccounts';

type SystemAccounts = NonNullable<ReturnType<typeof useSystemAccounts>['data']>;
type BankerSettings = NonNullable<ReturnType<typeof useBankerSettings>['data']>;

/**
 * Shows `children` once both the system accounts and the bank's settings are loaded: a spinner before,
 * and when either fails `loadError` with one retry that asks again for what failed.
 */
export function SystemAccountsLoader({
  loadError,
  children,
}: {
  loadError: MessageId;
  children: (accounts: SystemAccounts, settings: BankerSettings) => ReactNode;
}) {
  const accounts = useSystemAccounts();
  const settings = useBankerSettings();
  if (accounts.isPending || settings.isPending) return <LoadingState />;
  if (accounts.isError || settings.isError) {
    const retry = () => {
      if (accounts.isError) void accounts.refetch();
      if (settings.isError) void settings.refetch();
    };
    return (
      <ErrorWithRetry onRetry={retry} retrying={accounts.isFetching || settings.isFetching}>
        <FormattedMessage id={loadError} />
      </ErrorWithRetry>
    );
  }
  return children(accounts.data, settings.data);
}
