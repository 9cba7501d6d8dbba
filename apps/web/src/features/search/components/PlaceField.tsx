import { Text } from '@mantine/core';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { searchLocationPath } from '../../../lib/paths';
import { BACK_ON_CHOICE } from '../hooks/useReturnAfterChoice';
import type { TripField, TripPlace } from '../lib/searchCriteria';
import classes from './PlaceField.module.css';

const LABELS = { from: 'planner.search.from', to: 'planner.search.to' } as const;
const EMPTY = { from: 'planner.search.fromEmpty', to: 'planner.search.toEmpty' } as const;

/**
 * 'Van' or 'Naar' on the trip search or the ride offer: shows the chosen place (or what to do while there is none) and
 * opens the location page for it. It is a link, so it works with a tap, Enter and screen readers alike;
 * its accessible name is the label followed by the value ("Van Station Winterswijk").
 */
export function PlaceField({
  field,
  place,
  editSearchCriteria = true,
}: {
  field: TripField;
  place: TripPlace | null;
  /** False for a page that keeps its own places (the ride offer): the choice comes back to it. */
  editSearchCriteria?: boolean;
}) {
  const intl = useIntl();
  const labelId = useId();
  const valueId = useId();
  return (
    <div>
      <Text component="span" id={labelId} display="block" fw={600} mb={4}>
        {intl.formatMessage({ id: LABELS[field] })}
      </Text>
      <Link
        to={searchLocationPath(field, editSearchCriteria)}
        state={BACK_ON_CHOICE}
        className={classes.field}
        aria-labelledby={`${labelId} ${valueId}`}
      >
        <span id={valueId} className={place ? classes.value : `${classes.value} ${classes.empty}`}>
          {place ? place.label : intl.formatMessage({ id: EMPTY[field] })}
        </span>
        <span className={classes.chevron} aria-hidden="true">
          ›
        </span>
      </Link>
    </div>
  );
}
