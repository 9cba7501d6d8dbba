import { Modal, NativeSelect, Stack } from '@mantine/core';
import { MAX_PASSENGERS, type Ride, type RideScope } from '@achterhoek/contracts';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ScopeChoice } from './ScopeChoice';
import { DialogButtons } from '../../../components/DialogButtons';
import { TravelTimeInput } from '../../../components/TravelTimeInput';
import { isApiError } from '../../../lib/api-error';
import { APP_TIME_ZONE, dayjs } from '../../../lib/dayjs';
import { notify } from '../../../lib/notify';
import { notifyRefusal } from '../../../lib/refusals';
import { isInPast, travelTimeIso, type TravelTime } from '../../../lib/travel-time';
import { useUpdateRide } from '../api/queries';

/**
 * Changing a ride that nobody booked (spec 000 §2 Ride detail, §5): its day and time, leaving or arriving,
 * and the free seats; a recurring ride asks whether the change is for this ride or for this and the
 * following ones. Saved: 'Uw rit is gewijzigd.'; an overlap with another ride says 'Je nieuwe rit overlapt
 * met een al ingeplande rit'.
 */
export function EditRideDialog({ ride, nowMs, onClose }: { ride: Ride; nowMs: number; onClose: () => void }) {
  const intl = useIntl();
  const updateRide = useUpdateRide();
  const pinned = ride.arrivalTimePinned;
  const shown = dayjs(pinned ? ride.arrivalTime : ride.departureTime).tz(APP_TIME_ZONE);
  const [travelTime, setTravelTime] = useState<TravelTime>({
    date: shown.format('YYYY-MM-DD'),
    time: shown.format('HH:mm'),
    arriving: pinned,
  });
  const [seats, setSeats] = useState(String(ride.nrSeatsAvailable));
  const [scope, setScope] = useState<RideScope>('this');
  const inPast = isInPast(travelTime, nowMs);

  const save = async () => {
    const when = travelTimeIso(travelTime);
    try {
      await updateRide.mutateAsync({
        id: ride.id,
        scope,
        change: {
          carRef: ride.carRef,
          ableToAssist: ride.ableToAssist,
          maxDetourMeters: ride.maxDetourMeters,
          maxDetourSeconds: ride.maxDetourSeconds,
          nrSeatsAvailable: Number(seats),
          fromPlace: ride.fromPlace,
          toPlace: ride.toPlace,
          luggageOptions: ride.luggageOptions,
          arrivalTimePinned: travelTime.arriving,
          ...(travelTime.arriving ? { arrivalTime: when } : { departureTime: when }),
        },
      });
      notify.info('rides.edit.saved');
      onClose();
    } catch (error) {
      if (notifyRefusal(error)) return;
      notify.error(
        isApiError(error) && error.status === 422 && error.message.includes('Ride overlaps')
          ? 'rides.plan.overlaps'
          : 'rides.edit.error',
      );
    }
  };

  return (
    <Modal opened onClose={onClose} title={intl.formatMessage({ id: 'rides.edit.title' })} centered>
      <Stack>
        <TravelTimeInput
          legend={intl.formatMessage({ id: 'rides.edit.when' })}
          value={travelTime}
          onChange={setTravelTime}
          nowMs={nowMs}
        />
        <NativeSelect
          label={intl.formatMessage({ id: 'rides.edit.seats' })}
          value={seats}
          onChange={(event) => setSeats(event.currentTarget.value)}
          data={Array.from({ length: MAX_PASSENGERS }, (_, i) => String(i + 1))}
        />
        {ride.recurrence && <ScopeChoice value={scope} onChange={setScope} />}
        <DialogButtons
          closeLabel={intl.formatMessage({ id: 'rides.edit.cancel' })}
          onClose={onClose}
          confirmLabel={intl.formatMessage({ id: 'rides.edit.save' })}
          disabled={inPast}
          pending={updateRide.isPending}
          onConfirm={() => void save()}
        />
      </Stack>
    </Modal>
  );
}
