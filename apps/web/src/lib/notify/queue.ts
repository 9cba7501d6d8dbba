import { notifications } from '@mantine/notifications';
import type { PrimitiveType } from 'react-intl';
import { intl } from '../../i18n/intl';
import type { MessageId } from '../../i18n/nl';
import { behaviourFor, type NotificationKind } from './rules';

export type MessageValues = Record<string, PrimitiveType>;

/**
 * Queues a snackbar. The queue lives outside React (Mantine's notification store) and its host is
 * mounted above the router, so a message queued right before a navigation still shows after it.
 * An identical message that is still on screen is not shown twice.
 */
export function showNotification(kind: NotificationKind, id: MessageId, values?: MessageValues): string {
  const { autoClose, withCloseButton, color, role } = behaviourFor(kind);
  return notifications.show({
    id: `${kind}:${id}:${values ? JSON.stringify(values) : ''}`,
    message: intl.formatMessage({ id }, values),
    autoClose,
    withCloseButton,
    color,
    role,
    closeButtonProps: { 'aria-label': intl.formatMessage({ id: 'notifications.close' }) },
  });
}

export const notify = {
  info: (id: MessageId, values?: MessageValues) => showNotification('info', id, values),
  error: (id: MessageId, values?: MessageValues) => showNotification('error', id, values),
};
