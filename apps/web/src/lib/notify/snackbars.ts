// Mantine's snackbars with their styles, in a module of its own so that both arrive together when the
// first message is queued (see queue.ts).
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';

export { notifications, Notifications } from '@mantine/notifications';
