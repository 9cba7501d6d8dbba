import { Button } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/nl';

/** The submit button of a delegation step (asking, activating): medium, at the start, busy while `pending`. */
export function StepSubmitButton({ label, pending }: { label: MessageId; pending: boolean }) {
  const intl = useIntl();
  return (
    <Button type="submit" size="md" loading={pending} style={{ alignSelf: 'flex-start' }}>
      {intl.formatMessage({ id: label })}
    </Button>
  );
}
