import { useEffect, useState } from 'react';
import { loadedNotifications, notificationsLoaded } from '../../lib/notify/queue';

type NotificationsComponent = NonNullable<ReturnType<typeof loadedNotifications>>['Notifications'];

/**
 * Where the queued snackbars appear: at the top, clear of the bottom navigation. The component comes with
 * the first message (see loadNotifications), which waits in Mantine's notification store until it is here.
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
  return <Notifications position="top-center" limit={3} zIndex={1000} containerWidth={440} />;
}
