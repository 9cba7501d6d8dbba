import type { Profile } from '@achterhoek/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Fieldset, Stack, Text, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { notify } from '../../../lib/notify';
import { AddressPicker } from '../../../components/AddressPicker';
import { BirthDateInput } from '../../../components/BirthDateInput';
import { PageTitle } from '../../../components/PageTitle';
import { isApiError } from '../../../lib/api-error';
import { useActingDelegatorId } from '../../../lib/delegation';
import { errorText, serverFieldNames } from '../../../lib/form-errors';
import { useSaveProfile } from '../api/queries';
import { ProfileGate } from '../components/ProfileGate';
import {
  accountFields,
  accountFormSchema,
  accountFormValues,
  applyAccountForm,
  serverIssueMessage,
  type AccountFormValues,
} from '../lib/accountForm';

/** /account ('Account'): names, e-mail (read-only), phone, bank account, birth date and home address. */
export function AccountPage() {
  const intl = useIntl();
  return (
    <Stack gap="lg">
      <PageTitle>{intl.formatMessage({ id: 'account.title' })}</PageTitle>
      <ProfileGate>{(profile) => <AccountForm key={profile.id} profile={profile} />}</ProfileGate>
    </Stack>
  );
}

/** The server's code when a delegate tries to change the phone number of the person they act for. */
const DELEGATE_PHONE_CHANGE = 'DELEGATE_PHONE_CHANGE';

function AccountForm({ profile }: { profile: Profile }) {
  const intl = useIntl();
  const save = useSaveProfile();
  // Acting for somebody, the phone number is theirs to change: delegation codes go there (decision 0023).
  const acting = useActingDelegatorId() !== null;
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AccountFormValues>({
    resolver: zodResolver(accountFormSchema),
    defaultValues: accountFormValues(profile),
    mode: 'onTouched',
  });

  const onSubmit = handleSubmit(async (values) => {
    const updated = applyAccountForm(profile, values);
    try {
      await save.mutateAsync(updated);
      reset(accountFormValues(updated));
      notify.info('account.saved');
    } catch (error) {
      const refused =
        isApiError(error) && error.status === 400 ? serverFieldNames(error.fields, accountFields) : [];
      refused.forEach((field, index) =>
        setError(field, { type: 'server', message: serverIssueMessage(field) }, { shouldFocus: index === 0 }),
      );
      if (isApiError(error) && error.code === DELEGATE_PHONE_CHANGE) {
        notify.error('account.serverMessage', { message: error.message });
      } else notify.error('account.saveError');
    }
  });

  const message = (field: keyof AccountFormValues) => errorText(intl, errors[field]);

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="lg">
        <Fieldset legend={intl.formatMessage({ id: 'account.personal' })}>
          <Stack gap="md">
            <TextInput
              label={intl.formatMessage({ id: 'account.firstName' })}
              required
              autoComplete="given-name"
              {...register('firstName')}
              error={message('firstName')}
            />
            <TextInput
              label={intl.formatMessage({ id: 'account.lastName' })}
              required
              autoComplete="family-name"
              {...register('lastName')}
              error={message('lastName')}
            />
            <TextInput
              label={intl.formatMessage({ id: 'account.email' })}
              type="email"
              readOnly
              description={intl.formatMessage({ id: 'account.emailHint' })}
              {...register('email')}
              error={message('email')}
            />
            <TextInput
              label={intl.formatMessage({ id: 'account.phone' })}
              type="tel"
              autoComplete="tel"
              readOnly={acting}
              description={intl.formatMessage({
                id: acting ? 'account.phoneActingHint' : 'account.phoneHint',
              })}
              {...register('phoneNumber')}
              error={message('phoneNumber')}
            />
            <Controller
              control={control}
              name="dateOfBirth"
              render={({ field }) => (
                <BirthDateInput
                  label={intl.formatMessage({ id: 'dateOfBirth.label' })}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  name={field.name}
                  error={message('dateOfBirth')}
                />
              )}
            />
          </Stack>
        </Fieldset>

        <Fieldset legend={intl.formatMessage({ id: 'account.bank' })}>
          <Stack gap="md">
            <Text size="sm">
              <FormattedMessage id="account.bankText" />
            </Text>
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
          </Stack>
        </Fieldset>

        <Fieldset legend={intl.formatMessage({ id: 'account.address' })}>
          <Controller
            control={control}
            name="address"
            render={({ field }) => (
              <AddressPicker
                label={intl.formatMessage({ id: 'address.label' })}
                required
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
                name={field.name}
                error={message('address')}
              />
            )}
          />
        </Fieldset>

        <Button type="submit" loading={isSubmitting}>
          <FormattedMessage id="common.save" />
        </Button>
      </Stack>
    </form>
  );
}
