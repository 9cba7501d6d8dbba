import type { ShoutOut } from '@achterhoek/contracts';
import { Alert } from '@mantine/core';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/nl';
import { BANNER_KEYS, shoutOutStatus } from '../lib/shoutOutState';

/**
 * The shout-out's banner on its pages (spec 000 §4): 'Deze oproep is ingevuld', '… geannuleerd' or
 * '… verstreken'; nothing while it is open.
 */
export function ShoutOutBanner({
  shoutOut,
  now,
  viewer,
}: {
  shoutOut: ShoutOut;
  now: number;
  viewer: 'passenger' | 'driver';
}) {
  const intl = useIntl();
  const status = shoutOutStatus(shoutOut, now, viewer);
  if (status === 'open') return null;
  return (
    <Alert color={status === 'filled' ? 'green' : 'gray'} variant="light" role="status">
      {intl.formatMessage({ id: BANNER_KEYS[status] as MessageId })}
    </Alert>
  );
}
