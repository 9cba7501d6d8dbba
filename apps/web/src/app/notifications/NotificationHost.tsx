import { useEffect, useState } from 'react';
import classes from './NotificationHost.module.css';
import { loadedNotifications, notificationsLoaded } from '../../lib/notify/queue';

type NotificationsComponent = NonNullable<ReturnType<typeof loadedNotifications>>['Notifications'];

/**
 * One snackbar at a time (a newer one replaces it, see showNotification), at the bottom of the screen,
 * just above the bottom navigation: away from the page's heading and the avatar in the top bar.
 */
export const SNACKBAR_LIMIT = 1;

/**
 * The host of the snackbars. The component comes with the first message (see loadNotifications), which
 * waits in Mantine's notification store until it is here.
 */
export function NotificationHost() {
  const [Notifications, setNotifications] = useState<NotificationsComponent | undefined>(
    () => loadedNotifications()?.Notifications,
  );
  useEffect(() => {
    if (Notifications) return;
    let current = true;
    void notificationsLoaded().then((module) => {
      if (current) setNotifications(() => module.Notifications);
    });
    return () => {
      current = false;
    };
  }, [Notifications]);

  if (!Notifications) return null;
  return (
    <Notifications
      position="bottom-center"
      limit={SNACKBAR_LIMIT}
      zIndex={1000}
      containerWidth={440}
      classNames={{ root: classes.root }}
    />
  );
}
