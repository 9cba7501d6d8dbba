import type { Profile } from '@achterhoek/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Fieldset, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { notify } from '../../../lib/notify';
import { ErrorWithRetry } from '../../../components/ErrorWithRetry';
import { LoadingState } from '../../../components/LoadingState';
import { useAppConfig } from '../../../lib/app-config-context';
import { useBankerUser, useUpdateBankAccount } from '../../credits';
import {
  BirthDateField,
  EmailField,
  HomeAddressField,
  PersonNameFields,
  PhoneField,
} from '../../../components/PersonFields';
import { isApiError } from '../../../lib/api-error';
import { useActingDelegatorId } from '../../../lib/delegation';
import { errorText, serverFieldNames } from '../../../lib/form-errors';
import { useSaveProfile } from '../api/queries';
import { ProfileGate } from '../components/ProfileGate';
import { SavedProfileForm } from '../components/SavedProfileForm';
import { AccountDataSection } from '../components/AccountDataSection';
import {
  accountFields,
  accountFormSchema,
  accountFormValues,
  applyAccountForm,
  bankAccountOf,
  serverIssueMessage,
  type AccountFormValues,
  type BankAccountFields,
} from '../lib/accountForm';
import { Page } from '../../../components/Page';

/**
 * /account ('Account'): names, e-mail (read-only), phone, bank account, birth date and home address; and
 * the person's own data: download it, or remove the account.
 */
export function AccountPage() {
  return (
    <Page title="account.title">
      <ProfileGate>
        {(profile) => (
          <>
            <AccountWithBank profile={profile} />
            <AccountDataSection />
          </>
        )}
      </ProfileGate>
    </Page>
  );
}

/**
 * Where the bank fields come from: the banker's current account, the one owner of IBAN and holder
 * (decision 25). With credits switched off there is no banker to ask (it answers 403) and nothing to
 * withdraw, so the fields are not shown; when it cannot be read, the fields say so and can retry.
 */
type BankState = 'off' | 'error' | 'ready';

function AccountWithBank({ profile }: { profile: Profile }) {
  const { creditsEnabled } = useAppConfig();
  const banker = useBankerUser(creditsEnabled);
  if (creditsEnabled && banker.isPending) return <LoadingState />;
  const state: BankState = !creditsEnabled ? 'off' : banker.data ? 'ready' : 'error';
  return (
    <AccountForm
      // Read again after an error: the form starts over with the bank fields filled in.
      key={`${profile.id}-${state}`}
      profile={profile}
      bank={banker.data?.personalAccount ?? null}
      bankState={state}
      onRetryBank={() => void banker.refetch()}
      retryingBank={banker.isFetching}
    />
  );
}

/** The server's code when a delegate tries to change the phone number of the person they act for. */
const DELEGATE_PHONE_CHANGE = 'DELEGATE_PHONE_CHANGE';

interface AccountFormProps {
  profile: Profile;
  bank: BankAccountFields | null;
  bankState: BankState;
  onRetryBank: () => void;
  retryingBank: boolean;
}

function AccountForm({ profile, bank, bankState, onRetryBank, retryingBank }: AccountFormProps) {
  const intl = useIntl();
  const save = useSaveProfile();
  const saveBank = useUpdateBankAccount();
  // Acting for somebody, the phone number is theirs to change: delegation codes go there (decision 0023).
  const acting = useActingDelegatorId() !== null;
  const form = useForm<AccountFormValues>({
    resolver: zodResolver(accountFormSchema),
    defaultValues: accountFormValues(profile, bank),
    mode: 'onTouched',
  });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, dirtyFields },
  } = form;

  // One save for the person: the profile first, then the bank account when it was changed. When only the
  // bank account fails, the profile is saved and the message says the bank account is not.
  const onSubmit = handleSubmit(async (values) => {
    const updated = applyAccountForm(profile, values);
    const bankChanged = bankState === 'ready' && Boolean(dirtyFields.iban || dirtyFields.ibanHolder);
    try {
      await save.mutateAsync(updated);
    } catch (error) {
      const refused =
        isApiError(error) && error.status === 400 ? serverFieldNames(error.fields, accountFields) : [];
      refused.forEach((field, index) =>
        setError(field, { type: 'server', message: serverIssueMessage(field) }, { shouldFocus: index === 0 }),
      );
      if (isApiError(error) && error.code === DELEGATE_PHONE_CHANGE) {
        notify.error('account.serverMessage', { message: error.message });
      } else notify.error('account.saveError');
      return;
    }
    const account = bankChanged ? bankAccountOf(values) : null;
    if (account) {
      try {
        await saveBank.mutateAsync(account);
      } catch (error) {
        if (isApiError(error) && error.status === 401) return; // already on its way to /session-expired
        const refused =
          isApiError(error) && error.status === 400
            ? serverFieldNames(error.fields, ['iban', 'ibanHolder'] as const)
            : [];
        refused.forEach((field, index) =>
          setError(
            field,
            { type: 'server', message: field === 'iban' ? 'account.invalidIban' : 'common.fieldRequired' },
            { shouldFocus: index === 0 },
          ),
        );
        notify.error('account.bankSaveError');
        return;
      }
    }
    reset(accountFormValues(updated, account ?? bank));
    notify.info('account.saved');
  });

  const message = (field: keyof AccountFormValues) => errorText(intl, errors[field]);

  return (
    <SavedProfileForm form={form} onSubmit={onSubmit}>
      <Fieldset legend={intl.formatMessage({ id: 'account.personal' })}>
        <Stack gap="md">
          <PersonNameFields />
          <EmailField readOnly description={intl.formatMessage({ id: 'account.emailHint' })} />
          <PhoneField
            label={intl.formatMessage({ id: 'account.phone' })}
            autoComplete="tel"
            readOnly={acting}
            description={intl.formatMessage({
              id: acting ? 'account.phoneActingHint' : 'account.phoneHint',
            })}
          />
          <BirthDateField />
        </Stack>
      </Fieldset>

      {bankState !== 'off' && (
        <Fieldset legend={intl.formatMessage({ id: 'account.bank' })}>
          <Stack gap="md">
            <Text size="sm">
              <FormattedMessage id="account.bankText" />
            </Text>
            {bankState === 'error' ? (
              <ErrorWithRetry onRetry={onRetryBank} retrying={retryingBank}>
                <FormattedMessage id="account.bankLoadError" />
              </ErrorWithRetry>
            ) : (
              <>
                <TextInput
                  label={intl.formatMessage({ id: 'account.iban' })}
                  autoComplete="off"
                  spellCheck={false}
                  {...register('iban')}
                  error={message('iban')}
                />
                <TextInput
                  label={intl.formatMessage({ id: 'account.ibanHolder' })}
                  autoComplete="name"
                  {...register('ibanHolder')}
                  error={message('ibanHolder')}
                />
              </>
            )}
          </Stack>
        </Fieldset>
      )}

      <Fieldset legend={intl.formatMessage({ id: 'account.address' })}>
        <HomeAddressField />
      </Fieldset>
    </SavedProfileForm>
  );
}
