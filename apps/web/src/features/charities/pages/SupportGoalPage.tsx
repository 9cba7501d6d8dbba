import { CHARITY_ENDED_MESSAGE, DONATION_INSUFFICIENT_MESSAGE, type Charity } from '@achterhoek/contracts';
import { Alert, Stack, Switch, Text, Textarea } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams } from 'react-router';
import { CancelAndSubmitButtons } from '../../../components/CancelAndSubmitButtons';
import { ErrorWithRetry } from '../../../components/ErrorWithRetry';
import { LoadingState } from '../../../components/LoadingState';
import { Page } from '../../../components/Page';
import { isApiError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useFormCheckedOnLeave } from '../../../lib/useFormCheckedOnLeave';
import { charityDetailPath, donatedPath } from '../../../lib/paths';
import { CreditsAmountInput, useBankerUser } from '../../credits';
import { useCharity, useDonate } from '../api/queries';
import { donationFormSchema, donationMax, type DonationFormValues } from '../lib/donationForm';

/**
 * /supportGoal/:id ('Steun dit doel', spec 001 §2.12): how many credits to give (the free balance shown),
 * an optional message and 'Anoniem doneren'. The button stays off until the amount is above 0.
 */
export function SupportGoalPage() {
  const id = useParams().id ?? '';
  const charity = useCharity(id);
  const user = useBankerUser();
  const pending = charity.isPending || user.isPending;
  return (
    <Page title="charities.support.title">
      {pending ? (
        <LoadingState />
      ) : charity.isError || user.isError ? (
        <ErrorWithRetry
          onRetry={() => void Promise.all([charity.refetch(), user.refetch()])}
          retrying={charity.isFetching || user.isFetching}
        >
          <FormattedMessage id="charities.detail.error" />
        </ErrorWithRetry>
      ) : (
        <DonationForm
          key={user.data.personalAccount.credits}
          charity={charity.data}
          balance={user.data.personalAccount.credits}
        />
      )}
    </Page>
  );
}

function DonationForm({ charity, balance }: { charity: Charity; balance: number }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const donate = useDonate(String(charity.id));
  const [refusal, setRefusal] = useState<string | null>(null);
  const schema = useMemo(() => donationFormSchema(balance), [balance]);
  const { handleSubmit, control, setError, isSubmitting, fieldProps } =
    useFormCheckedOnLeave<DonationFormValues>(schema, { amount: '', description: '', anonymous: false });
  const amount = Number(useWatch({ control, name: 'amount' }));
  const max = donationMax(balance);

  const onSubmit = handleSubmit(async (values) => {
    setRefusal(null);
    try {
      await donate.mutateAsync({
        amount: Number(values.amount),
        description: values.description.trim() === '' ? null : values.description.trim(),
        anonymous: values.anonymous,
      });
      void navigate(donatedPath(charity.id, charity.name));
    } catch (error) {
      if (!isApiError(error)) {
        notify.error('charities.support.error');
        return;
      }
      if (error.status === 401) return;
      if (error.status === 402) {
        // Spec 001 §8: the balance is short (it changed since the page loaded).
        setError('amount', { type: 'server', message: DONATION_INSUFFICIENT_MESSAGE }, { shouldFocus: true });
      } else if (error.status === 409) {
        // The campaign ended (or has not begun) meanwhile: the server's words say which.
        setRefusal(error.message || CHARITY_ENDED_MESSAGE);
      } else notify.error('charities.support.error');
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="lg">
        <Text>
          <FormattedMessage id="charities.support.intro" values={{ name: charity.name }} />
        </Text>
        <Text fw={600} data-testid="donation-balance">
          <FormattedMessage id="charities.support.balance" values={{ count: balance }} />
        </Text>
        {refusal && (
          <Alert color="red" variant="light" role="alert">
            {refusal}
          </Alert>
        )}
        <CreditsAmountInput
          {...fieldProps('amount', 'charities.support.amount')}
          description={intl.formatMessage({ id: 'charities.support.amountHint' }, { max })}
        />
        <Textarea {...fieldProps('description', 'charities.support.message')} rows={3} size="md" />
        <Controller
          control={control}
          name="anonymous"
          render={({ field }) => (
            <Switch
              size="md"
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              label={intl.formatMessage({ id: 'charities.support.anonymous' })}
              description={intl.formatMessage({ id: 'charities.support.anonymousHint' })}
            />
          )}
        />
        <CancelAndSubmitButtons
          onCancel={() => void navigate(charityDetailPath(charity.id))}
          submitId="charities.support.submit"
          busy={isSubmitting}
          disabled={!Number.isFinite(amount) || amount <= 0}
        />
      </Stack>
    </form>
  );
}
