import {
  PREMIUM_DEPOSIT_DEFAULT_DESCRIPTION,
  PREMIUM_WITHDRAWAL_DEFAULT_DESCRIPTION,
  type PremiumLimits,
  type SystemAccount,
} from '@achterhoek/contracts';
import { Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { CancelAndSubmitButtons } from '../../../components/CancelAndSubmitButtons';
import { NoteAlert } from '../../../components/NoteAlert';
import { PageTitle } from '../../../components/PageTitle';
import type { MessageId } from '../../../i18n/nl';
import { isApiError } from '../../../lib/api-error';
import { formatCreditsInEuros } from '../../../lib/money';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { useFormCheckedOnLeave } from '../../../lib/useFormCheckedOnLeave';
import { amountOf, markRefusedMoneyFields } from '../../credits';
import { systemAccountOf, useMovePremium, type PremiumDirection } from '../api/systemAccounts';
import { SystemAccountsLoader } from './SystemAccountsLoader';
import {
  premiumBounds,
  premiumMovementSchema,
  type PremiumMovementFormValues,
} from '../lib/premiumMovementForm';
import { useBackOr } from '../lib/systemAccountNavigation';

/** The words of each direction: the page's title, the default description, the button, the outcomes. */
const texts: Record<
  PremiumDirection,
  { title: MessageId; description: string; submit: MessageId; done: MessageId; error: MessageId }
> = {
  deposit: {
    title: 'premiumMovement.deposit.title',
    description: PREMIUM_DEPOSIT_DEFAULT_DESCRIPTION,
    submit: 'premiumMovement.deposit.submit',
    done: 'premiumMovement.deposit.done',
    error: 'premiumMovement.deposit.error',
  },
  withdraw: {
    title: 'premiumMovement.withdraw.title',
    description: PREMIUM_WITHDRAWAL_DEFAULT_DESCRIPTION,
    submit: 'premiumMovement.withdraw.submit',
    done: 'premiumMovement.withdraw.done',
    error: 'premiumMovement.withdraw.error',
  },
};

/**
 * 'Premiesaldo Verhogen' and 'Premiesaldo Verlagen' (spec 001 §2.19): how many credits go into or out of
 * the premium budget (the bank reserve is the other side) and why. Done, the treasurer is back on the
 * system credits page.
 */
export function PremiumMovementPage({ direction }: { direction: PremiumDirection }) {
  const intl = useIntl();
  const content = (
    <SystemAccountsLoader loadError="premiumMovement.loadError">
      {(accounts, settings) => {
        const premiums = systemAccountOf(accounts, 'premiums');
        return premiums ? (
          <PremiumMovementForm
            direction={direction}
            account={premiums}
            limits={settings.premiumLimits}
            exchangeRate={settings.exchangeRate}
          />
        ) : (
          <Text>
            <FormattedMessage id="premiumMovement.noAccount" />
          </Text>
        );
      }}
    </SystemAccountsLoader>
  );

  return (
    <Stack gap="lg">
      <PageTitle>{intl.formatMessage({ id: texts[direction].title })}</PageTitle>
      {content}
    </Stack>
  );
}

interface PremiumMovementFormProps {
  direction: PremiumDirection;
  account: SystemAccount;
  limits: PremiumLimits;
  exchangeRate: number;
}

function PremiumMovementForm({ direction, account, limits, exchangeRate }: PremiumMovementFormProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const back = useBackOr(paths.systemCredits);
  const move = useMovePremium(direction);
  const bounds = useMemo(
    () => premiumBounds(direction, limits, account.credits),
    [direction, limits, account.credits],
  );
  const schema = useMemo(() => premiumMovementSchema(bounds, intl), [bounds, intl]);
  const nothingToTake = bounds.max < 1;
  const { handleSubmit, control, setError, isSubmitting, fieldProps } =
    useFormCheckedOnLeave<PremiumMovementFormValues>(schema, {
      amount: '',
      description: texts[direction].description,
    });
  const amount = amountOf(useWatch({ control, name: 'amount' }));

  const onSubmit = handleSubmit(async (values) => {
    try {
      await move.mutateAsync({
        id: account.id,
        body: { amountCredits: Number(values.amount), description: values.description.trim() },
      });
      notify.info(texts[direction].done);
      void navigate(paths.systemCredits);
    } catch (error) {
      if (!isApiError(error)) {
        notify.error(texts[direction].error);
        return;
      }
      if (error.status === 401) return; // already on its way to /session-expired
      if (error.status === 402) {
        // Spec 001 §8: the budget holds fewer credits than asked (someone else took some meanwhile).
        setError(
          'amount',
          { type: 'server', message: 'premiumMovement.insufficient' },
          { shouldFocus: true },
        );
        notify.error('premiumMovement.insufficient');
        return;
      }
      if (error.status === 400) {
        markRefusedMoneyFields(setError, error.fields, 'premiumMovement.invalidValue');
      }
      // A business rule the server names (422) is said in its own words; anything else plainly.
      if (error.status === 422 && error.message)
        notify.error('premiumMovement.refused', { message: error.message });
      else notify.error(texts[direction].error);
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="lg">
        <Text data-testid="premium-balance">
          <FormattedMessage
            id="premiumMovement.balance"
            values={{
              credits: intl.formatMessage({ id: 'credits.amount' }, { count: account.credits }),
              euros: formatCreditsInEuros(account.credits, exchangeRate),
            }}
          />
        </Text>
        {nothingToTake ? (
          <NoteAlert color="orange" messageId="premiumMovement.empty" />
        ) : (
          <>
            <TextInput
              {...fieldProps('amount', 'premiumMovement.amount')}
              description={intl.formatMessage(
                { id: 'premiumMovement.amountHint' },
                { min: bounds.min, max: bounds.max },
              )}
              required
              inputMode="numeric"
              autoComplete="off"
              w={{ base: '100%', xs: 240 }}
            />
            {amount !== null && (
              <Text size="lg" fw={600} data-testid="premium-euros">
                <FormattedMessage
                  id="premiumMovement.euros"
                  values={{ amount: formatCreditsInEuros(amount, exchangeRate) }}
                />
              </Text>
            )}
            <Textarea {...fieldProps('description', 'premiumMovement.description')} required rows={2} />
          </>
        )}
        <CancelAndSubmitButtons
          onCancel={back}
          submitId={texts[direction].submit}
          busy={isSubmitting}
          disabled={nothingToTake}
        />
      </Stack>
    </form>
  );
}
