import type * as Snackbars from './snackbars';
import type { PrimitiveType } from 'react-intl';
import { appIntl } from '../../i18n/intl';
import type { MessageId } from '../../i18n/nl';
import { takeRateLimitedMessage } from '../rate-limit-notice';
import { behaviourFor, type NotificationKind } from './rules';

export type MessageValues = Record<string, PrimitiveType>;

type NotificationsModule = typeof Snackbars;

let loaded: NotificationsModule | undefined;
let loading: Promise<NotificationsModule> | undefined;
let announceLoaded: (module: NotificationsModule) => void = () => undefined;
const firstLoad = new Promise<NotificationsModule>((resolve) => (announceLoaded = resolve));

/**
 * Mantine's notifications (the store and the snackbar component with its transitions and styles) are not
 * needed until there is something to say, so they are loaded with the first message.
 */
export function loadNotifications(): Promise<NotificationsModule> {
  loading ??= import('./snackbars').then((module) => {
    loaded = module;
    announceLoaded(module);
    return module;
  });
  return loading;
}

/** Resolves once the first message has brought the notifications module (the host then appears). */
export function notificationsLoaded(): Promise<NotificationsModule> {
  return firstLoad;
}

/** The notifications module when it has been loaded, so the host can show it without waiting. */
export function loadedNotifications(): NotificationsModule | undefined {
  return loaded;
}

/**
 * Shows a snackbar. The store lives outside React (Mantine's notification store) and its host is
 * mounted above the router, so a message queued right before a navigation still shows after it.
 * One snackbar at a time: a newer message replaces the one on screen (and any still waiting), so they
 * never pile up; an identical message that is still on screen is shown once. A notice of something that
 * arrived on its own (`waits`: a new message in the inbox) does not push aside what the person's own
 * action just said ('Uw rit is bevestigd!'): it waits until that snackbar has gone.
 */
export function showNotification(
  kind: NotificationKind,
  id: MessageId,
  values?: MessageValues,
  { waits = false }: { waits?: boolean } = {},
): string {
  // A page's error right after a call was refused for being made too often: the server's words say more.
  const rateLimited = kind === 'error' ? takeRateLimitedMessage() : undefined;
  if (rateLimited !== undefined)
    return showNotification('error', 'api.rateLimited', { message: rateLimited });
  const { autoClose, withCloseButton, color, role } = behaviourFor(kind);
  const notification = {
    id: `${kind}:${id}:${values ? JSON.stringify(values) : ''}`,
    message: appIntl().formatMessage({ id }, values),
    autoClose,
    withCloseButton,
    color,
    role,
    closeButtonProps: { 'aria-label': appIntl().formatMessage({ id: 'notifications.close' }) },
  };
  // Messages queued before the module arrives replace each other in the order they were queued.
  // With the host's limit of one, Mantine keeps a shown notification waiting until the one on screen closes.
  const replace = ({ notifications }: NotificationsModule) => {
    if (!waits) notifications.clean();
    notifications.show(notification);
  };
  if (loaded) replace(loaded);
  else void loadNotifications().then(replace);
  return notification.id;
}

export const notify = {
  info: (id: MessageId, values?: MessageValues) => showNotification('info', id, values),
  error: (id: MessageId, values?: MessageValues) => showNotification('error', id, values),
  /** Something that arrived by itself: shown after the snackbar on screen, never instead of it. */
  arrived: (id: MessageId, values?: MessageValues) => showNotification('info', id, values, { waits: true }),
};
