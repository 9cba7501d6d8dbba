import type { Recurrence } from '@achterhoek/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatSentenceDate } from '../../../lib/format';

/** A custom pattern in words: 'Om de week op dinsdag, donderdag, tot en met zondag 31 januari 2027'. */
export function RecurrenceSummary({ recurrence }: { recurrence: Recurrence }) {
  const intl = useIntl();
  const days = [0, 1, 2, 3, 4, 5, 6]
    .filter((day) => recurrence.unit === 'DAY' || ((recurrence.daysOfWeekMask ?? 0) & (1 << day)) !== 0)
    .map((day) => intl.formatMessage({ id: `rides.weekday.${day}` as 'rides.weekday.0' }))
    .join(', ');
  return (
    <FormattedMessage
      id="rides.recurrence.summary"
      values={{
        interval: String(recurrence.interval),
        days,
        horizon: recurrence.horizon ? formatSentenceDate(recurrence.horizon) : 'none',
      }}
    />
  );
}
