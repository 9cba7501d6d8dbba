import { Container, Group, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { Outlet } from 'react-router';
import { plannerPathFor, useKnownProfile } from '../../features/profile';
import { OfflineBanner } from '../../components/OfflineBanner';
import { useRouteHandle } from '../router/routeHandle';
import { ActingStrip } from './ActingStrip';
import { BackButton } from './BackButton';
import { BottomNav } from './BottomNav';
import { ProfileMenu } from './ProfileMenu';
import classes from './ShellFrame.module.css';
import { useHasUnreadMessages, useIsDelegating } from './useShellIndicators';

// A dialog that locks the page's scrolling (react-remove-scroll, under Mantine's Modal and Drawer) keeps
// fixed bars with this class clear of the scroll bar it hides, as it did for Mantine's AppShell.
const FIXED_BAR = `right-scroll-bar-position`;

/** The frame of every signed-in page: top bar, the page, and the bottom navigation. */
export function ShellLayout() {
  const { back = false } = useRouteHandle();
  const hasUnreadMessages = useHasUnreadMessages();
  const delegating = useIsDelegating();
  const profile = useKnownProfile();
  // Not known until the profile has loaded; a guess would send passengers and drivers to the wrong page.
  const plannerPath = profile ? plannerPathFor(profile.userRole) : undefined;

  return (
    <div className={classes.frame}>
      <header className={`${classes.header} ${FIXED_BAR}`}>
        <Group h="100%" px="xs" justify="space-between" wrap="nowrap">
          <Group gap={4} wrap="nowrap" miw={0}>
            {back && <BackButton />}
            <Text fw={700} size="lg" truncate px={back ? 0 : 'xs'}>
              <FormattedMessage id="app.name" />
            </Text>
          </Group>
          <ProfileMenu delegating={delegating} />
        </Group>
      </header>
      <main className={classes.main}>
        <Container size="sm" px={0}>
          {delegating && <ActingStrip />}
          <OfflineBanner />
          <Outlet />
        </Container>
      </main>
      <footer className={`${classes.footer} ${FIXED_BAR}`}>
        <BottomNav hasUnreadMessages={hasUnreadMessages} plannerPath={plannerPath} />
      </footer>
    </div>
  );
}
