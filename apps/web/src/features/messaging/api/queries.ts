import {
  CONVERSATIONS_PAGE_SIZE,
  MESSAGES_PAGE_SIZE,
  type InboxSelection,
  type Paged,
  type SendMessageRequest,
} from '@achterhoek/contracts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSignedInId } from '../../../lib/auth';
import {
  ackConversation,
  fetchConversation,
  fetchInbox,
  fetchMessages,
  fetchMessagingUser,
  sendMessage,
} from './messagingApi';

/** Spec 000 §9: the messaging status is refreshed every 15 minutes. */
export const MESSAGING_STATUS_REFRESH_MS = 900_000;

/** Query keys, all under the signed-in user so another login never sees this user's messages. */
export const messagingKeys = {
  all: (signedInId: string) => ['messaging', signedInId] as const,
  status: (signedInId: string) => ['messaging', signedInId, 'status'] as const,
  inbox: (signedInId: string, select?: InboxSelection) =>
    select
      ? (['messaging', signedInId, 'inbox', select] as const)
      : (['messaging', signedInId, 'inbox'] as const),
  conversation: (signedInId: string, id: number) => ['messaging', signedInId, 'conversation', id] as const,
  messages: (signedInId: string, id: number) =>
    ['messaging', signedInId, 'conversation', id, 'messages'] as const,
};

function nextOffset<T>(page: Paged<T>): number | undefined {
  const next = page.offset + page.data.length;
  return page.data.length > 0 && next < page.totalCount ? next : undefined;
}

/** The messaging status (`GET /users/me`): the unread count, refreshed every 15 minutes. */
export function useMessagingStatus(enabled = true) {
  const signedInId = useSignedInId();
  return useQuery({
    queryKey: messagingKeys.status(signedInId),
    queryFn: ({ signal }) => fetchMessagingUser(signal),
    enabled: enabled && Boolean(signedInId),
    refetchInterval: MESSAGING_STATUS_REFRESH_MS,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

/**
 * The number of unread messages, 0 until known. Only reads: the start-up sequence loads and refreshes
 * the status, the live stream updates it.
 */
export function useUnreadMessageCount(): number {
  return useMessagingStatus(false).data?.unreadMessageCount ?? 0;
}

export function useInbox(select: InboxSelection) {
  const signedInId = useSignedInId();
  return useInfiniteQuery({
    queryKey: messagingKeys.inbox(signedInId, select),
    queryFn: ({ pageParam, signal }) => fetchInbox(select, pageParam, CONVERSATIONS_PAGE_SIZE, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    enabled: Boolean(signedInId),
  });
}

export function useConversation(id: number | null) {
  const signedInId = useSignedInId();
  return useQuery({
    queryKey: messagingKeys.conversation(signedInId, id ?? -1),
    queryFn: ({ signal }) => fetchConversation(id ?? -1, signal),
    enabled: Boolean(signedInId) && id !== null,
  });
}

/** The conversation's messages, newest first, in pages of 30 (older pages follow). */
export function useMessages(conversationId: number | null) {
  const signedInId = useSignedInId();
  return useInfiniteQuery({
    queryKey: messagingKeys.messages(signedInId, conversationId ?? -1),
    queryFn: ({ pageParam, signal }) =>
      fetchMessages(conversationId ?? -1, pageParam, MESSAGES_PAGE_SIZE, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    enabled: Boolean(signedInId) && conversationId !== null,
  });
}

export function useSendMessage(conversationId: number | null) {
  const queryClient = useQueryClient();
  const signedInId = useSignedInId();
  return useMutation({
    mutationFn: (body: SendMessageRequest) => sendMessage(body),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: messagingKeys.messages(signedInId, conversationId ?? -1) }),
        queryClient.invalidateQueries({ queryKey: messagingKeys.inbox(signedInId) }),
      ]);
    },
  });
}

/** Acknowledges a conversation, then refreshes the unread count and the inbox. */
export function useAckConversation() {
  const queryClient = useQueryClient();
  const signedInId = useSignedInId();
  return async (id: number) => {
    await ackConversation(id);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: messagingKeys.status(signedInId) }),
      queryClient.invalidateQueries({ queryKey: messagingKeys.inbox(signedInId) }),
    ]);
  };
}
