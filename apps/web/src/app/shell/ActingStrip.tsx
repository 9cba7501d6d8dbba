import { Button } from '@mantine/core';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useActingSwitch } from '../../features/delegation';
import { useProfile } from '../../features/profile';
import { personName } from '../../lib/names';
import classes from './ActingStrip.module.css';

/**
 * The strip under the top bar on every page while the user acts for somebody (spec 000 §2 Shell; the badge
 * on the avatar alone was easy to miss): 'Je regelt dit voor Gerda Wassink' and 'Stoppen'. Stopping is the
 * same as on Machtigingen; the app's switch then drops the data and goes to Home (useDelegatorSwitch).
 * The name is the profile's: while acting, the profile the app loads is the delegator's. Until that
 * profile has loaded (or while it is still the user's own, just after a switch) the strip says 'iemand
 * anders' rather than a wrong name.
 */
export function ActingStrip() {
  const intl = useIntl();
  const textId = useId();
  const { actingId, stop } = useActingSwitch();
  const profile = useProfile().data;
  const name = profile && profile.id === actingId ? personName(profile) : null;

  return (
    // A landmark named by its text, so a screen-reader user can find it and hears for whom they act.
    <section className={classes.strip} aria-labelledby={textId}>
      <span id={textId} className={classes.text}>
        {name
          ? intl.formatMessage({ id: 'shell.acting.for' }, { name })
          : intl.formatMessage({ id: 'shell.acting.forSomebody' })}
      </span>
      <Button color="orange.9" size="md" className={classes.button} onClick={stop}>
        {intl.formatMessage({ id: 'shell.acting.stop' })}
      </Button>
    </section>
  );
}
