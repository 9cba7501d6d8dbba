import { Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../i18n/nl';

/** Texts of the app one paragraph each, in the order given. */
export function MessageParagraphs({ ids }: { ids: readonly MessageId[] }) {
  return ids.map((id) => (
    <Text key={id}>
      <FormattedMessage id={id} />
    </Text>
  ));
}
