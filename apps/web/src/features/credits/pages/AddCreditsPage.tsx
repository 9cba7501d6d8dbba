import { DEPOSIT_DEFAULT_CREDITS } from '@achterhoek/contracts';
import { Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { notify } from '../../../lib/notify';
import { CancelAndSubmitButtons } from '../../../components/CancelAndSubmitButtons';
import { NoteAlert } from '../../../components/NoteAlert';
import { Page } from '../../../components/Page';
import { useFormCheckedOnLeave } from '../../../lib/useFormCheckedOnLeave';
import { isApiError } from '../../../lib/api-error';
import { paths } from '../../../lib/paths';
import { BankSimulatedNote } from '../components/BankSimulatedNote';
import { CreditsAmountWithEuros } from '../components/CreditsAmountInput';
import { useBankerSettings, useCreateDeposit } from '../api/queries';
import { addCreditsFormSchema, amountOf } from '../lib/addCreditsForm';
import { browser } from '../lib/browser';
import { markRefusedMoneyFields } from '../lib/refusedMoneyFields';
import { formatEuroCents } from '../../../lib/money';

/** Where the payment provider sends the user back: this app's confirmation page, as an absolute URL. */
export function depositReturnUrl(): string {
  return `${browser.origin()}${paths.waitForDepositConfirmation}`;
}

/**
 * /addCredits ('Credits inkopen', spec 001 §2.5): how many credits and what for; on 'Betalen met iDEAL'
 * the server opens a payment and the browser goes to the payment provider, which brings the user back to
 * /wait-for-deposit-confirmation.
 */
export function AddCreditsPage() {
  const intl = useIntl();
  const settings = useBankerSettings();
  const deposit = useCreateDeposit();
  // Stays true once the browser is on its way to the payment page, so nobody pays twice.
  const [leaving, setLeaving] = useState(false);

  const { handleSubmit, control, setError, isSubmitting, fieldProps } = useFormCheckedOnLeave(
    addCreditsFormSchema,
    {
      amount: String(DEPOSIT_DEFAULT_CREDITS),
      description: intl.formatMessage({ id: 'credits.add.defaultDescription' }),
    },
  );
  const amount = amountOf(useWatch({ control, name: 'amount' }));
  const exchangeRate = settings.data?.exchangeRate;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { paymentUrl } = await deposit.mutateAsync({
        amountCredits: Number(values.amount),
        description: values.description.trim(),
        returnUrl: depositReturnUrl(),
      });
      setLeaving(true);
      browser.goTo(paymentUrl);
    } catch (error) {
      if (isApiError(error) && error.status === 401) return; // already on its way to /session-expired
      if (isApiError(error) && error.status === 400) {
        markRefusedMoneyFields(setError, error.fields, 'credits.add.invalidValue');
      }
      notify.error('credits.add.error');
    }
  });

  const busy = isSubmitting || leaving;

  return (
    <Page title="credits.add.title">
      <BankSimulatedNote />
      {exchangeRate !== undefined && (
        <Text>
          <FormattedMessage id="credits.add.intro" values={{ price: formatEuroCents(exchangeRate) }} />
        </Text>
      )}

      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="lg">
          <CreditsAmountWithEuros
            {...fieldProps('amount', 'credits.add.amount')}
            description={intl.formatMessage({ id: 'credits.add.amountHint' })}
            amount={amount}
            exchangeRate={exchangeRate}
            eurosId="credits.add.euros"
            eurosTestId="add-credits-euros"
          />
          <Textarea {...fieldProps('description', 'credits.add.description')} required rows={3} size="md" />
          <NoteAlert color="blue" messageId="credits.add.idealHint" />
          <CancelAndSubmitButtons cancelTo={paths.credits} submitId="credits.add.submit" busy={busy} />
        </Stack>
      </form>
    </Page>
  );
}
