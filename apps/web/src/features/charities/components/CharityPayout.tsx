import {
  CHARITY_INSUFFICIENT_MESSAGE,
  CHARITY_NO_IBAN_MESSAGE,
  type Charity,
  type CharityAccount,
} from '@achterhoek/contracts';
import { Alert, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { friendlyFormatIBAN } from 'ibantools';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CreditsAmountInput } from '../../credits';
import { isApiError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useFormCheckedOnLeave } from '../../../lib/useFormCheckedOnLeave';
import { editCharityPath } from '../../../lib/paths';
import { useRequestCharityPayout } from '../api/queries';
import { charityPayoutFormSchema, type CharityPayoutFormValues } from '../lib/charityPayoutForm';
import { LinkButton } from '../../../components/LinkButton';

/**
 * For the treasurer, on a charity's page: the credits donated to it and not paid out yet, and the request
 * to pay them to its IBAN. The request reserves the credits at once and waits under 'Uitbetalingen' for
 * the next payout batch, like a person's withdrawal.
 */
export function CharityPayout({ charity, account }: { charity: Charity; account: CharityAccount }) {
  const hasIban = Boolean(account.iban && account.ibanHolder);
  return (
    <Stack gap="sm" component="section" aria-labelledby="charity-payout-title">
      <Title order={2} size="h3" id="charity-payout-title">
        <FormattedMessage id="charities.payout.title" />
      </Title>
      <Text data-testid="charity-payout-balance">
        <FormattedMessage id="charities.payout.balance" values={{ count: account.credits }} />
      </Text>
      {hasIban ? (
        <Text>
          <FormattedMessage
            id="charities.payout.toAccount"
            values={{
              iban: friendlyFormatIBAN(account.iban ?? undefined) ?? account.iban,
              holder: account.ibanHolder,
            }}
          />
        </Text>
      ) : (
        <Alert color="orange" variant="light" role="note">
          <Stack gap="xs" align="flex-start">
            <Text>{CHARITY_NO_IBAN_MESSAGE}.</Text>
            <LinkButton to={editCharityPath(charity.id)} variant="light" label="charities.detail.edit" />
          </Stack>
        </Alert>
      )}
      {hasIban && account.credits < 1 && (
        <Text c="dimmed">
          <FormattedMessage id="charities.payout.nothing" />
        </Text>
      )}
      {hasIban && account.credits >= 1 && (
        // A new balance means new bounds: the form starts again with them.
        <PayoutForm key={account.credits} charity={charity} balance={account.credits} />
      )}
      <Text size="sm" c="dimmed">
        <FormattedMessage id="charities.payout.how" />
      </Text>
    </Stack>
  );
}

function PayoutForm({ charity, balance }: { charity: Charity; balance: number }) {
  const intl = useIntl();
  const request = useRequestCharityPayout(String(charity.id));
  const schema = useMemo(() => charityPayoutFormSchema(balance), [balance]);
  const { handleSubmit, setError, reset, isSubmitting, fieldProps } =
    useFormCheckedOnLeave<CharityPayoutFormValues>(schema, {
      amount: String(balance),
      description: intl.formatMessage({ id: 'charities.payout.defaultDescription' }, { name: charity.name }),
    });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await request.mutateAsync({
        amountCredits: Number(values.amount),
        description: values.description.trim(),
      });
      notify.info('charities.payout.done');
      reset();
    } catch (error) {
      if (isApiError(error) && error.status === 401) return; // on its way to /session-expired
      if (isApiError(error) && error.status === 402) {
        // The charity's credits changed since the page loaded (another payout).
        setError('amount', { type: 'server', message: CHARITY_INSUFFICIENT_MESSAGE }, { shouldFocus: true });
      } else if (isApiError(error) && error.status === 422) {
        notify.error('credits.withdraw.refused', { message: error.message });
      } else notify.error('charities.payout.error');
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="sm">
        <CreditsAmountInput
          {...fieldProps('amount', 'charities.payout.amount')}
          description={intl.formatMessage({ id: 'charities.payout.amountHint' }, { max: balance })}
        />
        <TextInput {...fieldProps('description', 'credits.withdraw.description')} required size="md" />
        <Button type="submit" loading={isSubmitting} disabled={isSubmitting}>
          <FormattedMessage id="charities.payout.submit" />
        </Button>
      </Stack>
    </form>
  );
}
