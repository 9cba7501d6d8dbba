import { Alert, Button, List, Modal, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import type { Ride, RideScope } from '@achterhoek/contracts';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { DialogButtons } from '../../../components/DialogButtons';
import { ScopeChoice } from '../components/ScopeChoice';
import { useNavigate, useParams } from 'react-router';
import { PendingOrFailedItem } from '../../../components/PendingOrFailedItem';
import { PageTitle } from '../../../components/PageTitle';
import { LazyRouteMap } from '../../../components/map/LazyRouteMap';
import { notify } from '../../../lib/notify';
import { paths } from '../../../lib/paths';
import { useNow } from '../../../lib/useNow';
import { CalendarDownloadButton } from '../../calendar';
import { StartConversationButton, useStartConversation } from '../../messaging';
import { useCancelRide, useRide } from '../api/queries';
import { useLiveRideUpdates } from '../hooks/useLiveRideUpdates';
import { BookingValidationStatus } from '../components/BookingValidationStatus';
import { EditRideDialog } from '../components/EditRideDialog';
import { RideBookingLine } from '../components/RideBookingLine';
import { RouteLegList } from '../components/RouteLegList';
import { RecurrenceSummary } from '../components/RecurrenceSummary';
import { recurrenceKindOf } from '../lib/recurrence';
import { seatsLeft } from '../lib/seats';
import { detailRow } from '../../../components/DetailRow';
import { formatDateTime } from '../../../lib/format';

const dateTime = formatDateTime;

/**
 * /rideDetailPage/{rideId} (spec 000 §2 Ride detail, the driver's view): when and where, the car and the
 * ride's options, the route's stretches, the bookings ('Er zijn nog geen boekingen geweest.') with their
 * payment and, after the ride, the confirmations (BookingValidationStatus), and cancelling. A cancelled
 * ride shows 'Deze rit is geannuleerd' ('was' once it is past); a ride that has left can no longer
 * change: 'Geen wijzigingen mogelijk.'
 */
export function RideDetailPage() {
  const intl = useIntl();
  const { rideId } = useParams();
  const ride = useRide(Number(rideId));
  const now = useNow(60_000).getTime();
  useLiveRideUpdates();

  if (ride.isPending || ride.isError) {
    return (
      <PendingOrFailedItem
        query={ride}
        title={intl.formatMessage({ id: 'rides.detail.title' })}
        notFound="rides.detail.notFound"
        error="rides.detail.error"
      />
    );
  }
  return <RideDetails ride={ride.data} now={now} />;
}

function RideDetails({ ride, now }: { ride: Ride; now: number }) {
  const intl = useIntl();
  const [cancelling, setCancelling] = useState(false);
  const [editing, setEditing] = useState(false);
  // One conversation is opened at a time: every passenger's message button spins while it is.
  const startConversation = useStartConversation();
  const past = Date.parse(ride.arrivalTime) < now;
  const activeBookings = ride.bookings.filter((booking) => booking.state !== 'CANCELLED');
  const yesNo = (value: boolean) =>
    intl.formatMessage({ id: value ? 'rides.detail.yes' : 'rides.detail.no' });
  const kind = recurrenceKindOf(ride.recurrence, ride.departureTime.slice(0, 10));

  return (
    <Stack gap="lg">
      <PageTitle>{intl.formatMessage({ id: 'rides.detail.title' })}</PageTitle>
      {ride.state === 'CANCELLED' && (
        <Alert color="red" variant="light" role="status">
          {intl.formatMessage({
            id: past ? 'rides.detail.wasCancelledBanner' : 'rides.detail.cancelledBanner',
          })}
          {ride.cancelReason ? `: ${ride.cancelReason}` : ''}
        </Alert>
      )}
      <Text size="lg" fw={700}>
        {intl.formatMessage(
          { id: 'rides.card.title' },
          { from: ride.fromPlace.label, to: ride.toPlace.label },
        )}
      </Text>
      <LazyRouteMap
        geometry={ride.legGeometry?.points}
        from={[ride.fromPlace.location.coordinates[1], ride.fromPlace.location.coordinates[0]]}
        to={[ride.toPlace.location.coordinates[1], ride.toPlace.location.coordinates[0]]}
        label={intl.formatMessage(
          { id: 'rides.detail.map' },
          { from: ride.fromPlace.label, to: ride.toPlace.label },
        )}
      />
      <Table variant="vertical" layout="fixed" withTableBorder>
        <Table.Tbody>
          {detailRow(intl.formatMessage({ id: 'rides.detail.departure' }), dateTime(ride.departureTime))}
          {detailRow(intl.formatMessage({ id: 'rides.detail.arrival' }), dateTime(ride.arrivalTime))}
          {detailRow(
            intl.formatMessage({ id: 'rides.detail.duration' }),
            intl.formatMessage({ id: 'rides.detail.minutes' }, { minutes: Math.round(ride.duration / 60) }) +
              (ride.estimated ? ` (${intl.formatMessage({ id: 'rides.detail.estimated' })})` : ''),
          )}
          {detailRow(
            intl.formatMessage({ id: 'rides.detail.distance' }),
            intl.formatMessage({ id: 'rides.detail.kilometres' }, { km: Math.round(ride.distance / 1000) }),
          )}
          {detailRow(
            intl.formatMessage({ id: 'rides.detail.car' }),
            `${ride.car.brand} ${ride.car.model} (${ride.car.licensePlate})`,
          )}
          {detailRow(
            intl.formatMessage({ id: 'rides.detail.seats' }),
            intl.formatMessage(
              { id: 'rides.detail.seatsValue' },
              { left: seatsLeft(ride), seats: ride.nrSeatsAvailable },
            ),
          )}
          {detailRow(
            intl.formatMessage({ id: 'rides.detail.detour' }),
            intl.formatMessage(
              { id: 'rides.detail.detourValue' },
              {
                minutes: Math.round(ride.maxDetourSeconds / 60),
                km: Math.round(ride.maxDetourMeters / 1000),
              },
            ),
          )}
          {detailRow(intl.formatMessage({ id: 'rides.detail.assist' }), yesNo(ride.ableToAssist))}
          {detailRow(
            intl.formatMessage({ id: 'rides.detail.recurrence' }),
            intl.formatMessage({ id: `rides.recurrence.${kind}` }),
          )}
        </Table.Tbody>
      </Table>
      {kind === 'CUSTOM' && ride.recurrence && (
        <Text size="sm">
          <RecurrenceSummary recurrence={ride.recurrence} />
        </Text>
      )}

      <Title order={2} size="h3">
        {intl.formatMessage({ id: 'rides.detail.legs' })}
      </Title>
      <RouteLegList legs={ride.legs} />

      <Title order={2} size="h3">
        {intl.formatMessage({ id: 'rides.detail.bookings' })}
      </Title>
      {ride.bookings.length === 0 ? (
        <Text>{intl.formatMessage({ id: 'rides.detail.noBookings' })}</Text>
      ) : (
        <List spacing={4}>
          {ride.bookings.map((booking) => (
            <List.Item
              key={booking.id}
              style={booking.state === 'CANCELLED' ? { textDecoration: 'line-through' } : undefined}
            >
              <RideBookingLine booking={booking} />
              {booking.state !== 'CANCELLED' && (
                <StartConversationButton
                  variant="subtle"
                  size="compact-md"
                  ml="xs"
                  starting={startConversation}
                  conversation={{
                    context: booking.bookingRef,
                    topic: intl.formatMessage(
                      { id: 'rides.card.title' },
                      { from: ride.fromPlace.label, to: ride.toPlace.label },
                    ),
                    ownerRole: 'DRIVER',
                    recipient: {
                      managedIdentity: booking.passenger.managedIdentity,
                      givenName: booking.passenger.givenName ?? '',
                      familyName: booking.passenger.familyName ?? '',
                    },
                  }}
                  label={intl.formatMessage(
                    { id: 'rides.detail.message' },
                    { name: booking.passenger.givenName ?? '' },
                  )}
                />
              )}
              <BookingValidationStatus ride={ride} booking={booking} />
            </List.Item>
          ))}
        </List>
      )}

      {ride.state !== 'CANCELLED' && !past && <CalendarDownloadButton item={{ kind: 'ride', id: ride.id }} />}

      {/* Only a scheduled ride nobody booked can change (spec 000 §4); cancelling stays possible until it leaves. */}
      {ride.state === 'SCHEDULED' && activeBookings.length === 0 ? (
        <Button variant="outline" size="lg" onClick={() => setEditing(true)}>
          {intl.formatMessage({ id: 'rides.detail.edit' })}
        </Button>
      ) : (
        ride.state !== 'CANCELLED' && (
          <Text c="dimmed">{intl.formatMessage({ id: 'rides.detail.notEditable' })}</Text>
        )
      )}
      {(ride.state === 'SCHEDULED' || ride.state === 'DEPARTING') && (
        <Button color="red.9" variant="outline" size="lg" onClick={() => setCancelling(true)}>
          {intl.formatMessage({ id: 'rides.detail.cancel' })}
        </Button>
      )}
      {editing && <EditRideDialog ride={ride} nowMs={now} onClose={() => setEditing(false)} />}
      {cancelling && (
        <CancelRideDialog
          ride={ride}
          withBookings={activeBookings.length > 0}
          onClose={() => setCancelling(false)}
        />
      )}
    </Stack>
  );
}

/**
 * Cancelling (spec 000 §5): with active bookings a reason is asked ('Reden voor annulering') and only this
 * ride is cancelled; a recurring ride without bookings asks which rides: this one, or this and the
 * following ones. Before choosing, the driver reads that the passengers whose fare is reserved get their
 * credits back.
 */
function CancelRideDialog({
  ride,
  withBookings,
  onClose,
}: {
  ride: Ride;
  withBookings: boolean;
  onClose: () => void;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const cancelRide = useCancelRide();
  const [reason, setReason] = useState('');
  const [scope, setScope] = useState<RideScope>('this');
  const asksScope = !withBookings && ride.recurrence !== undefined;
  const refunded = ride.bookings.filter(
    (booking) => booking.state !== 'CANCELLED' && booking.paymentState === 'RESERVED',
  ).length;
  const valid = !withBookings || reason.trim().length > 0;

  const confirm = async () => {
    try {
      await cancelRide.mutateAsync({
        id: ride.id,
        scope: withBookings ? 'this' : scope,
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      });
      notify.info('rides.cancel.done');
      onClose();
      void navigate(paths.tripsOverview);
    } catch {
      notify.error('rides.cancel.error');
    }
  };

  return (
    <Modal opened onClose={onClose} title={intl.formatMessage({ id: 'rides.cancel.title' })} centered>
      <Stack>
        {refunded > 0 && (
          <Text>{intl.formatMessage({ id: 'rides.cancel.refund' }, { count: refunded })}</Text>
        )}
        {withBookings && (
          <Textarea
            label={intl.formatMessage({ id: 'rides.cancel.reason' })}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            required
            rows={3}
            maxLength={500}
          />
        )}
        {asksScope && <ScopeChoice value={scope} onChange={setScope} />}
        <DialogButtons
          closeLabel={intl.formatMessage({ id: 'rides.cancel.keep' })}
          onClose={onClose}
          confirmLabel={intl.formatMessage({ id: 'rides.cancel.confirm' })}
          confirmColor="red.9"
          disabled={!valid}
          pending={cancelRide.isPending}
          onConfirm={() => void confirm()}
        />
      </Stack>
    </Modal>
  );
}
