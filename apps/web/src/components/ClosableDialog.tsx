import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

/** A dialog in the middle of the screen under its `title`, whose close button a screen reader names 'Sluiten'. */
export function ClosableDialog({
  opened,
  onClose,
  title,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  const intl = useIntl();
  const closeLabel = intl.formatMessage({ id: 'common.close' });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      closeButtonProps={{ 'aria-label': closeLabel }}
      centered
    >
      {children}
    </Modal>
  );
}
