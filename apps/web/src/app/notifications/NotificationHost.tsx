import { useEffect, useState } from 'react';
import { loadedNotifications, loadNotifications } from '../../lib/notify/queue';

type NotificationsComponent = NonNullable<ReturnType<typeof loadedNotifications>>['Notifications'];

/**
 * Where the queued snackbars appear: at the top, clear of the bottom navigation. The component is loaded
 * after the first paint (see loadNotifications); messages queued before it arrives wait in Mantine's
 * notification store and show then.
 */
export function NotificationHost() {
  const [Notifications, setNotifications] = useState<NotificationsComponent | undefined>(
    () => loadedNotifications()?.Notifications,
  );
  useEffect(() => {
    if (Notifications) return;
    let current = true;
    void loadNotifications().then((module) => {
      if (current) setNotifications(() => module.Notifications);
    });
    return () => {
      current = false;
    };
  }, [Notifications]);

  if (!Notifications) return null;
  return <Notifications position="top-center" limit={3} zIndex={1000} containerWidth={440} />;
}
