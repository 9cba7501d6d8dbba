import { Notifications } from '@mantine/notifications';

/** Where the queued snackbars appear: at the top, clear of the bottom navigation. */
export function NotificationHost() {
  return <Notifications position="top-center" limit={3} zIndex={1000} containerWidth={440} />;
}
