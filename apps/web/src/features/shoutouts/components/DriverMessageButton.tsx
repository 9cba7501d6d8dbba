import type { ShoutOut } from '@achterhoek/contracts';
import { Button } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useStartConversation } from '../../messaging';

/** 'Gerda Wassink' → Gerda and Wassink: the first word is the given name, the rest the family name. */
function splitName(name: string): { givenName: string; familyName: string } {
  const [givenName = '', ...rest] = name.trim().split(/\s+/);
  return { givenName, familyName: rest.join(' ') };
}

/**
 * 'Stuur {naam} een bericht' (spec 000 §6: a driver may message the passenger of a shout-out): opens the
 * driver's conversation about the shout-out (made when there is none yet), the reply box addressed to the
 * passenger. The conversation's context is the shout-out's plan, so its system messages lead back here.
 */
export function DriverMessageButton({ shoutOut }: { shoutOut: ShoutOut }) {
  const intl = useIntl();
  const startConversation = useStartConversation();
  const { givenName, familyName } = splitName(shoutOut.traveller.name);
  return (
    <Button
      variant="light"
      size="md"
      style={{ alignSelf: 'flex-start' }}
      loading={startConversation.isPending}
      onClick={() =>
        startConversation.mutate({
          context: shoutOut.planRef,
          topic: intl.formatMessage(
            { id: 'shoutOuts.driver.topic' },
            { name: shoutOut.traveller.name, from: shoutOut.from.label, to: shoutOut.to.label },
          ),
          ownerRole: 'DRIVER',
          recipient: { managedIdentity: shoutOut.traveller.managedIdentity, givenName, familyName },
        })
      }
    >
      {intl.formatMessage({ id: 'shoutOuts.driver.message' }, { name: givenName })}
    </Button>
  );
}
