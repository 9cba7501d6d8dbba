import type { ShoutOut } from '@achterhoek/contracts';
import { useIntl } from 'react-intl';
import { StartConversationButton } from '../../messaging';
import { splitName } from '../../trips';

/**
 * 'Stuur {naam} een bericht' (spec 000 §6: a driver may message the passenger of a shout-out): opens the
 * driver's conversation about the shout-out (made when there is none yet), the reply box addressed to the
 * passenger. The conversation's context is the shout-out's plan, so its system messages lead back here.
 */
export function DriverMessageButton({ shoutOut }: { shoutOut: ShoutOut }) {
  const intl = useIntl();
  const { givenName, familyName } = splitName(shoutOut.traveller.name);
  return (
    <StartConversationButton
      variant="light"
      size="md"
      style={{ alignSelf: 'flex-start' }}
      conversation={{
        context: shoutOut.planRef,
        topic: intl.formatMessage(
          { id: 'shoutOuts.driver.topic' },
          { name: shoutOut.traveller.name, from: shoutOut.from.label, to: shoutOut.to.label },
        ),
        ownerRole: 'DRIVER',
        recipient: { managedIdentity: shoutOut.traveller.managedIdentity, givenName, familyName },
      }}
      label={intl.formatMessage({ id: 'shoutOuts.driver.message' }, { name: givenName })}
    />
  );
}
