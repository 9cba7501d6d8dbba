import {
  DEFAULT_RIDE_PLAN_OPTIONS,
  formatPlanPlace,
  NO_CAR_FOR_OFFER_MESSAGE,
  offeredSeats,
  planPlaceParam,
  type PlanPlace,
  type ShoutOut,
  type ShoutOutDraftQuery,
} from '@achterhoek/contracts';
import { Button, Stack, Table, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { detailRow } from '../../../components/DetailRow';
import { PageTitle } from '../../../components/PageTitle';
import { TravelTimeInput } from '../../../components/TravelTimeInput';
import { isApiError } from '../../../lib/api-error';
import { useSignedInId } from '../../../lib/auth';
import { APP_TIME_ZONE, dayjs } from '../../../lib/dayjs';
import { notify } from '../../../lib/notify';
import { paths, shoutOutDriverPath } from '../../../lib/paths';
import {
  isInPast,
  onMinutesStep,
  travelTimeFromIso,
  travelTimeIso,
  type TravelTime,
} from '../../../lib/travel-time';
import { useNow } from '../../../lib/useNow';
import { useMyCars } from '../../cars';
import { usePickedLocation, useSearchCriteria, type TripField, type TripPlace } from '../../search';
import { useProfile } from '../../profile';
import { CarChoice } from '../../rides';
import { shoutOutKeys, useOfferShoutOut, useShoutOutDraft } from '../api/queries';
import { DriverNoCarNotice } from '../components/DriverNoCarNotice';
import { DriverShoutOutLoader } from '../components/DriverShoutOutLoader';
import { OfferDraftRoute } from '../components/OfferDraftRoute';
import { OfferPlaceField } from '../components/OfferPlaceField';
import { OfferSummary } from '../components/OfferSummary';
import { ShoutOutBanner } from '../components/ShoutOutBanner';
import { canOffer, isOfferCancelled, shoutOutStatus } from '../lib/shoutOutState';

/**
 * /shout-out-driver-propose/{shoutOutId} ('Oproep voorstel', spec 000 §2, §5, §8; spec 001 §5): the
 * driver turns a passenger's shout-out into an offer. The draft ride the planner makes goes from the
 * driver's start via the passenger's pickup and drop-off to the driver's destination; the driver may
 * change the start, the destination and the time, chooses the car, and confirms.
 */
export function ShoutOutDriverProposePage() {
  return <DriverShoutOutLoader titleId="shoutOuts.propose.title" view={ProposeForm} />;
}

const tripPlaceOf = (place: PlanPlace): TripPlace => ({
  label: place.label,
  lat: place.location.coordinates[1],
  lon: place.location.coordinates[0],
});

/** A place kept in the page's address as `label::lat,lon`; anything else there counts as not chosen. */
function placeParam(field: TripField, value: string | null): TripPlace | null {
  if (!value) return null;
  const parsed = planPlaceParam(field).safeParse(value);
  return parsed.success && parsed.data.label ? parsed.data : null;
}

/**
 * What the driver changed, kept in the page's address (`from`, `to`, `time`, `arriving`), so that it
 * survives the round trip through the location page and a reload. A value the driver did not set is
 * absent: the server then takes the passenger's place, and shifts the draft to the passenger's time.
 */
function useOfferChoices() {
  const [params, setParams] = useSearchParams();
  const time = params.get('time');
  const choices = {
    from: placeParam('from', params.get('from')),
    to: placeParam('to', params.get('to')),
    time: time && dayjs(time).isValid() ? time : null,
    arriving: params.has('arriving') ? params.get('arriving') === 'true' : null,
  };
  const change = useCallback(
    (values: Partial<Record<'from' | 'to' | 'time' | 'arriving', string | null>>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(values)) {
            if (value === null || value === undefined) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [choices, change] as const;
}

function ProposeForm({ shoutOut, title }: { shoutOut: ShoutOut; title: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const now = useNow(30_000).getTime();
  const signedInId = useSignedInId();
  const [choices, change] = useOfferChoices();
  const picked = usePickedLocation();
  const { clearPicked } = useSearchCriteria();
  const cars = useMyCars();
  const profile = useProfile();
  const offer = useOfferShoutOut(shoutOut.id);
  const [chosenCar, setChosenCar] = useState<string | null>(null);

  // A place the location page picked for this page becomes the driver's start or destination.
  useEffect(() => {
    if (!picked) return;
    change({ [picked.field]: formatPlanPlace(picked.place.label, picked.place.lat, picked.place.lon) });
    clearPicked();
  }, [picked, change, clearPicked]);

  const open = shoutOutStatus(shoutOut, now, 'driver') === 'open';
  const arriving = choices.arriving ?? shoutOut.useAsArrivalTime;
  // The draft is asked only while the shout-out is open; with only what the driver changed, and a travel
  // time only once the driver set one, so that the server shifts the draft to the passenger's time.
  const query: ShoutOutDraftQuery | null = open
    ? {
        ...(choices.from
          ? { from: formatPlanPlace(choices.from.label, choices.from.lat, choices.from.lon) }
          : {}),
        ...(choices.to ? { to: formatPlanPlace(choices.to.label, choices.to.lat, choices.to.lon) } : {}),
        ...(choices.time ? { travelTime: choices.time, useAsArrivalTime: arriving ? 'true' : 'false' } : {}),
      }
    : null;
  const draft = useShoutOutDraft(shoutOut.id, query);
  const itinerary = draft.data?.itineraries[0];

  // Until the driver sets a time, the picker shows the draft's departure (or arrival), else the passenger's.
  const untouched = arriving ? itinerary?.arrivalTime : itinerary?.departureTime;
  const shownTime: TravelTime = (choices.time
    ? travelTimeFromIso(choices.time, arriving)
    : travelTimeFromIso(untouched ?? shoutOut.travelTime, arriving)) ?? {
    date: dayjs(shoutOut.travelTime).tz(APP_TIME_ZONE).format('YYYY-MM-DD'),
    time: '00:00',
    arriving,
  };
  const changeTime = (value: TravelTime) => {
    const onlyTheMode = value.date === shownTime.date && value.time === shownTime.time;
    if (onlyTheMode && !choices.time) {
      // Leaving or arriving alone changes what the picker shows, not the draft.
      change({ arriving: String(value.arriving) });
      return;
    }
    // The minutes move in steps of 5 (spec 001 §5); a time in the past is refused (spec 000 §5).
    const stepped = { date: value.date, time: onMinutesStep(value.time) };
    if (isInPast(stepped, now)) {
      notify.error('travelTime.inPast');
      return;
    }
    change({ time: travelTimeIso(stepped), arriving: String(value.arriving) });
  };

  const options = profile.data?.ridePlanOptions ?? DEFAULT_RIDE_PLAN_OPTIONS;
  const myCars = cars.data ?? [];
  const car =
    myCars.find((candidate) => candidate.carRef === chosenCar) ??
    myCars.find((candidate) => candidate.carRef === options.selectedCarRef) ??
    myCars[0];
  // Seats offered, counted as the server counts them (a one-seat car still offers one seat).
  const seats = offeredSeats(options.maxPassengers, car?.nrSeats);
  const ownOfferStands = shoutOut.itineraries.some((item) => !isOfferCancelled(item, 'driver'));
  const ready = canOffer(shoutOut, now, Boolean(car)) && Boolean(draft.data && itinerary) && !offer.isPending;

  const submit = async () => {
    if (!draft.data || !itinerary || !car) return;
    try {
      await offer.mutateAsync({ planRef: draft.data.planRef, vehicleRef: car.carRef, driverRef: signedInId });
      notify.info('shoutOuts.propose.sent');
      void navigate(paths.shoutOuts);
    } catch (error) {
      if (isApiError(error) && error.status === 422 && error.message.includes('Ride overlaps')) {
        notify.error('shoutOuts.propose.overlaps');
      } else if (isApiError(error) && error.status === 400 && error.message === NO_CAR_FOR_OFFER_MESSAGE) {
        notify.error('shoutOuts.driver.noCar');
      } else {
        // Any other failed offer is silently ignored (spec 000 §8); the shout-out is read again, so that
        // the banner shows when it was filled, cancelled or has expired meanwhile.
        void queryClient.invalidateQueries({ queryKey: shoutOutKeys.one(signedInId, shoutOut.id) });
      }
    }
  };

  return (
    <Stack gap="lg">
      <PageTitle>{title}</PageTitle>
      <ShoutOutBanner shoutOut={shoutOut} now={now} viewer="driver" />
      <OfferSummary shoutOut={shoutOut} draft={itinerary} />

      <Title order={2} size="h3">
        {intl.formatMessage({ id: 'shoutOuts.propose.yourRide' })}
      </Title>
      <OfferPlaceField
        field="from"
        place={choices.from ?? tripPlaceOf(shoutOut.from)}
        changed={choices.from !== null}
        onReset={() => change({ from: null })}
      />
      <OfferPlaceField
        field="to"
        place={choices.to ?? tripPlaceOf(shoutOut.to)}
        changed={choices.to !== null}
        onReset={() => change({ to: null })}
      />
      <TravelTimeInput
        legend={intl.formatMessage({ id: 'shoutOuts.propose.when' })}
        value={shownTime}
        onChange={changeTime}
        nowMs={now}
      />
      {query && <OfferDraftRoute draft={draft} />}

      {cars.isSuccess && myCars.length === 0 ? (
        <DriverNoCarNotice />
      ) : (
        car && (
          <Stack gap="xs">
            <CarChoice cars={myCars} value={car.carRef} onChange={setChosenCar} missing={false} />
            <Table variant="vertical" layout="fixed" withTableBorder>
              <Table.Tbody>
                {detailRow(intl.formatMessage({ id: 'shoutOuts.propose.seats' }), String(seats))}
              </Table.Tbody>
            </Table>
          </Stack>
        )
      )}
      {open && ownOfferStands && <Text>{intl.formatMessage({ id: 'shoutOuts.driver.offerActive' })}</Text>}

      <Stack gap="sm">
        <Button size="lg" disabled={!ready} loading={offer.isPending} onClick={() => void submit()}>
          {intl.formatMessage({ id: 'shoutOuts.propose.confirm' })}
        </Button>
        <Button size="lg" variant="default" component={Link} to={shoutOutDriverPath(shoutOut.id)} replace>
          {intl.formatMessage({ id: 'shoutOuts.propose.cancel' })}
        </Button>
      </Stack>
    </Stack>
  );
}
