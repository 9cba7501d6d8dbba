import type { IntlShape } from 'react-intl';

/** A walking distance as people say it: metres below a kilometre ('500 meter'), kilometres from one ('2 km'). */
export function formatWalkDistance(intl: IntlShape, metres: number): string {
  return metres < 1000
    ? intl.formatMessage({ id: 'planner.options.metres' }, { metres })
    : intl.formatMessage({ id: 'planner.options.kilometres' }, { km: metres / 1000 });
}
