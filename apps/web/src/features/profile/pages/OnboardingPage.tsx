import type { Profile } from '@achterhoek/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, Text } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { notify } from '../../../lib/notify';
import { BirthDateInput } from '../../../components/BirthDateInput';
import { PageTitle } from '../../../components/PageTitle';
import { errorText } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { useSaveProfile } from '../api/queries';
import { ProfileGate } from '../components/ProfileGate';
import { onboardingSchema, type OnboardingValues } from '../lib/dateOfBirth';

/** /onboardingPage: completes the profile with the date of birth, then /onboardingComplete. */
export function OnboardingPage() {
  const intl = useIntl();
  return (
    <Stack gap="lg">
      <PageTitle>{intl.formatMessage({ id: 'onboarding.title' })}</PageTitle>
      <Text>
        <FormattedMessage id="onboarding.text" />
      </Text>
      <ProfileGate>{(profile) => <DateOfBirthStep profile={profile} />}</ProfileGate>
    </Stack>
  );
}

function DateOfBirthStep({ profile }: { profile: Profile }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const save = useSaveProfile();
  const {
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<OnboardingValues>({
    resolver: zodResolver(onboardingSchema),
    defaultValues: { dateOfBirth: profile.dateOfBirth },
  });

  const onSubmit = handleSubmit(async ({ dateOfBirth }) => {
    try {
      await save.mutateAsync({ ...profile, dateOfBirth });
      await navigate(paths.onboardingComplete);
    } catch {
      notify.error('onboarding.saveError');
    }
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="lg">
        <Controller
          control={control}
          name="dateOfBirth"
          render={({ field }) => (
            <BirthDateInput
              label={intl.formatMessage({ id: 'dateOfBirth.label' })}
              required
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              name={field.name}
              error={errorText(intl, errors.dateOfBirth)}
            />
          )}
        />
        <Button type="submit" loading={isSubmitting}>
          <FormattedMessage id="common.save" />
        </Button>
      </Stack>
    </form>
  );
}
