import type { Profile } from '@achterhoek/contracts';
import { useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { MessageId } from '../../../i18n/nl';
import { notify } from '../../../lib/notify';
import { useProfile, useSaveProfile } from '../../profile';

/** The profile's preference sets a preferences page edits: a traveller's search and a driver's rides. */
type PreferencesKey = 'searchPreferences' | 'ridePlanOptions';

/** The names of the yes-or-no choices in a set of choices. */
type YesNoName<Values> = {
  [Name in keyof Values]: Values[Name] extends boolean ? Name : never;
}[keyof Values];

/**
 * The form of a preferences page: the choices as edited (starting from the stored ones) and saving them
 * into the signed-in user's profile. Saved, a notice says so and the page goes on to `next`; a failed save
 * shows the error notice and stays. Nothing is saved before the profile has loaded. `field` and `yesNo`
 * give the props of a field that edits one choice: its label, its value, and the change it makes.
 */
export function usePreferencesForm<K extends PreferencesKey>(
  key: K,
  initial: NonNullable<Profile[K]>,
  after: { saved: MessageId; error: MessageId; next: string },
) {
  const navigate = useNavigate();
  const profile = useProfile();
  const save = useSaveProfile();
  const intl = useIntl();
  type Values = NonNullable<Profile[K]>;
  const [values, setValues] = useState<Values>(initial);
  const change = (update: Partial<Values>) => setValues((current) => ({ ...current, ...update }));

  const field = <Name extends keyof Values>(name: Name, label: MessageId) => ({
    label: intl.formatMessage({ id: label }),
    value: (values as Values)[name],
    onChange: (value: Values[Name]) => change({ [name]: value } as unknown as Partial<Values>),
  });
  // A yes-or-no choice is a checkbox or a switch: checked, and changed by its input's event.
  const yesNo = (name: YesNoName<Values>, label: MessageId) => ({
    label: intl.formatMessage({ id: label }),
    checked: (values as Values)[name] as boolean,
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      change({ [name]: event.currentTarget.checked } as unknown as Partial<Values>),
  });

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

  return { values, change, field, yesNo, submit, saving: save.isPending };
}
