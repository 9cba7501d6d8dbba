import type { ShoutOut } from '@achterhoek/contracts';
import type { ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import type { MessageId } from '../../../i18n/nl';
import { ItemLoadFailure } from '../../../components/ItemLoadFailure';
import { PendingOrFailedItem } from '../../../components/PendingOrFailedItem';
import { useShoutOut } from '../api/queries';

/**
 * The shout-out of a driver's page (/shout-out-driver/{id}, /shout-out-driver-propose/{id}): a spinner
 * while it loads; 'Deze oproep bestaat niet (meer).' when the id is no shout-out or the driver may not see
 * it (404, 403); a failure to load with a way to try again; otherwise the page itself, `view`, with the
 * shout-out and the page's title.
 */
export function DriverShoutOutLoader({
  titleId,
  view: View,
}: {
  /** The page's title, shown above the failure texts too. */
  titleId: MessageId;
  view: ComponentType<{ shoutOut: ShoutOut; title: string }>;
}) {
  const title = useIntl().formatMessage({ id: titleId });
  const { shoutOutId } = useParams();
  const id = Number(shoutOutId);
  const validId = Number.isInteger(id) && id > 0;
  const shoutOut = useShoutOut(id);

  const failure = { title, notFound: 'shoutOuts.driver.notFound', error: 'shoutOuts.driver.error' } as const;
  if (!validId) return <ItemLoadFailure {...failure} gone onRetry={() => undefined} retrying={false} />;
  if (shoutOut.isPending || shoutOut.isError) return <PendingOrFailedItem query={shoutOut} {...failure} />;
  return <View shoutOut={shoutOut.data} title={title} />;
}
