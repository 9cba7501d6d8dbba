import { z } from 'zod';
import { OffsetDateTimeSchema, TOKEN_MAX } from './limits';
import { pagedSchema, pageQueryFields, RowIdSchema } from './common';
import { isNonPublicHost } from './public-host';

// Conversations and messages: each person owns their own conversation about a thing, a message reaches
// them through an envelope; conversations are listed 20 and messages 30 at a time (spec 000 §3
// Conversation / Message, §7 Communicator, §9 page sizes).

export const DeliveryModeSchema = z.enum(['MESSAGE', 'NOTIFICATION', 'ALL']);
export type DeliveryMode = z.infer<typeof DeliveryModeSchema>;

export const ConversationOwnerRoleSchema = z.enum([
  'GENERIC',
  'PASSENGER',
  'DRIVER',
  'DELEGATE',
  'DELEGATOR',
]);
export type ConversationOwnerRole = z.infer<typeof ConversationOwnerRoleSchema>;

export const MESSAGE_BODY_MAX_LENGTH = 1024;
/**
 * The most browsers/devices one person receives pushes on. A new one beyond it replaces the one
 * registered longest ago: people rarely use more than a few, and each costs a send per message.
 */
export const PUSH_SUBSCRIPTIONS_MAX_PER_USER = 10;
export const MESSAGES_PAGE_SIZE = 30;
export const CONVERSATIONS_PAGE_SIZE = 20;
/** Conversations whose newest message is older than this are archived by the daily job. */
export const ARCHIVE_AFTER_DAYS = 30;

/** A person as messaging shows them; a system message has no sender. */
export const MessagingPersonSchema = z.object({
  managedIdentity: z.string(),
  givenName: z.string(),
  familyName: z.string(),
  /** Path under /images, when the person has a photo. */
  image: z.string().nullable().optional(),
});
export type MessagingPerson = z.infer<typeof MessagingPersonSchema>;

export const EnvelopeSchema = z.object({
  recipient: MessagingPersonSchema,
  /** The context of the message as the recipient sees it (for instance their trip rather than the ride). */
  context: z.string(),
  conversationId: z.number().int(),
  ackTime: OffsetDateTimeSchema.nullable(),
});

export const MessageSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  context: z.string(),
  createdTime: OffsetDateTimeSchema,
  deliveryMode: DeliveryModeSchema,
  /** Absent for a system message. */
  sender: MessagingPersonSchema.nullable(),
  senderContext: z.string().nullable(),
  senderConversationId: z.number().int().nullable(),
  envelopes: z.array(EnvelopeSchema),
});
export type Message = z.infer<typeof MessageSchema>;

export const ConversationSchema = z.object({
  id: z.number().int(),
  owner: MessagingPersonSchema,
  ownerRole: ConversationOwnerRoleSchema,
  topic: z.string(),
  initialContext: z.string(),
  contexts: z.array(z.string()),
  createdTime: OffsetDateTimeSchema,
  archivedTime: OffsetDateTimeSchema.nullable(),
  unreadCount: z.number().int().min(0),
  /** The newest message, for the inbox. */
  recentMessage: MessageSchema.nullable(),
  /** The other people in the conversation (senders and recipients of its messages), for avatar and name. */
  counterparts: z.array(MessagingPersonSchema),
});
export type Conversation = z.infer<typeof ConversationSchema>;
export const PagedConversationsSchema = pagedSchema(ConversationSchema);
export const PagedMessagesSchema = pagedSchema(MessageSchema);

/** The inbox's two tabs: conversations in use, and those the daily job archived. */
export const InboxSelectionSchema = z.enum(['ACTUAL', 'ARCHIVED']);
export type InboxSelection = z.infer<typeof InboxSelectionSchema>;

/** A conversation or message id in a path: a positive 32-bit integer, as the database stores it. */
export const CommunicatorIdParamsSchema = z.object({ id: RowIdSchema });

export const InboxQuerySchema = z.object({
  owner: z.string().max(TOKEN_MAX).default('me'),
  select: InboxSelectionSchema.default('ACTUAL'),
  ...pageQueryFields(100),
});

/** `GET /conversations?context&owner=me&maxResults=1`: the caller's conversation about a context. */
export const ConversationLookupQuerySchema = z.object({
  context: z.string().min(1).max(300),
  owner: z.string().max(TOKEN_MAX).default('me'),
  ...pageQueryFields(100, 1),
});

export const CreateConversationRequestSchema = z.strictObject({
  topic: z.string().trim().min(1).max(200),
  initialContext: z.string().min(1).max(300),
  ownerRole: ConversationOwnerRoleSchema.default('GENERIC'),
});
export type CreateConversationRequest = z.input<typeof CreateConversationRequestSchema>;

export const MessagesQuerySchema = z.object({
  deliveryMode: DeliveryModeSchema.optional(),
  sortDir: z.enum(['ASC', 'DESC']).default('DESC'),
  ...pageQueryFields(100, MESSAGES_PAGE_SIZE),
});

export const SendMessageRequestSchema = z.strictObject({
  body: z.string().trim().min(1, 'body is empty').max(MESSAGE_BODY_MAX_LENGTH),
  /** What the message is about, e.g. a ride or trip URN. */
  context: z.string().min(1).max(300),
  /** The context of the sender's own conversation (defaults to `context`). */
  senderContext: z.string().min(1).max(300).optional(),
  deliveryMode: DeliveryModeSchema.default('ALL'),
  envelopes: z
    .array(
      z.strictObject({
        context: z.string().min(1).max(300),
        recipient: z.strictObject({ managedIdentity: z.string().min(1).max(200) }),
      }),
    )
    .min(1)
    .max(50),
});
export type SendMessageRequest = z.infer<typeof SendMessageRequestSchema>;

export const MessagingUserSchema = z.object({
  managedIdentity: z.string(),
  unreadMessageCount: z.number().int().min(0),
});
export const FcmTokenRequestSchema = z.strictObject({ token: z.string().min(1).max(4096) });

/** Web Push: the server's VAPID public key, and a browser's subscription. */
export const PushPublicKeySchema = z.object({ publicKey: z.string() });
/**
 * A push service's address as browsers hand it out: `https`, on a named public host. The server connects
 * to it, so a loopback, private or link-local address (or `localhost`) is refused here; the server checks
 * the addresses a name resolves to again when it connects.
 */
export const PushEndpointSchema = z
  .url({ protocol: /^https$/, error: 'must be an https:// address' })
  .max(2048)
  // A value that is no URL at all was refused above (zod runs this check anyway): no second message.
  .refine((value) => {
    const host = hostOf(value);
    return host === undefined || !isNonPublicHost(host);
  }, 'must be on a public host');

/** The host of a URL, or undefined when the value is no URL. */
function hostOf(value: string): string | undefined {
  try {
    return new URL(value).hostname;
  } catch {
    return undefined;
  }
}

/** The last moment a JavaScript date can hold, in milliseconds since 1970. */
const LAST_DATE_MS = 8_640_000_000_000_000;

/**
 * A browser's push subscription. The keys have their real sizes: `p256dh` a P-256 public key (65 bytes)
 * and `auth` a 16-byte secret, both base64url.
 */
export const PushSubscriptionRequestSchema = z.strictObject({
  endpoint: PushEndpointSchema,
  // A moment in milliseconds since 1970 (the browser's DOMHighResTimeStamp, possibly with a fraction),
  // no later than the last moment a date can hold.
  expirationTime: z.number().nonnegative().max(LAST_DATE_MS).nullable().optional(),
  keys: z.strictObject({
    p256dh: z
      .string()
      .max(100)
      .regex(/^B[A-Za-z0-9_-]{86}=?$/, 'must be a P-256 public key (base64url)'),
    auth: z
      .string()
      .max(30)
      .regex(/^[A-Za-z0-9_-]{22}(==)?$/, 'must be a 16-byte secret (base64url)'),
  }),
});
export type PushSubscriptionRequest = z.input<typeof PushSubscriptionRequestSchema>;
/** `DELETE /users/me/push-subscription?endpoint=…`: which of the caller's subscriptions to forget. */
export const DeletePushSubscriptionQuerySchema = z.object({ endpoint: z.url().max(2048) });

/** Events on the live stream `GET /api/communicator/users/me/events` (text/event-stream). */
export const MessageReceivedEventSchema = z.object({
  messageId: z.number().int(),
  conversationId: z.number().int(),
  title: z.string(),
  body: z.string(),
});
export type MessageReceivedEvent = z.infer<typeof MessageReceivedEventSchema>;
export const UnreadCountEventSchema = z.object({ unreadMessageCount: z.number().int().min(0) });
/** A trip of the user changed (booked, cancelled, a state or a booking changed): open pages reload it. */
export const TripChangedEventSchema = z.object({ tripId: z.number().int() });
export type TripChangedEvent = z.infer<typeof TripChangedEventSchema>;
/** A ride the user drives changed (a booking came or went, its state moved): open pages reload it. */
export const RideChangedEventSchema = z.object({ rideId: z.number().int() });
export type RideChangedEvent = z.infer<typeof RideChangedEventSchema>;
/**
 * The live stream's events. `resync`: events may have been missed (the server lost its database
 * connection for a moment); the client fetches its messaging state again, and open trip and ride pages
 * reload.
 */
export const LIVE_EVENT_NAMES = {
  messageReceived: 'message-received',
  unreadCount: 'unread-count',
  resync: 'resync',
  tripChanged: 'trip-changed',
  rideChanged: 'ride-changed',
} as const;
