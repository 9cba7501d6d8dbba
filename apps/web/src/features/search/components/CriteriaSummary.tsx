import { Anchor, Card, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { APP_TIME_ZONE, dayjs } from '../../../lib/dayjs';
import { paths } from '../../../lib/paths';
import type { SearchCriteria } from '../lib/searchCriteria';
import { formatSentenceDate } from '../../../lib/format';

/** One line of the summary: a label in bold and its value. */
function Line({ label, value }: { label: string; value: string }) {
  return (
    <Text>
      <Text component="span" fw={700}>
        {label}
      </Text>{' '}
      {value}
    </Text>
  );
}

/**
 * What was searched for (spec 000 §2 Search results 'shows the criteria'): from, to, and the day and time
 * of leaving or arriving, with the way back to the search page to change them.
 */
export function CriteriaSummary({ criteria }: { criteria: SearchCriteria }) {
  const intl = useIntl();
  const { from, to, travelTime } = criteria;
  const when = travelTime ? dayjs(travelTime.when).tz(APP_TIME_ZONE) : null;
  return (
    <Card withBorder padding="md">
      <Stack gap={4}>
        {from && <Line label={intl.formatMessage({ id: 'planner.results.from' })} value={from.label} />}
        {to && <Line label={intl.formatMessage({ id: 'planner.results.to' })} value={to.label} />}
        {travelTime && when && (
          <Line
            label={intl.formatMessage({
              id: travelTime.arriving ? 'planner.results.arrival' : 'planner.results.departure',
            })}
            value={intl.formatMessage(
              { id: 'planner.results.when' },
              { date: formatSentenceDate(travelTime.when), time: when.format('HH:mm') },
            )}
          />
        )}
        <Anchor component={Link} to={paths.search} mt={4}>
          {intl.formatMessage({ id: 'planner.results.change' })}
        </Anchor>
      </Stack>
    </Card>
  );
}
