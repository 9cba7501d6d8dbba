import { Button, SimpleGrid } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { MessageId } from '../i18n/nl';

/**
 * The two buttons under a form, side by side from a small screen up: 'Annuleren', which leaves the form
 * (a link to `cancelTo`, or `onCancel`), and the submit button named by `submitId`. While the form is
 * `busy` the submit button spins and is off; `disabled` turns it off for the form's own reasons too.
 */
export function CancelAndSubmitButtons({
  cancelTo,
  onCancel,
  submitId,
  busy,
  disabled = false,
}: {
  submitId: MessageId;
  busy: boolean;
  disabled?: boolean;
} & ({ cancelTo: string; onCancel?: never } | { onCancel: () => void; cancelTo?: never })) {
  const cancel = <FormattedMessage id="common.cancel" />;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      {cancelTo !== undefined ? (
        <Button component={Link} to={cancelTo} variant="default">
          {cancel}
        </Button>
      ) : (
        <Button variant="default" onClick={onCancel}>
          {cancel}
        </Button>
      )}
      <Button type="submit" loading={busy} disabled={busy || disabled}>
        <FormattedMessage id={submitId} />
      </Button>
    </SimpleGrid>
  );
}
