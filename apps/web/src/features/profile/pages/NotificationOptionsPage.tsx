import { useState } from 'react';
import type { NotificationOptions, Profile, UserRole } from '@achterhoek/contracts';
import { Fieldset, Radio, Stack, Switch, Text } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { notify } from '../../../lib/notify';
import { DevicePushButton } from '../../messaging';
import type { MessageId } from '../../../i18n/nl';
import { useSaveProfile } from '../api/queries';
import { ProfileGate } from '../components/ProfileGate';
import { notificationOptionsFor, withRole, type NotificationOption } from '../lib/roles';
import { Page } from '../../../components/Page';

const roleLabels: ReadonlyArray<{ role: UserRole; label: MessageId }> = [
  { role: 'passenger', label: 'settings.role.passenger' },
  { role: 'both', label: 'settings.role.both' },
  { role: 'driver', label: 'settings.role.driver' },
];

const optionLabels: Record<NotificationOption, MessageId> = {
  tripConfirmations: 'settings.option.tripConfirmations',
  tripUpdates: 'settings.option.tripUpdates',
  tripReminders: 'settings.option.tripReminders',
  messages: 'settings.option.messages',
  shoutouts: 'settings.option.shoutouts',
};

/**
 * /profileNotificationOptions ('Instellingen'): the role the app is used in and the notifications per
 * role. Every change is saved at once.
 */
export function NotificationOptionsPage() {
  return (
    <Page title="settings.title">
      <ProfileGate>{(profile) => <Settings profile={profile} />}</ProfileGate>
    </Page>
  );
}

function Settings({ profile }: { profile: Profile }) {
  const intl = useIntl();
  const save = useSaveProfile();
  // The choice is shown at once, in the same render as the click: a controlled radio or switch would
  // otherwise snap back until the mutation's state arrives. The cached profile takes over when the save
  // is done; a failed save falls back to it.
  const [draft, setDraft] = useState<Profile | null>(null);
  const shown = draft ?? profile;

  const store = (updated: Profile) => {
    setDraft(updated);
    save.mutate(updated, {
      onSuccess: () => notify.info('settings.saved'),
      onError: () => notify.error('settings.saveError'),
      onSettled: () => setDraft(null),
    });
  };

  const changeRole = (role: string) => {
    const chosen = roleLabels.find((entry) => entry.role === role)?.role;
    if (chosen && chosen !== shown.userRole) store(withRole(shown, chosen));
  };

  const toggle = (option: keyof NotificationOptions, on: boolean) =>
    store({ ...shown, notificationOptions: { ...shown.notificationOptions, [option]: on } });

  return (
    <Stack gap="lg">
      <Radio.Group
        value={shown.userRole}
        onChange={changeRole}
        label={intl.formatMessage({ id: 'settings.roleLegend' })}
        size="md"
      >
        <Stack gap="sm" mt="xs">
          {roleLabels.map(({ role, label }) => (
            <Radio key={role} value={role} label={intl.formatMessage({ id: label })} />
          ))}
        </Stack>
      </Radio.Group>

      <Fieldset legend={intl.formatMessage({ id: 'settings.notificationsTitle' })}>
        <Stack gap="md">
          <Text size="sm">
            <FormattedMessage id="settings.notificationsText" />
          </Text>
          {notificationOptionsFor(shown.userRole).map((option) => (
            <Switch
              key={option}
              size="md"
              label={intl.formatMessage({ id: optionLabels[option] })}
              checked={shown.notificationOptions[option]}
              onChange={(event) => toggle(option, event.currentTarget.checked)}
            />
          ))}
          <DevicePushButton />
        </Stack>
      </Fieldset>
    </Stack>
  );
}
