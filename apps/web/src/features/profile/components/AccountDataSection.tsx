import { Alert, Button, Fieldset, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { AccountDataExport } from '@achterhoek/contracts';
import { DialogButtons } from '../../../components/DialogButtons';
import { TitledDialog } from '../../../components/TitledDialog';
import { isApiError, isNetworkError } from '../../../lib/api-error';
import { useAuth } from '../../../lib/auth';
import { useActingDelegatorId } from '../../../lib/delegation';
import { forgetHadSession } from '../../../lib/had-session';
import { notify } from '../../../lib/notify';
import { useOffline } from '../../../lib/offline/connectivity';
import { forgetLastSeen } from '../../../lib/offline/last-seen';
import { paths } from '../../../lib/paths';
import { fetchAccountData, removeAccount } from '../api/profileApi';

/**
 * The person's own data on the Account page (decision 0058): 'Mijn gegevens downloaden' saves everything
 * the app holds about them as a JSON file, 'Account verwijderen' removes the account after a dialog that
 * says what goes and what stays without their name. Only for the person themself: a caregiver acting for
 * somebody does not see it (the server refuses them too).
 */
export function AccountDataSection() {
  const acting = useActingDelegatorId() !== null;
  if (acting) return null;
  return <OwnAccountData />;
}

function OwnAccountData() {
  const intl = useIntl();
  const offline = useOffline();
  const [confirming, setConfirming] = useState(false);
  const download = useMutation({ mutationFn: () => fetchAccountData(), onSuccess: saveAsFile });
  const remove = useRemoveAccount();

  const startDownload = () =>
    download.mutate(undefined, {
      onSuccess: () => notify.info('accountData.downloaded'),
      onError: (error) => notify.error(isNetworkError(error) ? 'offline.error' : 'accountData.downloadError'),
    });
  const closeDialog = () => {
    if (remove.isPending) return;
    remove.reset();
    setConfirming(false);
  };

  return (
    <Fieldset mt="xl" legend={intl.formatMessage({ id: 'accountData.legend' })}>
      <Stack gap="md">
        <Text size="sm">
          <FormattedMessage id="accountData.text" />
        </Text>
        <Button variant="default" onClick={startDownload} loading={download.isPending} disabled={offline}>
          <FormattedMessage id="accountData.download" />
        </Button>
        <Button variant="outline" color="red.9" onClick={() => setConfirming(true)} disabled={offline}>
          <FormattedMessage id="accountData.remove" />
        </Button>
        {offline && (
          <Text size="sm" role="note">
            <FormattedMessage id="offline.error" />
          </Text>
        )}
      </Stack>
      <TitledDialog opened={confirming} onClose={closeDialog} title="accountData.removeTitle">
        <Text>
          <FormattedMessage id="accountData.removeRemoved" />
        </Text>
        <Text>
          <FormattedMessage id="accountData.removeKept" />
        </Text>
        <Text fw={600}>
          <FormattedMessage id="accountData.removeAdvice" />
        </Text>
        {remove.isError && (
          <Alert color="red" variant="light" role="alert">
            {refusalText(intl, remove.error)}
          </Alert>
        )}
        <DialogButtons
          closeLabel={<FormattedMessage id="accountData.cancel" />}
          onClose={closeDialog}
          confirmLabel={<FormattedMessage id="accountData.confirm" />}
          confirmColor="red.9"
          onConfirm={() => remove.mutate()}
          pending={remove.isPending}
          disabled={offline}
        />
      </TitledDialog>
    </Fieldset>
  );
}

/** The server's own words when it refuses (409: what to do first); otherwise a general message. */
function refusalText(intl: ReturnType<typeof useIntl>, error: unknown): string {
  if (isApiError(error) && error.status === 409) return error.message;
  return intl.formatMessage({ id: isNetworkError(error) ? 'offline.error' : 'accountData.removeError' });
}

/**
 * Removing the account; once it is gone the person is signed out on this device (the provider's session
 * went with the account) and lands on the landing page with a word of goodbye.
 */
function useRemoveAccount() {
  const { removeUser } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => removeAccount(),
    onSuccess: async () => {
      // Nothing of the person stays on the device, and the landing page does not say a session ended.
      forgetHadSession();
      forgetLastSeen();
      await removeUser();
      queryClient.clear();
      await navigate(paths.landing, { replace: true });
      notify.info('accountData.removed');
    },
  });
}

/** Saves the download as `mijn-gegevens-<date>.json`, the name the server gives it too. */
function saveAsFile(data: AccountDataExport): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `mijn-gegevens-${data.exportedAt.slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
