/** Next-run functions for periodic jobs, in Europe/Amsterdam where a wall-clock hour matters. */

/** The next time it is `hour`:`minute` in Europe/Amsterdam after `from`. */
export function nextDailyAt(hour: number, from: Date, minute = 0): Date {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Amsterdam',
    hour: 'numeric',
    hourCycle: 'h23',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(from);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const secondsIntoDay = get('hour') * 3600 + get('minute') * 60 + get('second');
  let delta = hour * 3600 + minute * 60 - secondsIntoDay;
  if (delta <= 0) delta += 24 * 3600;
  // Within a day of a DST change this may be an hour off; the jobs are daily maintenance, that is fine.
  return new Date(Math.floor(from.getTime() / 1000) * 1000 + delta * 1000);
}

/** The start of the next whole hour after `from`. */
export function nextWholeHour(from: Date): Date {
  const hour = 3_600_000;
  return new Date(Math.floor(from.getTime() / hour) * hour + hour);
}
