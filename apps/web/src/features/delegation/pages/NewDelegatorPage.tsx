import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { StepByStepForm } from '../../../components/StepByStepForm';
import {
  BirthDateField,
  EmailField,
  HomeAddressField,
  PersonNameFields,
  PhoneField,
} from '../../../components/PersonFields';
import type { MessageId } from '../../../i18n/nl';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { useCreateDelegator } from '../api/newDelegator';
import { NewDelegatorConsents } from '../components/NewDelegatorConsents';
import { NewDelegatorStepIndicator } from '../components/NewDelegatorStepIndicator';
import {
  NEW_DELEGATOR_STEPS,
  createDelegatorRequest,
  emptyNewDelegator,
  newDelegatorFailure,
  newDelegatorSchema,
  newDelegatorStepFields,
  stepOfField,
  type NewDelegatorStep,
  type NewDelegatorValues,
} from '../lib/newDelegatorForm';
import { Page } from '../../../components/Page';

const stepTitles: Record<NewDelegatorStep, MessageId> = {
  1: 'delegation.new.step.person',
  2: 'delegation.new.step.contact',
  3: 'delegation.new.step.address',
  4: 'delegation.new.step.consent',
};

/**
 * /delegators/new (spec 000 §2 Delegation screens): a caregiver makes an account for somebody who has none,
 * in four steps, each checked before the next ('Volgende'; 'Vorige' goes back and keeps what was filled
 * in). 'Account aanmaken' makes the account with the delegation active at once: 'Je machtiging is
 * actief.', and on to /delegators, where the caregiver may choose to act for the person. A refusal is told
 * (spec 000 §8), and a refused field is shown at its own step.
 */
export function NewDelegatorPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const create = useCreateDelegator();
  const [step, setStep] = useState<NewDelegatorStep>(1);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const stepTextId = useId();
  const firstRender = useRef(true);

  const form = useForm<NewDelegatorValues>({
    resolver: zodResolver(newDelegatorSchema),
    mode: 'onTouched',
    defaultValues: emptyNewDelegator,
  });
  const {
    register,
    control,
    trigger,
    getValues,
    setError,
    formState: { errors },
  } = form;
  const name = useWatch({ control, name: 'firstName' }).trim();

  // A new step is announced as a new page would be: its heading takes the focus (not on arrival, when the
  // page's own title has it).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    stepHeading.current?.focus();
  }, [step]);

  const submit = async () => {
    if (create.isPending) return;
    try {
      await create.mutateAsync(createDelegatorRequest(getValues()));
      notify.info('delegation.new.active');
      void navigate(paths.delegators, { replace: true });
    } catch (error) {
      const failure = newDelegatorFailure(error, (id) => intl.formatMessage({ id }));
      if ('id' in failure.notice) notify.error(failure.notice.id);
      else notify.error('delegation.new.serverMessage', { message: failure.notice.serverMessage });
      if (failure.fields.length > 0) {
        // Back to the first step with a refused field, which shows why under the field.
        setStep(Math.min(...failure.fields.map(({ field }) => stepOfField(field))) as NewDelegatorStep);
        for (const { field, message } of failure.fields) setError(field, { type: 'server', message });
      }
    }
  };

  const next = async () => {
    const valid = await trigger(newDelegatorStepFields[step], { shouldFocus: true });
    if (!valid) return;
    if (step === NEW_DELEGATOR_STEPS) await submit();
    else setStep((step + 1) as NewDelegatorStep);
  };

  const previous = () => setStep((step - 1) as NewDelegatorStep);

  return (
    <Page title="delegation.new.title">
      <NewDelegatorStepIndicator step={step} total={NEW_DELEGATOR_STEPS} textId={stepTextId} />

      <StepByStepForm form={form} onNext={next}>
        <Stack gap="lg">
          <Title order={2} size="h3" ref={stepHeading} tabIndex={-1} aria-describedby={stepTextId}>
            {intl.formatMessage({ id: stepTitles[step] })}
          </Title>

          {step === 1 && (
            <>
              <Text>{intl.formatMessage({ id: 'delegation.new.intro' })}</Text>
              <PersonNameFields forSomebodyElse />
              <EmailField
                required
                autoComplete="off"
                description={intl.formatMessage({ id: 'delegation.new.emailHint' })}
              />
            </>
          )}

          {step === 2 && (
            <>
              <PhoneField
                label={intl.formatMessage({ id: 'delegation.new.phone' })}
                required
                autoComplete="off"
                description={intl.formatMessage({ id: 'delegation.new.phoneHint' }, { name })}
              />
              <BirthDateField required />
            </>
          )}

          {step === 3 && (
            <>
              <Text>{intl.formatMessage({ id: 'delegation.new.addressText' }, { name })}</Text>
              <HomeAddressField />
            </>
          )}

          {step === 4 && <NewDelegatorConsents name={name} register={register} errors={errors} />}

          <Group justify="space-between" gap="sm">
            {step > 1 ? (
              <Button variant="default" size="md" onClick={previous} disabled={create.isPending}>
                {intl.formatMessage({ id: 'delegation.new.previous' })}
              </Button>
            ) : (
              <span />
            )}
            <Button type="submit" size="md" loading={create.isPending}>
              {intl.formatMessage({
                id: step === NEW_DELEGATOR_STEPS ? 'delegation.new.create' : 'delegation.new.next',
              })}
            </Button>
          </Group>
        </Stack>
      </StepByStepForm>
    </Page>
  );
}
