import { Anchor, Button, Stack } from '@mantine/core';
import { DEFAULT_RIDE_PLAN_OPTIONS, type CreateRideRequest } from '@achterhoek/contracts';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { QueryLoadError } from '../../../components/QueryLoadError';
import { LoadingState } from '../../../components/LoadingState';
import { PageTitle } from '../../../components/PageTitle';
import { TravelTimeInput } from '../../../components/TravelTimeInput';
import { isApiError } from '../../../lib/api-error';
import { useSignedInId } from '../../../lib/auth';
import { notify } from '../../../lib/notify';
import { notifyRefusal } from '../../../lib/refusals';
import { paths } from '../../../lib/paths';
import { defaultTravelTime, isInPast, travelTimeIso, type TravelTime } from '../../../lib/travel-time';
import { useNow } from '../../../lib/useNow';
import { FromToFields, usePickedLocation, useSearchCriteria, type TripPlace } from '../../search';
import { useProfile } from '../../profile';
import { useMyCars } from '../../cars';
import { useCreateRide } from '../api/queries';
import { CarChoice } from '../components/CarChoice';
import { RecurrenceField } from '../components/RecurrenceField';
import { recurrenceFor } from '../lib/recurrence';
import { ridePlanDraftStore, type RidePlanDraft } from '../lib/ridePlanDraft';

function useDraft(): [RidePlanDraft, (change: Partial<RidePlanDraft>) => void, () => void] {
  const owner = useSignedInId();
  const draft = useSyncExternalStore(ridePlanDraftStore.subscribe, () => ridePlanDraftStore.get(owner));
  const update = useCallback(
    (change: Partial<RidePlanDraft>) => ridePlanDraftStore.update(owner, change),
    [owner],
  );
  const clear = useCallback(() => ridePlanDraftStore.clear(owner), [owner]);
  return [draft, update, clear];
}

const placeOf = (place: TripPlace) => ({
  label: place.label,
  location: { type: 'Point' as const, coordinates: [place.lon, place.lat] as [number, number] },
});

/**
 * /plan ('Waar rijd je heen?', spec 000 §2 Ride offer): from and to through the location page, a swap,
 * the date and time (leaving or arriving), the recurrence, the car and the link to the ride preferences,
 * then 'Rit aanbieden'. The button needs both places and a time in the future; without a car the app
 * says 'Voeg eerst een auto toe.' and marks the link to the cars in red. The server's refusals get their
 * own Dutch texts: an overlap with a ride already planned, no route between the places, and otherwise
 * 'Fout bij het inplannen van je rit.'; a saved ride leads to /planSubmitted.
 */
export function PlanPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const now = useNow(30_000).getTime();
  const [draft, update, clear] = useDraft();
  const picked = usePickedLocation();
  const { clearPicked } = useSearchCriteria();
  const cars = useMyCars();
  const profile = useProfile();
  const createRide = useCreateRide();
  const [carMissing, setCarMissing] = useState(false);
  const [chosenCar, setChosenCar] = useState<string | null>(null);

  // A place the location page picked for this page (it keeps its own places, not the trip search's).
  useEffect(() => {
    if (!picked) return;
    update({ [picked.field]: picked.place });
    clearPicked();
  }, [picked, update, clearPicked]);

  const travelTime: TravelTime = draft.travelTime ?? defaultTravelTime(now);
  const options = profile.data?.ridePlanOptions ?? DEFAULT_RIDE_PLAN_OPTIONS;
  const myCars = cars.data ?? [];
  const carRef =
    chosenCar ??
    myCars.find((car) => car.carRef === options.selectedCarRef)?.carRef ??
    myCars[0]?.carRef ??
    null;
  const ready = Boolean(draft.from?.label && draft.to?.label) && !isInPast(travelTime, now);

  const submit = async () => {
    if (isInPast(travelTime, now)) return notify.error('travelTime.inPast');
    if (!carRef) {
      setCarMissing(true);
      return notify.info('rides.plan.noCar');
    }
    if (!draft.from || !draft.to) return;
    const request: CreateRideRequest = {
      from: placeOf(draft.from),
      to: placeOf(draft.to),
      travelTime: { when: travelTimeIso(travelTime), arriving: travelTime.arriving },
      ridePlanOptions: { ...options, selectedCarRef: carRef },
      carRef,
    };
    const recurrence = recurrenceFor(draft.recurrence, travelTime.date);
    if (recurrence) request.recurrence = recurrence;
    try {
      await createRide.mutateAsync(request);
      // No snackbar: the 'Rit gepland' page that follows says it already.
      clear();
      void navigate(paths.planSubmitted);
    } catch (error) {
      if (notifyRefusal(error)) return;
      if (isApiError(error) && error.status === 422 && error.message.includes('Ride overlaps')) {
        notify.error('rides.plan.overlaps');
      } else if (
        isApiError(error) &&
        error.status === 400 &&
        error.message.includes('Cannot compute itinerary')
      ) {
        notify.error('rides.plan.noRoute');
      } else {
        notify.error('rides.plan.error');
      }
    }
  };

  if (cars.isPending) return <LoadingState />;
  if (cars.isError) {
    return <QueryLoadError query={cars} messageId="rides.plan.error" />;
  }

  return (
    <Stack gap="lg">
      <PageTitle>{intl.formatMessage({ id: 'rides.plan.title' })}</PageTitle>
      <FromToFields
        from={draft.from}
        to={draft.to}
        editSearchCriteria={false}
        swapDisabled={!draft.from && !draft.to}
        onSwap={() => update({ from: draft.to, to: draft.from })}
      />
      <TravelTimeInput
        legend={intl.formatMessage({ id: 'rides.plan.when' })}
        value={travelTime}
        onChange={(value) => update({ travelTime: value })}
        nowMs={now}
      />
      <RecurrenceField
        value={draft.recurrence}
        onChange={(recurrence) => update({ recurrence })}
        nowMs={now}
      />
      <CarChoice
        cars={myCars}
        value={carRef}
        onChange={(ref) => {
          setChosenCar(ref);
          setCarMissing(false);
        }}
        missing={carMissing}
      />
      <Anchor component={Link} to={paths.planOptions}>
        {intl.formatMessage({ id: 'rides.plan.options' })}
      </Anchor>
      <Button size="lg" disabled={!ready} loading={createRide.isPending} onClick={() => void submit()}>
        {intl.formatMessage({ id: 'rides.plan.submit' })}
      </Button>
    </Stack>
  );
}
