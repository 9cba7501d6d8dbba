import { Alert, Text, type MantineColor } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../i18n/nl';

/** A note beside a form (role note, not an alarm): the words of `messageId` on a light `color` panel. */
export function NoteAlert({ color, messageId }: { color: MantineColor; messageId: MessageId }) {
  return (
    <Alert color={color} variant="light" role="note">
      <Text>
        <FormattedMessage id={messageId} />
      </Text>
    </Alert>
  );
}
