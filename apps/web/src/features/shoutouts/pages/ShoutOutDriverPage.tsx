import type { ShoutOut } from '@achterhoek/contracts';
import { Button, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/PageTitle';
import { useSignedInId } from '../../../lib/auth';
import { shoutOutDriverProposePath } from '../../../lib/paths';
import { useNow } from '../../../lib/useNow';
import { useMyCars } from '../../cars';
import { DriverMessageButton } from '../components/DriverMessageButton';
import { DriverNoCarNotice } from '../components/DriverNoCarNotice';
import { DriverOfferList } from '../components/DriverOfferList';
import { DriverShoutOutDetails } from '../components/DriverShoutOutDetails';
import { DriverShoutOutLoader } from '../components/DriverShoutOutLoader';
import { ShoutOutBanner } from '../components/ShoutOutBanner';
import { canOffer, isOfferCancelled, shoutOutStatus } from '../lib/shoutOutState';

/**
 * /shout-out-driver/{shoutOutId} ('Oproep invulling', spec 000 §2): a driver's view of a passenger's
 * shout-out. The request with what it takes, the banner once it is filled, cancelled or past, the
 * driver's own offers, the way to make an offer, and a message to the passenger.
 */
export function ShoutOutDriverPage() {
  return <DriverShoutOutLoader titleId="shoutOuts.driver.title" view={DriverView} />;
}

function DriverView({ shoutOut, title }: { shoutOut: ShoutOut; title: string }) {
  const intl = useIntl();
  const now = useNow(30_000).getTime();
  const signedInId = useSignedInId();
  const cars = useMyCars();
  const hasCar = (cars.data?.length ?? 0) > 0;
  const open = shoutOutStatus(shoutOut, now, 'driver') === 'open';
  const ownOfferStands = shoutOut.itineraries.some((offer) => !isOfferCancelled(offer, 'driver'));
  // A driver may offer only while the shout-out is open and to come, none of their own offers still
  // stands, and they have a car to offer it with (spec 000 §4).
  const offerAllowed = canOffer(shoutOut, now, hasCar);
  const makeOffer = intl.formatMessage({ id: 'shoutOuts.driver.makeOffer' });

  return (
    <Stack gap="lg">
      <PageTitle>{title}</PageTitle>
      <ShoutOutBanner shoutOut={shoutOut} now={now} viewer="driver" />
      <Text size="lg" fw={700} style={{ overflowWrap: 'anywhere' }}>
        {intl.formatMessage({ id: 'shoutOuts.driver.request' }, { name: shoutOut.traveller.name })}
      </Text>
      <DriverShoutOutDetails shoutOut={shoutOut} />
      {shoutOut.traveller.managedIdentity !== signedInId && <DriverMessageButton shoutOut={shoutOut} />}
      <DriverOfferList shoutOut={shoutOut} />
      {open && ownOfferStands && <Text>{intl.formatMessage({ id: 'shoutOuts.driver.offerActive' })}</Text>}
      {open && !ownOfferStands && cars.isSuccess && !hasCar && <DriverNoCarNotice />}
      {offerAllowed ? (
        <Button component={Link} to={shoutOutDriverProposePath(shoutOut.id)} size="lg">
          {makeOffer}
        </Button>
      ) : (
        <Button size="lg" disabled>
          {makeOffer}
        </Button>
      )}
    </Stack>
  );
}
