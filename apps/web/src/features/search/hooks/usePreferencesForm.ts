import type { Profile } from '@achterhoek/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { MessageId } from '../../../i18n/nl';
import { notify } from '../../../lib/notify';
import { useProfile, useSaveProfile } from '../../profile';

/** The profile's preference sets a preferences page edits: a traveller's search and a driver's rides. */
type PreferencesKey = 'searchPreferences' | 'ridePlanOptions';

/**
 * The form of a preferences page: the choices as edited (starting from the stored ones) and saving them
 * into the signed-in user's profile. Saved, a notice says so and the page goes on to `next`; a failed save
 * shows the error notice and stays. Nothing is saved before the profile has loaded.
 */
export function usePreferencesForm<K extends PreferencesKey>(
  key: K,
  initial: NonNullable<Profile[K]>,
  after: { saved: MessageId; error: MessageId; next: string },
) {
  const navigate = useNavigate();
  const profile = useProfile();
  const save = useSaveProfile();
  const [values, setValues] = useState(initial);
  const change = (update: Partial<NonNullable<Profile[K]>>) =>
    setValues((current) => ({ ...current, ...update }));

  const submit = () => {
    if (!profile.data) return;
    save.mutate(
      { ...profile.data, [key]: values },
      {
        onSuccess: () => {
          notify.info(after.saved);
          void navigate(after.next);
        },
        onError: () => notify.error(after.error),
      },
    );
  };

  return { values, change, submit, saving: save.isPending };
}
