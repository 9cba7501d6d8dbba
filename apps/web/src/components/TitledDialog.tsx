import { Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../i18n/nl';

/**
 * A dialog in the middle of the screen with a title and its content one under the other. With
 * `namedCloseButton` its close button (×) is named 'Sluiten' for screen readers.
 */
export function TitledDialog({
  opened,
  onClose,
  title,
  namedCloseButton = false,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: MessageId;
  namedCloseButton?: boolean;
  children: ReactNode;
}) {
  const intl = useIntl();
  const closeButton = namedCloseButton
    ? { closeButtonProps: { 'aria-label': intl.formatMessage({ id: 'common.close' }) } }
    : {};
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={intl.formatMessage({ id: title })}
      {...closeButton}
      centered
    >
      <Stack>{children}</Stack>
    </Modal>
  );
}
