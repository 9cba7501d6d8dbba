import { AppShell, Container, Group, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { Outlet } from 'react-router';
import { plannerPathFor, useKnownProfile } from '../../features/profile';
import { OfflineBanner } from '../../components/OfflineBanner';
import { useRouteHandle } from '../router/routeHandle';
import { ActingStrip } from './ActingStrip';
import { BackButton } from './BackButton';
import { BottomNav } from './BottomNav';
import { ProfileMenu } from './ProfileMenu';
import { useHasUnreadMessages, useIsDelegating } from './useShellIndicators';

const HEADER_HEIGHT = 60;
// Phones without a home button need room below the tabs for the system's gesture bar.
const FOOTER_HEIGHT = 'calc(4rem + env(safe-area-inset-bottom))';

/** The frame of every signed-in page: top bar, the page, and the bottom navigation. */
export function ShellLayout() {
  const { back = false } = useRouteHandle();
  const hasUnreadMessages = useHasUnreadMessages();
  const delegating = useIsDelegating();
  const profile = useKnownProfile();
  // Not known until the profile has loaded; a guess would send passengers and drivers to the wrong page.
  const plannerPath = profile ? plannerPathFor(profile.userRole) : undefined;

  return (
    <AppShell header={{ height: HEADER_HEIGHT }} footer={{ height: FOOTER_HEIGHT }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="xs" justify="space-between" wrap="nowrap">
          <Group gap={4} wrap="nowrap" miw={0}>
            {back && <BackButton />}
            <Text fw={700} size="lg" truncate px={back ? 0 : 'xs'}>
              <FormattedMessage id="app.name" />
            </Text>
          </Group>
          <ProfileMenu delegating={delegating} />
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Container size="sm" px={0}>
          {delegating && <ActingStrip />}
          <OfflineBanner />
          <Outlet />
        </Container>
      </AppShell.Main>
      <AppShell.Footer>
        <BottomNav hasUnreadMessages={hasUnreadMessages} plannerPath={plannerPath} />
      </AppShell.Footer>
    </AppShell>
  );
}
