import { Button, Card, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { Dispute } from '@achterhoek/contracts';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { isApiError } from '../../../lib/api-error';
import { notify } from '../../../lib/notify';
import { useSettleDispute, type Decision } from '../api/disputes';
import { detailRow } from '../../../components/DetailRow';
import { DialogButtons } from '../../../components/DialogButtons';
import { TitledDialog } from '../../../components/TitledDialog';
import { formatDateTime } from '../../../lib/format';

/**
 * What is at stake: the fares of the shared legs the two disagree on (the passenger no, the driver yes);
 * the whole trip's fare should the server send a trip without those marks.
 */
function disputedFare(dispute: Dispute): number {
  const legs = dispute.trip.itinerary.legs.filter(
    (leg) => leg.confirmed === false && leg.confirmedByProvider === true,
  );
  return legs.length > 0
    ? legs.reduce((sum, leg) => sum + (leg.fareInCredits ?? 0), 0)
    : dispute.trip.itinerary.fareInCredits;
}

/** One open dispute: when, where, who travelled, who drove, the fare; and the two decisions. */
export function DisputeCard({ dispute }: { dispute: Dispute }) {
  const intl = useIntl();
  const headingId = useId();
  const [asked, setAsked] = useState<Decision | null>(null);
  const { trip, traveller, driver } = dispute;
  const fare = intl.formatMessage({ id: 'admin.disputes.credits' }, { count: disputedFare(dispute) });

  return (
    <Card component="section" aria-labelledby={headingId} withBorder padding="md">
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {intl.formatMessage({ id: 'admin.disputes.route' }, { from: trip.from.label, to: trip.to.label })}
        </Title>
        <Table variant="vertical" layout="fixed">
          <Table.Tbody>
            {detailRow(
              intl.formatMessage({ id: 'admin.disputes.date' }),
              formatDateTime(trip.itinerary.departureTime),
            )}
            {detailRow(intl.formatMessage({ id: 'admin.disputes.passenger' }), traveller.name)}
            {detailRow(intl.formatMessage({ id: 'admin.disputes.driver' }), driver.name)}
            {detailRow(intl.formatMessage({ id: 'admin.disputes.fare' }), fare)}
          </Table.Tbody>
        </Table>
        {/* Side by side only where both labels fit (not at 360 px). */}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Button variant="outline" onClick={() => setAsked('favors-provider')}>
            {intl.formatMessage({ id: 'admin.disputes.forDriver' })}
          </Button>
          <Button variant="outline" onClick={() => setAsked('favors-traveller')}>
            {intl.formatMessage({ id: 'admin.disputes.forPassenger' })}
          </Button>
        </SimpleGrid>
      </Stack>
      {asked && (
        <SettleDialog dispute={dispute} decision={asked} fare={fare} onClose={() => setAsked(null)} />
      )}
    </Card>
  );
}

/** A decision pays the driver or gives the passenger the fare back, and both are told: asked once more. */
function SettleDialog({
  dispute,
  decision,
  fare,
  onClose,
}: {
  dispute: Dispute;
  decision: Decision;
  fare: string;
  onClose: () => void;
}) {
  const intl = useIntl();
  const settle = useSettleDispute();
  const forDriver = decision === 'favors-provider';

  const confirm = async () => {
    try {
      await settle.mutateAsync({ tripId: dispute.trip.id, decision });
      notify.info('admin.disputes.settled');
      onClose();
    } catch (failure) {
      // 422: settled meanwhile (by another admin, or the driver took the answer back); the list refreshes.
      if (isApiError(failure) && failure.status === 422) {
        notify.error('admin.disputes.noDispute');
        onClose();
      } else notify.error('admin.disputes.settleError');
    }
  };

  return (
    <TitledDialog opened onClose={onClose} title="admin.disputes.confirmTitle">
      <Text>
        {intl.formatMessage(
          { id: forDriver ? 'admin.disputes.confirmDriver' : 'admin.disputes.confirmPassenger' },
          { driver: dispute.driver.name, passenger: dispute.traveller.name, fare },
        )}
      </Text>
      <DialogButtons
        closeLabel={intl.formatMessage({ id: 'admin.disputes.cancel' })}
        onClose={onClose}
        confirmLabel={intl.formatMessage({ id: 'admin.disputes.confirm' })}
        onConfirm={() => void confirm()}
        pending={settle.isPending}
      />
    </TitledDialog>
  );
}
