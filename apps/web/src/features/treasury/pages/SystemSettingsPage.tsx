import type { SystemAccount } from '@achterhoek/contracts';
import { Stack, Text, TextInput } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import { CancelAndSubmitButtons } from '../../../components/CancelAndSubmitButtons';
import { AwaitQueries } from '../../../components/AwaitQueries';
import { Page } from '../../../components/Page';
import { isApiError } from '../../../lib/api-error';
import { friendlyIban, normaliseIban } from '../../../lib/bank-and-phone';
import { serverFieldNames } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { useFormCheckedOnLeave } from '../../../lib/useFormCheckedOnLeave';
import { systemAccountOf, useSystemAccounts, useUpdateSystemAccount } from '../api/systemAccounts';
import { systemAccountFormSchema, type SystemAccountFormValues } from '../lib/systemAccountForm';
import { useBackOr } from '../lib/systemAccountNavigation';

/**
 * /system-settings ('Systeeminstellingen', spec 001 §2.17): the central bank account, the bank reserve
 * whose IBAN and holder pay the payouts. Both are required and the IBAN must be valid (checked when the
 * field is left, then trimmed and written in groups of four). Saved, the treasurer goes to Community.
 */
export function SystemSettingsPage() {
  const accounts = useSystemAccounts();
  const reserve = systemAccountOf(accounts.data, 'banking-reserve');

  const loaded = () =>
    reserve ? (
      <SystemAccountForm account={reserve} />
    ) : (
      <Text>
        <FormattedMessage id="systemSettings.noReserve" />
      </Text>
    );

  return (
    <Page title="systemSettings.title">
      <Text>
        <FormattedMessage id="systemSettings.intro" />
      </Text>
      <AwaitQueries queries={[accounts]} errorId="systemSettings.loadError">
        {loaded}
      </AwaitQueries>
    </Page>
  );
}

function SystemAccountForm({ account }: { account: SystemAccount }) {
  const navigate = useNavigate();
  const back = useBackOr(paths.community);
  const update = useUpdateSystemAccount();
  // Checked when a field is left (spec 001 §5: the IBAN on blur), then while it is corrected.
  const { handleSubmit, setValue, getValues, setError, isSubmitting, fieldProps } =
    useFormCheckedOnLeave<SystemAccountFormValues>(systemAccountFormSchema, {
      iban: account.iban ? friendlyIban(account.iban) : '',
      ibanHolder: account.ibanHolder ?? '',
    });

  const ibanField = fieldProps('iban', 'systemSettings.iban', {
    onBlur: () => setValue('iban', friendlyIban(getValues('iban')), { shouldValidate: true }),
  });
  const holderField = fieldProps('ibanHolder', 'systemSettings.ibanHolder', {
    onBlur: () => setValue('ibanHolder', getValues('ibanHolder').trim(), { shouldValidate: true }),
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync({
        id: account.id,
        body: { iban: normaliseIban(values.iban), ibanHolder: values.ibanHolder.trim() },
      });
      notify.info('systemSettings.saved');
      void navigate(paths.community);
    } catch (error) {
      if (isApiError(error) && error.status === 401) return; // already on its way to /session-expired
      if (isApiError(error) && error.status === 400) {
        serverFieldNames(error.fields, ['iban', 'ibanHolder'] as const).forEach((field, index) =>
          setError(
            field,
            { type: 'server', message: 'systemSettings.invalidValue' },
            { shouldFocus: index === 0 },
          ),
        );
      }
      notify.error('systemSettings.saveError');
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="lg">
        <TextInput {...ibanField} required autoComplete="off" spellCheck={false} />
        <TextInput {...holderField} required autoComplete="off" />
        <CancelAndSubmitButtons onCancel={back} submitId="common.save" busy={isSubmitting} />
      </Stack>
    </form>
  );
}
