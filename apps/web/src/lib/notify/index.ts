// Snackbars for every part of the app; the host that shows them is mounted by the app's providers.
export { notify } from './queue';
export type { NotificationKind } from './rules';
