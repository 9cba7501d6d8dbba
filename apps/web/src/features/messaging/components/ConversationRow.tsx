import type { Conversation } from '@achterhoek/contracts';
import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { PersonPhoto } from '../../../components/PersonPhoto';
import { formatMessageTime, personFullName } from '../lib/conversation';
import { conversationPath } from '../paths';

/**
 * One conversation in the inbox, so that rows are told apart at a glance:
 * - who: the counterpart, or the app itself ('Achterhoek Mobiel') when the conversation holds only the
 *   app's own messages (they have no sender, so no counterpart);
 * - when, then what: the date of the newest message (HH:mm today, otherwise DD-MM-YYYY), then the topic,
 *   whole (it wraps on a narrow phone: the topic is what tells the rows apart);
 * - the newest message as a one-line preview, cut with an ellipsis (marked data-preview, the one kind of
 *   cut text the phone-width journeys allow); screen readers hear it whole, in the row's name.
 */
export function ConversationRow({ conversation }: { conversation: Conversation }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const counterpart = conversation.counterparts[0];
  // The app's own messages come from the app: its name.
  const name = counterpart ? personFullName(counterpart) : intl.formatMessage({ id: 'app.name' });
  const recent = conversation.recentMessage;
  // A conversation without messages yet (just started) has its own creation time.
  const date = formatMessageTime(recent?.createdTime ?? conversation.createdTime);
  const preview = recent?.body.trim() ?? '';
  const unread =
    conversation.unreadCount > 0
      ? intl.formatMessage({ id: 'messaging.inbox.unread' }, { count: conversation.unreadCount })
      : null;
  const label = [
    intl.formatMessage(
      { id: preview ? 'messaging.inbox.rowWithMessage' : 'messaging.inbox.row' },
      { name, date, topic: conversation.topic, message: preview },
    ),
    unread,
  ]
    .filter(Boolean)
    .join(', ');

  return (
    <li>
      <UnstyledButton
        onClick={() => void navigate(conversationPath(conversation.id))}
        aria-label={label}
        w="100%"
        p="xs"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Group wrap="nowrap" align="center">
          <PersonPhoto name={name} image={counterpart?.image} size={44} />
          <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text fw={700} truncate>
                {name}
              </Text>
              {unread && (
                <Badge color="red" circle style={{ flex: 'none' }}>
                  {conversation.unreadCount}
                </Badge>
              )}
            </Group>
            <Group wrap="nowrap" gap="xs" align="flex-start">
              <Text size="sm" c="dimmed" style={{ flex: 'none' }}>
                {date}
              </Text>
              <Text size="sm" style={{ minWidth: 0 }}>
                {conversation.topic}
              </Text>
            </Group>
            {preview && (
              <Text size="sm" c="dimmed" truncate data-preview>
                {preview}
              </Text>
            )}
          </Stack>
        </Group>
      </UnstyledButton>
    </li>
  );
}
