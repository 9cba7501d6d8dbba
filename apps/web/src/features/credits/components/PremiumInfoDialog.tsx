import { Button } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { MessageParagraphs } from '../../../components/MessageParagraphs';
import { TitledDialog } from '../../../components/TitledDialog';

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
  return (
    <TitledDialog opened={opened} onClose={onClose} title="credits.premiumInfo.title" namedCloseButton>
      <MessageParagraphs
        ids={['credits.premiumInfo.what', 'credits.premiumInfo.driver', 'credits.premiumInfo.passenger']}
      />
      <Button onClick={onClose} variant="default">
        <FormattedMessage id="common.close" />
      </Button>
    </TitledDialog>
  );
}
