import { WITHDRAWAL_INSUFFICIENT_MESSAGE, type BankerAccount } from '@achterhoek/contracts';
import { Group, Stack, Text, Textarea } from '@mantine/core';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { CancelAndSubmitButtons } from '../../../components/CancelAndSubmitButtons';
import { AwaitQueries } from '../../../components/AwaitQueries';
import { NoteAlert } from '../../../components/NoteAlert';
import { Page } from '../../../components/Page';
import { isApiError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { useFormCheckedOnLeave } from '../../../lib/useFormCheckedOnLeave';
import { BankSimulatedNote } from '../components/BankSimulatedNote';
import { CreditsAmountWithEuros } from '../components/CreditsAmountInput';
import { useBankerSettings, useBankerUser, useCreateWithdrawal } from '../api/queries';
import { amountOf } from '../lib/addCreditsForm';
import { markRefusedMoneyFields } from '../lib/refusedMoneyFields';
import {
  formatIban,
  withdrawalBounds,
  withdrawalFormSchema,
  type WithdrawalFormValues,
} from '../lib/withdrawalForm';
import { LinkButton } from '../../../components/LinkButton';

/**
 * /newWithdrawal ('Credits opnemen', spec 001 §2.7): how many credits to exchange for euros, paid to the
 * IBAN of the person's banker account. Asking reserves the credits; the treasurer pays them out later.
 */
export function NewWithdrawalPage() {
  const user = useBankerUser();
  const settings = useBankerSettings();

  return (
    <Page title="credits.withdraw.title">
      <BankSimulatedNote />
      {settings.data && (
        <Text>
          <FormattedMessage id="credits.withdraw.intro" values={{ cents: settings.data.exchangeRate }} />
        </Text>
      )}
      <AwaitQueries queries={[user]} errorId="credits.balanceError">
        {({ personalAccount }) => (
          // A new balance means new bounds: the form starts again with them.
          <WithdrawalForm
            key={personalAccount.credits}
            account={personalAccount}
            exchangeRate={settings.data?.exchangeRate}
          />
        )}
      </AwaitQueries>
    </Page>
  );
}

function WithdrawalForm({ account, exchangeRate }: { account: BankerAccount; exchangeRate?: number }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const withdraw = useCreateWithdrawal();
  const balance = account.credits;
  const { min, max } = withdrawalBounds(balance);
  const schema = useMemo(() => withdrawalFormSchema(balance), [balance]);
  const { handleSubmit, control, setError, formState, isSubmitting, fieldProps } =
    useFormCheckedOnLeave<WithdrawalFormValues>(schema, {
      amount: '',
      description: intl.formatMessage({ id: 'credits.withdraw.defaultDescription' }),
    });
  const amount = amountOf(useWatch({ control, name: 'amount' }));
  const hasAccount = Boolean(account.iban && account.ibanHolder);

  // 'Annuleren' goes back where the person came from; opened directly, to the credits page.
  const goBack = () => void (location.key === 'default' ? navigate(paths.credits) : navigate(-1));

  const onSubmit = handleSubmit(async (values) => {
    try {
      await withdraw.mutateAsync({
        amountCredits: Number(values.amount),
        description: values.description.trim(),
      });
      notify.info('credits.withdraw.done');
      void navigate(paths.withdrawalOverview);
    } catch (error) {
      if (!isApiError(error)) {
        notify.error('credits.withdraw.error');
        return;
      }
      if (error.status === 401) return; // already on its way to /session-expired
      if (error.status === 402) {
        // Spec 001 §8: the balance is short (it changed since the page loaded).
        setError(
          'amount',
          { type: 'server', message: WITHDRAWAL_INSUFFICIENT_MESSAGE },
          { shouldFocus: true },
        );
      } else if (error.status === 422) {
        // A rule of the server, in Dutch: the amount's bound, or the IBAN or holder missing.
        notify.error('credits.withdraw.refused', { message: error.message });
      } else if (error.status === 400) {
        markRefusedMoneyFields(setError, error.fields, 'credits.add.invalidValue');
        notify.error('credits.withdraw.error');
      } else notify.error('credits.withdraw.error');
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="lg">
        <Text>
          <FormattedMessage id="credits.withdraw.balance" values={{ count: balance }} />
        </Text>
        {balance < 1 ? (
          <NoteAlert color="orange" messageId="credits.withdraw.nothing" />
        ) : (
          <CreditsAmountWithEuros
            {...fieldProps('amount', 'credits.withdraw.amount')}
            description={intl.formatMessage({ id: 'credits.withdraw.amountHint' }, { min, max })}
            amount={amount}
            exchangeRate={exchangeRate}
            eurosId="credits.withdraw.euros"
            eurosTestId="withdrawal-euros"
          />
        )}

        <Stack gap={4}>
          <Text fw={600}>
            <FormattedMessage id="credits.withdraw.toAccount" />
          </Text>
          {hasAccount ? (
            <Text data-testid="withdrawal-account">
              <FormattedMessage
                id="credits.withdraw.account"
                values={{ iban: formatIban(account.iban ?? ''), holder: account.ibanHolder }}
              />
            </Text>
          ) : (
            <Group gap="sm" align="center">
              <Text c="red.9" fw={600}>
                <FormattedMessage id="credits.withdraw.incomplete" />
              </Text>
              <LinkButton to={paths.account} variant="light" label="credits.withdraw.complete" />
            </Group>
          )}
        </Stack>

        <Textarea
          {...fieldProps('description', 'credits.withdraw.description')}
          required
          rows={3}
          size="md"
        />
        <CancelAndSubmitButtons
          onCancel={goBack}
          submitId="credits.withdraw.submit"
          busy={isSubmitting}
          disabled={!formState.isValid || !hasAccount || balance < 1}
        />
      </Stack>
    </form>
  );
}
