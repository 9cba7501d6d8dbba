import type { Profile } from '@achterhoek/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { notify } from '../../../lib/notify';
import { BirthDateField } from '../../../components/PersonFields';
import { paths } from '../../../lib/paths';
import { useSaveProfile } from '../api/queries';
import { ProfileGate } from '../components/ProfileGate';
import { SavedProfileForm } from '../components/SavedProfileForm';
import { onboardingSchema, type OnboardingValues } from '../lib/dateOfBirth';
import { Page } from '../../../components/Page';

/** /onboardingPage: completes the profile with the date of birth, then /onboardingComplete. */
export function OnboardingPage() {
  return (
    <Page title="onboarding.title" intro="onboarding.text">
      <ProfileGate>{(profile) => <DateOfBirthStep profile={profile} />}</ProfileGate>
    </Page>
  );
}

function DateOfBirthStep({ profile }: { profile: Profile }) {
  const navigate = useNavigate();
  const save = useSaveProfile();
  const form = useForm<OnboardingValues>({
    resolver: zodResolver(onboardingSchema),
    defaultValues: { dateOfBirth: profile.dateOfBirth },
  });
  const { handleSubmit } = form;

  const onSubmit = handleSubmit(async ({ dateOfBirth }) => {
    try {
      await save.mutateAsync({ ...profile, dateOfBirth });
      await navigate(paths.onboardingComplete);
    } catch {
      notify.error('onboarding.saveError');
    }
  });

  return (
    <SavedProfileForm form={form} onSubmit={onSubmit}>
      <BirthDateField required />
    </SavedProfileForm>
  );
}
