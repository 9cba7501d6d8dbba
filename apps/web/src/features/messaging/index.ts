// The messaging feature's public surface; other features and the app import from here only.
export { messagingKeys, useMessagingStatus, useUnreadMessageCount } from './api/queries';
export { MessagingRuntime } from './components/MessagingRuntime';
export { ConversationPage } from './pages/ConversationPage';
export { InboxPage } from './pages/InboxPage';
export { conversationPath } from './paths';
export { canOfferWebPush, subscribeToWebPush } from './lib/webPush';
export { DevicePushButton } from './components/DevicePushButton';
