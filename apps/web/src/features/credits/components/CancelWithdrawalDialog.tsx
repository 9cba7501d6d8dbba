import type { Withdrawal } from '@achterhoek/contracts';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatEuroCents } from '../../../lib/money';

interface CancelWithdrawalDialogProps {
  /** The withdrawal to cancel; the dialog is open while there is one. */
  withdrawal: Withdrawal | null;
  cancelling: boolean;
  onConfirm: (withdrawal: Withdrawal) => void;
  onClose: () => void;
}

/**
 * Asks before a requested withdrawal is cancelled (its credits come back). 'Niet annuleren' has the focus
 * first, so a stray Enter keeps the request.
 */
export function CancelWithdrawalDialog({
  withdrawal,
  cancelling,
  onConfirm,
  onClose,
}: CancelWithdrawalDialogProps) {
  const intl = useIntl();
  return (
    <Modal
      opened={withdrawal !== null}
      onClose={onClose}
      title={intl.formatMessage({ id: 'credits.withdrawals.cancelTitle' })}
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'common.close' }) }}
      returnFocus={false}
      closeOnEscape={!cancelling}
      closeOnClickOutside={!cancelling}
      centered
    >
      {withdrawal && (
        <Stack gap="md">
          <Text>
            <FormattedMessage
              id="credits.withdrawals.cancelText"
              values={{
                count: withdrawal.amountCredits,
                euros: formatEuroCents(withdrawal.amountEurocents),
              }}
            />
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={cancelling} data-autofocus>
              <FormattedMessage id="credits.withdrawals.cancelKeep" />
            </Button>
            <Button color="red.9" loading={cancelling} onClick={() => onConfirm(withdrawal)}>
              <FormattedMessage id="credits.withdrawals.cancelConfirm" />
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
