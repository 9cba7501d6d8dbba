import { Button, Stack, Title } from '@mantine/core';
import type { UserRole } from '@achterhoek/contracts';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { useNow } from '../../../lib/useNow';
import { RideCard, useRides } from '../../rides';

/** Home shows at most two planned items of a kind (spec 000 §9). */
const HOME_ITEMS = 2;

/**
 * Home's 'Jouw autoritten' (spec 000 §2 Home): a driver's next two rides, cancelled ones left out, and
 * 'Bekijk alle activiteiten'; without any, 'Direct aan de slag!' to where planning starts for the role.
 * A passenger-only user has no rides: their trips join with the booking flow.
 */
export function DriverRidesSection({ role, getStartedPath }: { role: UserRole; getStartedPath: string }) {
  const intl = useIntl();
  const isDriver = role === 'driver' || role === 'both';
  const minute = Math.floor(useNow(60_000).getTime() / 60_000) * 60_000;
  const query = useMemo(
    () => ({
      since: new Date(minute).toISOString(),
      sortDir: 'ASC' as const,
      maxResults: HOME_ITEMS,
      skipCancelled: true,
    }),
    [minute],
  );
  const rides = useRides(query, isDriver);
  if (isDriver && rides.isPending) return null;
  const upcoming = rides.data?.data ?? [];
  return (
    <Stack gap="sm">
      {upcoming.length > 0 && (
        <>
          <Title order={2} size="h3">
            {intl.formatMessage({ id: 'home.rides.title' })}
          </Title>
          {upcoming.map((ride) => (
            <RideCard key={ride.id} ride={ride} />
          ))}
        </>
      )}
      {upcoming.length > 0 ? (
        <Button component={Link} to={paths.tripsOverview} variant="outline">
          <FormattedMessage id="home.allActivities" />
        </Button>
      ) : (
        <Button component={Link} to={getStartedPath}>
          <FormattedMessage id="home.getStarted" />
        </Button>
      )}
    </Stack>
  );
}
