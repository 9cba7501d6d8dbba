import type { ShoutOut } from '@achterhoek/contracts';
import { Button, Stack, Text, Title } from '@mantine/core';
import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router';
import { QueryLoadError } from '../../../components/QueryLoadError';
import { TooFewCreditsAlert } from '../../../components/TooFewCreditsAlert';
import { LoadingState } from '../../../components/LoadingState';
import { PageTitle } from '../../../components/PageTitle';
import { isApiError } from '../../../lib/api-error';
import { useAuth } from '../../../lib/auth';
import { notify } from '../../../lib/notify';
import { paths, shoutOutDriverPath } from '../../../lib/paths';
import { useNow } from '../../../lib/useNow';
import { useAcceptOffer, useShoutOut } from '../api/queries';
import { OfferList } from '../components/OfferList';
import { PassengerCancelDialog } from '../components/PassengerCancelDialog';
import { PassengerShoutOutSummary, useRouteTitle } from '../components/PassengerShoutOutSummary';
import { ShoutOutBanner } from '../components/ShoutOutBanner';
import {
  canAcceptOffer,
  canCancelShoutOut,
  isClosed,
  isExpired,
  isOfferCancelled,
} from '../lib/shoutOutState';

/** A number from the path, or NaN (the shout-out is then not asked for). */
const idParam = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : Number.NaN);

/**
 * /shout-out-passenger/{shoutOutId} ('Oproep details', spec 000 §2 Shout-outs): the passenger's own
 * shout-out, what they asked and the drivers' offers. While it is open and to come, the passenger may
 * choose an offer and accept it, or cancel the shout-out with a reason (spec 000 §4, §6); its banner says
 * when it was filled, cancelled or has expired.
 */
export function ShoutOutPassengerPage() {
  const intl = useIntl();
  const id = idParam(useParams().shoutOutId);
  const shoutOut = useShoutOut(id);
  const signedInId = useAuth().user?.profile.sub;
  const now = useNow(60_000).getTime();

  const frame = (content: ReactNode) => (
    <Stack gap="lg">
      <PageTitle>{intl.formatMessage({ id: 'shoutOuts.passenger.title' })}</PageTitle>
      {content}
    </Stack>
  );
  const toList = (
    <Button component={Link} to={paths.shoutOuts} variant="outline" style={{ alignSelf: 'flex-start' }}>
      {intl.formatMessage({ id: 'shoutOuts.passenger.toList' })}
    </Button>
  );
  const notFound = frame(
    <>
      <Text>{intl.formatMessage({ id: 'shoutOuts.passenger.notFound' })}</Text>
      {toList}
    </>,
  );

  if (Number.isNaN(id)) return notFound;
  if (shoutOut.isPending) return <LoadingState />;
  if (shoutOut.isError) {
    const status = isApiError(shoutOut.error) ? shoutOut.error.status : undefined;
    if (status === 404) return notFound;
    if (status === 403) {
      return frame(
        <>
          <Text>{intl.formatMessage({ id: 'shoutOuts.passenger.forbidden' })}</Text>
          {toList}
        </>,
      );
    }
    return frame(<QueryLoadError query={shoutOut} messageId="shoutOuts.passenger.error" />);
  }
  // Only the traveller accepts or cancels; a driver who came here sees the shout-out on the driver's page.
  if (signedInId && shoutOut.data.traveller.managedIdentity !== signedInId) {
    return frame(
      <>
        <Text>
          {intl.formatMessage({ id: 'shoutOuts.passenger.notOwn' }, { name: shoutOut.data.traveller.name })}
        </Text>
        <Button
          component={Link}
          to={shoutOutDriverPath(shoutOut.data.id)}
          variant="outline"
          style={{ alignSelf: 'flex-start' }}
        >
          {intl.formatMessage({ id: 'shoutOuts.passenger.asDriver' })}
        </Button>
      </>,
    );
  }
  return frame(
    <ShoutOutDetails shoutOut={shoutOut.data} now={now} onChanged={() => void shoutOut.refetch()} />,
  );
}

function ShoutOutDetails({
  shoutOut,
  now,
  onChanged,
}: {
  shoutOut: ShoutOut;
  now: number;
  onChanged: () => void;
}) {
  const intl = useIntl();
  const offersTitleId = useId();
  const topic = useRouteTitle(shoutOut);
  const [chosen, setChosen] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState(false);
  // The passenger chooses among the offers only while the shout-out is neither closed nor past.
  const open = !isClosed(shoutOut) && !isExpired(shoutOut, now);
  const standing = shoutOut.itineraries.filter((offer) => !isOfferCancelled(offer, 'passenger'));
  // A single offer that still stands is chosen already: one step less for the passenger.
  const selectedRef = chosen ?? (standing.length === 1 ? (standing[0]!.itineraryRef ?? null) : null);
  const selected = shoutOut.itineraries.find((offer) => offer.itineraryRef === selectedRef);

  return (
    <>
      <ShoutOutBanner shoutOut={shoutOut} now={now} viewer="passenger" />
      <PassengerShoutOutSummary shoutOut={shoutOut} />
      <Stack gap="sm" component="section" aria-labelledby={offersTitleId}>
        <Title order={2} size="h3" id={offersTitleId}>
          {intl.formatMessage({ id: 'shoutOuts.passenger.offers' })}
        </Title>
        {shoutOut.itineraries.length === 0 ? (
          <Text>
            {intl.formatMessage({
              id: open ? 'shoutOuts.passenger.noOffers' : 'shoutOuts.passenger.noOffersClosed',
            })}
          </Text>
        ) : (
          <OfferList
            shoutOut={shoutOut}
            selectable={open}
            value={selectedRef}
            onChange={setChosen}
            topic={topic}
          />
        )}
        {open && standing.length > 0 && (
          <AcceptOffer
            key={selectedRef ?? ''}
            itineraryRef={selected?.itineraryRef}
            allowed={canAcceptOffer(shoutOut, selected, now)}
            chosen={selected !== undefined}
            onRefused={onChanged}
          />
        )}
      </Stack>
      {canCancelShoutOut(shoutOut, now) && (
        <Button color="red.9" variant="outline" size="lg" onClick={() => setCancelling(true)}>
          {intl.formatMessage({ id: 'shoutOuts.passenger.cancel' })}
        </Button>
      )}
      {cancelling && (
        <PassengerCancelDialog
          shoutOutId={shoutOut.id}
          onClose={() => setCancelling(false)}
          onRefused={onChanged}
        />
      )}
    </>
  );
}

/**
 * 'Aanbod accepteren': books the chosen offer (POST /trips with its itineraryRef), which reserves the fare
 * and closes the shout-out; then 'Uw rit is bevestigd!' and back to the shout-out list (spec 000 §4, §8).
 * Too few credits (402) is said beside the button with a way to add credits; a refusal (409, 422: the
 * shout-out or the ride changed) in the server's words, after which the page shows the shout-out anew;
 * anything else 'Fout bij het opslaan van de rit.'
 */
function AcceptOffer({
  itineraryRef,
  allowed,
  chosen,
  onRefused,
}: {
  itineraryRef: string | undefined;
  allowed: boolean;
  chosen: boolean;
  onRefused: () => void;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const accept = useAcceptOffer();
  const hintId = useId();
  const [tooFewCredits, setTooFewCredits] = useState(false);

  const confirm = async () => {
    if (!allowed || !itineraryRef) return;
    setTooFewCredits(false);
    try {
      await accept.mutateAsync(itineraryRef);
      notify.info('shoutOuts.passenger.accepted');
      void navigate(paths.shoutOuts);
    } catch (error) {
      if (isApiError(error) && error.status === 402) {
        setTooFewCredits(true);
      } else if (
        isApiError(error) &&
        (error.status === 409 || error.status === 422) &&
        error.message.trim() !== ''
      ) {
        notify.error('shoutOuts.passenger.serverMessage', { message: error.message });
        onRefused();
      } else {
        notify.error('shoutOuts.passenger.acceptError');
      }
    }
  };

  return (
    <Stack gap="sm">
      {tooFewCredits && (
        <TooFewCreditsAlert
          textId="shoutOuts.passenger.insufficientCredits"
          addCreditsId="shoutOuts.passenger.addCredits"
        />
      )}
      {!chosen && (
        <Text id={hintId} c="dimmed">
          {intl.formatMessage({ id: 'shoutOuts.passenger.chooseFirst' })}
        </Text>
      )}
      <Button
        size="lg"
        disabled={!allowed}
        loading={accept.isPending}
        aria-describedby={chosen ? undefined : hintId}
        onClick={() => void confirm()}
      >
        {intl.formatMessage({ id: 'shoutOuts.passenger.accept' })}
      </Button>
    </Stack>
  );
}
