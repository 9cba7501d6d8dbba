import type { ShoutOut } from '@achterhoek/contracts';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { ItemLoadFailure } from '../../../components/ItemLoadFailure';
import { PendingOrFailedItem } from '../../../components/PendingOrFailedItem';
import { useShoutOut } from '../api/queries';

/**
 * The shout-out of a driver's page (/shout-out-driver/{id}, /shout-out-driver-propose/{id}): a spinner
 * while it loads; 'Deze oproep bestaat niet (meer).' when the id is no shout-out or the driver may not see
 * it (404, 403); a failure to load with a way to try again; otherwise the page itself.
 */
export function DriverShoutOutLoader({
  title,
  children,
}: {
  /** The page's title, shown above the failure texts too. */
  title: string;
  children: (shoutOut: ShoutOut) => ReactNode;
}) {
  const { shoutOutId } = useParams();
  const id = Number(shoutOutId);
  const validId = Number.isInteger(id) && id > 0;
  const shoutOut = useShoutOut(id);

  const failure = { title, notFound: 'shoutOuts.driver.notFound', error: 'shoutOuts.driver.error' } as const;
  if (!validId) return <ItemLoadFailure {...failure} gone onRetry={() => undefined} retrying={false} />;
  if (shoutOut.isPending || shoutOut.isError) return <PendingOrFailedItem query={shoutOut} {...failure} />;
  return children(shoutOut.data);
}
