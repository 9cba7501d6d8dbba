import { Alert } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/nl';

/** Why saving the driver's answer about a booking failed, in the page's words; nothing while none failed. */
export function AnswerErrorAlert({ error }: { error: MessageId | null }) {
  const intl = useIntl();
  if (!error) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {intl.formatMessage({ id: error })}
    </Alert>
  );
}
