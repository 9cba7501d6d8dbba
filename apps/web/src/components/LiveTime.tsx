import { Badge, VisuallyHidden } from '@mantine/core';
import { useIntl } from 'react-intl';
import { formatTime } from '../lib/format';
import { plannedTimeOf, shownDelayMinutes, type LiveSummary } from '../lib/live-delay';

/**
 * What the live feed says in one word, as a badge: 'rijdt niet', 'vertraagd +12' or 'eerder −2' (whole
 * minutes). The words carry the meaning; the colour (red for trouble, blue for early) only repeats it.
 */
export function LiveBadge({ summary }: { summary: NonNullable<LiveSummary> }) {
  const intl = useIntl();
  const text =
    summary.kind === 'cancelled'
      ? intl.formatMessage({ id: 'liveTimes.cancelled' })
      : intl.formatMessage(
          { id: summary.kind === 'late' ? 'liveTimes.late' : 'liveTimes.early' },
          { minutes: summary.minutes },
        );
  return (
    <Badge
      component="span"
      color={summary.kind === 'early' ? 'blue.9' : 'red.9'}
      tt="none"
      size="md"
      style={{ verticalAlign: 'middle' }}
    >
      {text}
    </Badge>
  );
}

/**
 * A time of a public-transport leg as the live feed has it (`time` is the expected time). On time to the
 * minute, or nothing known live: just the time. A minute or more late or early: the timetable's time
 * struck through beside the expected one, and how much in words ('vertraagd +12'), so neither the stroke
 * nor a colour alone says it. A screen reader, which skips the stroke, hears 'gepland 10:05, verwacht
 * 10:17, vertraagd +12'.
 */
export function LiveTime({ time, delaySeconds }: { time: string; delaySeconds: number | undefined }) {
  const intl = useIntl();
  const minutes = shownDelayMinutes(delaySeconds);
  if (minutes === null || delaySeconds === undefined) return formatTime(time);
  const planned = formatTime(plannedTimeOf(time, delaySeconds));
  return (
    <>
      <del aria-hidden="true">{planned}</del>
      <VisuallyHidden>
        {intl.formatMessage({ id: 'liveTimes.planned' }, { time: planned })}
      </VisuallyHidden>{' '}
      {formatTime(time)}{' '}
      <LiveBadge summary={minutes > 0 ? { kind: 'late', minutes } : { kind: 'early', minutes: -minutes }} />
    </>
  );
}
