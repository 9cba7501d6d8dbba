import type { Delegation } from '@achterhoek/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { QueryContent } from '../../../components/QueryContent';
import { isApiError } from '../../../lib/api-error';
import { errorText } from '../../../lib/form-errors';
import { formatSentenceDateTime } from '../../../lib/format';
import { personName } from '../../../lib/names';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { useNow } from '../../../lib/useNow';
import { useActivateDelegation, useDelegation, useRenewDelegationCode } from '../api/queries';
import {
  ACTIVATION_CODE_LENGTH,
  activationCodeFormSchema,
  codeExpiry,
  dutchServerMessage,
  isCodeExpired,
  isCodeUnusable,
  isWrongCode,
  type ActivationCodeForm,
} from '../lib/delegationState';
import { StepSubmitButton } from './StepSubmitButton';

/** How often the page looks whether the code has expired meanwhile. */
const EXPIRY_CHECK_MS = 15_000;

interface ActivationCodeStepProps {
  delegationId: number;
  /** Just asked for on this page: the step's heading takes the focus, as a new page's title would. */
  focusHeading: boolean;
}

/**
 * The second step of /delegators/add: the code the delegator received by SMS. Loads the delegation (the
 * pending requests of /delegators lead here too); one that is active already or has ended says so.
 */
export function ActivationCodeStep({ delegationId, focusHeading }: ActivationCodeStepProps) {
  const intl = useIntl();
  const delegation = useDelegation(delegationId);

  return (
    <QueryContent query={delegation} error="delegation.code.loadError">
      {(loaded) =>
        loaded.state === 'ACTIVE' || loaded.state === 'REVOKED' ? (
          <Stack gap="md" align="flex-start">
            <Text>
              {intl.formatMessage({
                id: loaded.state === 'ACTIVE' ? 'delegation.code.active' : 'delegation.code.revoked',
              })}
            </Text>
            <Button component={Link} to={paths.delegators} variant="outline">
              {intl.formatMessage({ id: 'delegation.code.toOverview' })}
            </Button>
          </Stack>
        ) : (
          <CodeForm
            delegation={loaded}
            focusHeading={focusHeading}
            onStale={() => void delegation.refetch()}
          />
        )
      }
    </QueryContent>
  );
}

interface CodeFormProps {
  delegation: Delegation;
  focusHeading: boolean;
  /** The server says the delegation changed (its code expired, or it is no longer pending). */
  onStale: () => void;
}

/**
 * The code field ('Activeringscode': 'Veld is verplicht', 'De code bestaat uit 6 cijfers', spec 000 §5),
 * 'Activeren' ('Je machtiging is actief.' and back to Machtigingen) and 'Nieuwe code aanvragen' for a code
 * that expired or never arrived. A wrong code shows the server's 'De activeringscode is onjuist' at the
 * field; the other Dutch 400 messages are shown as they are, any other failure as the spec's 'Fout bij het
 * activeren / opnieuw aanvragen van de machtiging'.
 */
function CodeForm({ delegation, focusHeading, onStale }: CodeFormProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const activate = useActivateDelegation();
  const renew = useRenewDelegationCode();
  const now = useNow(EXPIRY_CHECK_MS);
  const heading = useRef<HTMLHeadingElement>(null);
  const name = personName(delegation.delegator);
  const expiry = codeExpiry(delegation);
  const unusable = isCodeUnusable(delegation, now);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    setValue,
    clearErrors,
    formState: { errors },
  } = useForm<ActivationCodeForm>({
    resolver: zodResolver(activationCodeFormSchema),
    defaultValues: { activationCode: '' },
  });

  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);

  const onSubmit = handleSubmit(async ({ activationCode }) => {
    if (activate.isPending) return;
    try {
      await activate.mutateAsync({ delegationId: delegation.id, activationCode });
      notify.info('delegation.code.activated');
      void navigate(paths.delegators, { replace: true });
    } catch (error) {
      if (isWrongCode(error) && isApiError(error)) {
        setError('activationCode', { message: error.message }, { shouldFocus: true });
        // After five wrong tries the code is used up: the delegation then says so.
        onStale();
        return;
      }
      const message = dutchServerMessage(error);
      if (message) notify.error('delegation.serverMessage', { message });
      else notify.error('delegation.code.activateError');
      // Expired, no longer pending, or locked by wrong codes (429, the code used up): read its state again.
      if (isCodeExpired(error) || (isApiError(error) && (error.status === 422 || error.status === 429)))
        onStale();
    }
  });

  const requestNewCode = () => {
    if (renew.isPending) return;
    renew.mutate(delegation.id, {
      onSuccess: () => {
        notify.info('delegation.code.renewed', { name });
        // The new code goes in an empty field, which gets the focus: entering it is the next step.
        setValue('activationCode', '');
        clearErrors('activationCode');
        setFocus('activationCode');
      },
      onError: (error) => {
        const message = dutchServerMessage(error);
        if (message) notify.error('delegation.serverMessage', { message });
        else notify.error('delegation.code.renewError');
        if (isApiError(error) && error.status === 422) onStale();
      },
    });
  };

  return (
    <Stack gap="md" component="section" aria-labelledby="activation-code-heading">
      <Title order={2} size="h3" id="activation-code-heading" ref={heading} tabIndex={-1}>
        {intl.formatMessage({ id: 'delegation.code.heading' })}
      </Title>
      <Text>{intl.formatMessage({ id: 'delegation.code.intro' }, { name })}</Text>
      {unusable ? (
        <Alert color="orange" variant="light">
          {intl.formatMessage({ id: 'delegation.code.expired' })}
        </Alert>
      ) : (
        expiry && (
          <Text size="sm">
            {intl.formatMessage(
              { id: 'delegation.code.validUntil' },
              { time: formatSentenceDateTime(expiry.toISOString()) },
            )}
          </Text>
        )
      )}
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <TextInput
            size="md"
            label={intl.formatMessage({ id: 'delegation.code.label' })}
            required
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={ACTIVATION_CODE_LENGTH}
            styles={{ wrapper: { maxWidth: 200 }, input: { letterSpacing: '0.2em' } }}
            {...register('activationCode')}
            error={errorText(intl, errors.activationCode)}
          />
          <StepSubmitButton label="delegation.code.activate" pending={activate.isPending} />
        </Stack>
      </form>
      <Text size="sm">{intl.formatMessage({ id: 'delegation.code.renewHint' })}</Text>
      <Button
        variant={unusable ? 'filled' : 'outline'}
        loading={renew.isPending}
        onClick={requestNewCode}
        style={{ alignSelf: 'flex-start' }}
      >
        {intl.formatMessage({ id: 'delegation.code.renew' })}
      </Button>
    </Stack>
  );
}
