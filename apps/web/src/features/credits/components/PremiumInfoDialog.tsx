import { Button, Modal, Stack, Text } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';

interface PremiumInfoDialogProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * What the premium balance is and how it is used, in plain words: extra credits earned as rewards; a
 * driver gets 50 % extra per ride from it, at most 15 credits a ride, while it lasts; a passenger may pay
 * rides with it (spec 001 §1).
 */
export function PremiumInfoDialog({ opened, onClose }: PremiumInfoDialogProps) {
  const intl = useIntl();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={intl.formatMessage({ id: 'credits.premiumInfo.title' })}
      closeButtonProps={{ 'aria-label': intl.formatMessage({ id: 'common.close' }) }}
      centered
    >
      <Stack gap="md">
        <Text>
          <FormattedMessage id="credits.premiumInfo.what" />
        </Text>
        <Text>
          <FormattedMessage id="credits.premiumInfo.driver" />
        </Text>
        <Text>
          <FormattedMessage id="credits.premiumInfo.passenger" />
        </Text>
        <Button onClick={onClose} variant="default">
          <FormattedMessage id="common.close" />
        </Button>
      </Stack>
    </Modal>
  );
}
