import type { UserRole } from '@achterhoek/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Checkbox, Group, Progress, Radio, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { focusPageTitle } from '../../../components/page-focus';
import { BusyText } from '../../../components/BusyText';
import { PageTitle } from '../../../components/PageTitle';
import { StepByStepForm } from '../../../components/StepByStepForm';
import { EmailField, HomeAddressField, PersonNameFields } from '../../../components/PersonFields';
import { TermsOfUse } from '../../../components/TermsOfUse';
import type { MessageId } from '../../../i18n/nl';
import { paths } from '../../../lib/paths';
import { sessionLog } from '../../../lib/session-log';
import { LEFT_REGISTRATION_STATE } from '../../auth';
import { useCurrentUser } from '../../../lib/useCurrentUser';
import { createProfile, useProfileStatus, useResetOwnProfile } from '../../profile';
import {
  REDIRECT_AFTER_CREATE_MS,
  WIZARD_STEPS,
  createProfileRequest,
  creationOutcome,
  registrationSchema,
  stepFields,
  type CreationOutcome,
  type RegistrationValues,
  type WizardStep,
} from '../lib/wizard';

const stepTitles: Record<WizardStep, MessageId> = {
  0: 'registration.welcome.title',
  1: 'registration.terms.title',
  2: 'registration.address.title',
  3: 'registration.role.title',
  4: 'registration.finish.title',
};

const roleOptions: ReadonlyArray<{ role: UserRole; label: MessageId }> = [
  { role: 'passenger', label: 'registration.role.passenger' },
  { role: 'driver', label: 'registration.role.driver' },
  { role: 'both', label: 'registration.role.both' },
];

/**
 * /register-user: the five-step registration wizard (spec 000 §2, §5). It ends by creating the profile;
 * then, or when the profile already exists, the landing page follows after 4 seconds and continues to
 * Home. A user who already has a profile when the page opens goes straight to Home.
 */
export function RegisterUserPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const resetOwnProfile = useResetOwnProfile();
  const [step, setStep] = useState<WizardStep>(0);
  const [consentAlert, setConsentAlert] = useState(false);
  const firstRender = useRef(true);

  const form = useForm<RegistrationValues>({
    resolver: zodResolver(registrationSchema),
    mode: 'onTouched',
    defaultValues: {
      firstName: user?.givenName ?? '',
      lastName: user?.familyName ?? '',
      email: user?.email ?? '',
      safetyGuidelines: false,
      olderThanSixteen: false,
      acceptedTerms: false,
      address: null,
      userRole: null,
    },
  });
  const {
    register,
    control,
    trigger,
    getValues,
    formState: { errors },
  } = form;
  const [acceptedTerms, userRole] = useWatch({ control, name: ['acceptedTerms', 'userRole'] });

  const creation = useMutation({
    mutationFn: (values: RegistrationValues) => createProfile(createProfileRequest(values, user?.id)),
  });
  const outcome: CreationOutcome | null = creation.isSuccess
    ? creationOutcome(null)
    : creation.isError
      ? creationOutcome(creation.error)
      : null;
  const finished = outcome?.kind === 'created' || outcome?.kind === 'exists';

  // Someone who has a profile already is not registered again: on to Home.
  const status = useProfileStatus();
  const hasProfile = status.isSuccess && outcome === null;
  useEffect(() => {
    if (hasProfile) void navigate(paths.home, { replace: true });
  }, [hasProfile, navigate]);

  // The wizard is shown to someone without a profile (the start-up found none). Until it exists the
  // server has nowhere to keep the session log: it waits, so no call answers 404.
  const withoutProfile = !status.isSuccess && !finished;
  useEffect(() => {
    sessionLog.setWaitingForProfile(withoutProfile);
  }, [withoutProfile]);

  // Each step has its own title; after a step change it takes the focus, as a new page would.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    focusPageTitle();
  }, [step]);

  useEffect(() => {
    if (!finished) return;
    const timer = window.setTimeout(() => {
      void resetOwnProfile();
      void navigate(paths.landing, { replace: true });
    }, REDIRECT_AFTER_CREATE_MS);
    return () => window.clearTimeout(timer);
  }, [finished, navigate, resetOwnProfile]);

  const next = async () => {
    if (step === 4) return;
    const valid = await trigger(stepFields[step], { shouldFocus: true });
    if (step === 0) setConsentAlert(!valid);
    if (!valid) return;
    if (step === 3) {
      setStep(4);
      creation.mutate(getValues());
    } else {
      setStep((step + 1) as WizardStep);
    }
  };

  // Back from step 0 goes to / (spec 000 §2); the landing page then stays, offering to register or to
  // sign out, rather than starting the wizard again at once.
  const back = () => {
    if (step === 0) {
      void navigate(paths.landing, { state: LEFT_REGISTRATION_STATE });
      return;
    }
    creation.reset();
    setStep((step - 1) as WizardStep);
  };

  const nextDisabled = (step === 1 && !acceptedTerms) || (step === 3 && !userRole);

  // A consent of the first step: required, and marked when it was not given.
  const consentCheckbox = (name: 'safetyGuidelines' | 'olderThanSixteen', label: MessageId) => (
    <Checkbox
      size="md"
      label={intl.formatMessage({ id: label })}
      required
      {...register(name)}
      error={Boolean(errors[name])}
    />
  );

  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Text size="sm" c="dimmed">
          <FormattedMessage id="registration.stepOf" values={{ step: step + 1, total: WIZARD_STEPS }} />
        </Text>
        <Progress
          value={((step + 1) / WIZARD_STEPS) * 100}
          aria-label={intl.formatMessage(
            { id: 'registration.stepOf' },
            { step: step + 1, total: WIZARD_STEPS },
          )}
        />
      </Stack>
      <PageTitle>{intl.formatMessage({ id: stepTitles[step] })}</PageTitle>

      <StepByStepForm form={form} onNext={next}>
        <Stack gap="lg">
          {step === 0 && (
            <>
              <Text>
                <FormattedMessage id="registration.welcome.text" />
              </Text>
              <PersonNameFields />
              <EmailField required autoComplete="email" />
              <section aria-labelledby="safety-title">
                <Title order={2} size="h4" id="safety-title" mb="xs">
                  <FormattedMessage id="registration.safetyTitle" />
                </Title>
                <Text size="sm">
                  <FormattedMessage id="registration.safetyText" />
                </Text>
              </section>
              {consentCheckbox('safetyGuidelines', 'registration.safetyAccept')}
              {consentCheckbox('olderThanSixteen', 'registration.ageAccept')}
              {consentAlert && (
                <Alert color="red" variant="light" role="alert">
                  <FormattedMessage id="registration.requiredAlert" />
                </Alert>
              )}
            </>
          )}

          {step === 1 && (
            <>
              <TermsOfUse headingOrder={2} />
              <Checkbox
                size="md"
                label={intl.formatMessage({ id: 'registration.terms.accept' })}
                required
                {...register('acceptedTerms')}
              />
            </>
          )}

          {step === 2 && (
            <>
              <Text>
                <FormattedMessage id="registration.address.text" />
              </Text>
              <HomeAddressField />
            </>
          )}

          {step === 3 && (
            <>
              <Text>
                <FormattedMessage id="registration.role.text" />
              </Text>
              <Controller
                control={control}
                name="userRole"
                render={({ field }) => (
                  <Radio.Group
                    label={intl.formatMessage({ id: 'registration.role.label' })}
                    required
                    size="md"
                    value={field.value ?? ''}
                    onChange={(value) =>
                      field.onChange(roleOptions.find((o) => o.role === value)?.role ?? null)
                    }
                  >
                    <Stack gap="sm" mt="xs">
                      {roleOptions.map(({ role, label }) => (
                        <Radio key={role} value={role} label={intl.formatMessage({ id: label })} />
                      ))}
                    </Stack>
                  </Radio.Group>
                )}
              />
            </>
          )}

          {step === 4 && <Finishing outcome={outcome} onRetry={() => creation.mutate(getValues())} />}

          {!(step === 4 && (creation.isPending || finished)) && (
            <Group justify="space-between" gap="sm">
              <Button variant="subtle" onClick={() => void navigate(paths.logout)}>
                <FormattedMessage id="common.cancel" />
              </Button>
              <Group gap="sm">
                <Button variant="default" onClick={back}>
                  <FormattedMessage id="common.back" />
                </Button>
                {step < 4 && (
                  <Button type="submit" disabled={nextDisabled}>
                    <FormattedMessage id={step === 3 ? 'registration.create' : 'common.next'} />
                  </Button>
                )}
              </Group>
            </Group>
          )}
        </Stack>
      </StepByStepForm>
    </Stack>
  );
}

function Finishing({ outcome, onRetry }: { outcome: CreationOutcome | null; onRetry: () => void }) {
  if (!outcome) {
    return (
      <BusyText gap="sm" role="status">
        <FormattedMessage id="registration.finish.busy" />
      </BusyText>
    );
  }
  if (outcome.kind === 'created' || outcome.kind === 'exists') {
    return (
      <Stack gap="sm" role="status">
        <Text size="xl" fw={700}>
          <FormattedMessage
            id={outcome.kind === 'created' ? 'registration.finish.created' : 'registration.finish.exists'}
          />
        </Text>
        <Text>
          <FormattedMessage id="registration.finish.continue" />
        </Text>
      </Stack>
    );
  }
  return (
    <Alert color="red" variant="light" role="alert">
      <Stack gap="sm" align="flex-start">
        <Text>{outcome.kind === 'failed' ? <FormattedMessage id={outcome.message} /> : outcome.text}</Text>
        <Button variant="default" onClick={onRetry}>
          <FormattedMessage id="common.retry" />
        </Button>
      </Stack>
    </Alert>
  );
}
