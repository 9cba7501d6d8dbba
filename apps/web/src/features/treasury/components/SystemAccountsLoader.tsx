import type { ReactNode } from 'react';
import { AwaitQueries } from '../../../components/AwaitQueries';
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
  return (
    <AwaitQueries queries={[accounts, settings]} errorId={loadError}>
      {children}
    </AwaitQueries>
  );
}
