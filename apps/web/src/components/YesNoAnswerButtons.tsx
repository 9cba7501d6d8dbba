import { Button, Group } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/nl';

/**
 * The answer to 'did the trip happen?' after a trip: two large buttons side by side. Ja is saved at once
 * (and spins while it is); Nee leads on to the question why, and waits while Ja is being saved.
 */
export function YesNoAnswerButtons({
  yesId,
  noId,
  pending,
  onYes,
  onNo,
}: {
  yesId: MessageId;
  noId: MessageId;
  pending: boolean;
  onYes: () => void;
  onNo: () => void;
}) {
  const intl = useIntl();
  return (
    <Group grow>
      <Button size="lg" loading={pending} onClick={onYes}>
        {intl.formatMessage({ id: yesId })}
      </Button>
      <Button size="lg" variant="outline" disabled={pending} onClick={onNo}>
        {intl.formatMessage({ id: noId })}
      </Button>
    </Group>
  );
}
