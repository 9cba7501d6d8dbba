// The messaging feature's public surface for other features and the app. Its pages are not here: the
// route table loads each page on demand.
export { messagingKeys, useMessagingStatus, useUnreadMessageCount } from './api/queries';
export { MessagingRuntime } from './components/MessagingRuntime';
export { conversationPath } from './paths';
export { canOfferWebPush, subscribeToWebPush, unsubscribeFromWebPush } from './lib/webPush';
export { DevicePushButton } from './components/DevicePushButton';
export { useStartConversation, type StartConversation } from './hooks/useStartConversation';
export { StartConversationButton } from './components/StartConversationButton';
