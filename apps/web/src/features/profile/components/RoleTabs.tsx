import type { Profile } from '@achterhoek/contracts';
import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSaveProfile } from '../api/queries';
import { shownRole } from '../lib/roles';

/**
 * A page's role tabs (spec 000 §4 role: both): shown only to someone who is passenger and driver; the
 * chosen tab is their acting role, saved on the profile. With a single role the content stands alone.
 */
export function RoleTabs({
  profile,
  driverLabel,
  passengerLabel,
  children,
}: {
  profile: Profile;
  driverLabel: string;
  passengerLabel: string;
  children: ReactNode;
}) {
  const saveProfile = useSaveProfile();
  if (profile.userRole !== 'both') return <>{children}</>;
  const role = shownRole(profile);
  return (
    <Tabs
      value={role}
      onChange={(value) => {
        if (value !== 'driver' && value !== 'passenger') return;
        saveProfile.mutate({ ...profile, actingRole: value });
      }}
    >
      <Tabs.List grow>
        <Tabs.Tab value="driver">{driverLabel}</Tabs.Tab>
        <Tabs.Tab value="passenger">{passengerLabel}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value={role} pt="md">
        {children}
      </Tabs.Panel>
    </Tabs>
  );
}
