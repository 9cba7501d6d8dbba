export { notify } from './queue';
export { NotificationHost } from './NotificationHost';
export type { NotificationKind } from './rules';
