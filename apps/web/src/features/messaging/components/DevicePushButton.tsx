import { useState } from 'react';
import { Button } from '@mantine/core';
import { FormattedMessage } from 'react-intl';
import { notify } from '../../../lib/notify';
import { canOfferWebPush, subscribeToWebPush } from '../lib/webPush';

/**
 * 'Meldingen op dit apparaat aanzetten': asks the browser's permission for push notifications only when
 * the user presses it, then subscribes. Hidden where push is impossible or already decided.
 */
export function DevicePushButton() {
  const [offered, setOffered] = useState(canOfferWebPush);
  const [busy, setBusy] = useState(false);
  if (!offered) return null;

  const enable = async () => {
    setBusy(true);
    const subscribed = await subscribeToWebPush({ askPermission: true });
    setBusy(false);
    setOffered(canOfferWebPush());
    if (subscribed) notify.info('settings.devicePushOn');
    else notify.error('settings.devicePushFailed');
  };

  return (
    <Button variant="light" size="md" loading={busy} onClick={() => void enable()}>
      <FormattedMessage id="settings.devicePush" />
    </Button>
  );
}
