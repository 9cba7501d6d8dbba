import type { Itinerary, ShoutOut } from '@achterhoek/contracts';
import { Table } from '@mantine/core';
import { useIntl } from 'react-intl';
import { detailRow } from '../../../components/DetailRow';
import { APP_TIME_ZONE, dayjs } from '../../../lib/dayjs';
import { formatDate } from '../../../lib/format';

const time = (iso: string) => dayjs(iso).tz(APP_TIME_ZONE).format('HH:mm');

/**
 * The offer in short (spec 000 §2 'Oproep voorstel'): the passenger, the time they asked for (leaving or
 * arriving, DD-MM-YYYY HH:mm), and where the driver picks them up and drops them off; once the draft is
 * there, with the times the draft gives them (its leg that names the shout-out is the passenger's).
 */
export function OfferSummary({ shoutOut, draft }: { shoutOut: ShoutOut; draft: Itinerary | undefined }) {
  const intl = useIntl();
  const carried = draft?.legs.find((leg) => leg.shoutOutRef);
  const stop = (label: string, at: string | undefined) =>
    at ? intl.formatMessage({ id: 'shoutOuts.propose.stop' }, { time: time(at), place: label }) : label;
  return (
    <Table variant="vertical" layout="fixed" withTableBorder style={{ overflowWrap: 'anywhere' }}>
      <Table.Tbody>
        {detailRow(intl.formatMessage({ id: 'shoutOuts.propose.passenger' }), shoutOut.traveller.name)}
        {detailRow(
          intl.formatMessage({ id: 'shoutOuts.propose.asked' }),
          intl.formatMessage(
            {
              id: shoutOut.useAsArrivalTime
                ? 'shoutOuts.propose.askedArrival'
                : 'shoutOuts.propose.askedDeparture',
            },
            { date: formatDate(shoutOut.travelTime), time: time(shoutOut.travelTime) },
          ),
        )}
        {detailRow(
          intl.formatMessage({ id: 'shoutOuts.propose.pickup' }),
          stop(carried?.from.label ?? shoutOut.from.label, carried?.startTime),
        )}
        {detailRow(
          intl.formatMessage({ id: 'shoutOuts.propose.dropOff' }),
          stop(carried?.to.label ?? shoutOut.to.label, carried?.endTime),
        )}
      </Table.Tbody>
    </Table>
  );
}
