/** What the service worker (and the native app) receives of a push. */
export interface PushPayload {
  title: string;
  body: string;
  messageId: number;
  conversationId: number;
  url: string;
}

/** What became of one destination of a push. */
export type Outcome = 'sent' | 'dropped' | 'failed';
