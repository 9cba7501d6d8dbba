import type { Itinerary, PlanPlace } from '@achterhoek/contracts';
import { Button, Stack } from '@mantine/core';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { LazyRouteMap } from '../../../components/map/LazyRouteMap';

const latLon = (place: PlanPlace): [number, number] => [
  place.location.coordinates[1],
  place.location.coordinates[0],
];

/**
 * 'bekijk op de kaart' (spec 000 §2 Trip detail): the map of the whole journey, every leg's line on it,
 * shown on request so that the map's code and tiles load only for those who want it.
 */
export function ItineraryMap({
  itinerary,
  from,
  to,
}: {
  itinerary: Itinerary;
  from: PlanPlace;
  to: PlanPlace;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const mapId = useId();
  const first = itinerary.legs[0];
  const last = itinerary.legs[itinerary.legs.length - 1];
  return (
    <Stack gap="xs">
      <Button
        variant="outline"
        style={{ alignSelf: 'flex-start' }}
        aria-expanded={open}
        aria-controls={mapId}
        onClick={() => setOpen((shown) => !shown)}
      >
        {intl.formatMessage({ id: open ? 'trips.detail.hideMap' : 'trips.detail.showMap' })}
      </Button>
      <div id={mapId}>
        {open && (
          <LazyRouteMap
            geometries={itinerary.legs.map((leg) => leg.legGeometry.points)}
            from={latLon(first?.from ?? from)}
            to={latLon(last?.to ?? to)}
            label={intl.formatMessage({ id: 'trips.detail.map' }, { from: from.label, to: to.label })}
          />
        )}
      </div>
    </Stack>
  );
}
