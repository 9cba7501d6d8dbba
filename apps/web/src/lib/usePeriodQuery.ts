import { useMemo } from 'react';
import { useNow } from './useNow';

/** Planned (from now on) or past (before now), as the overview's radio chooses. */
export type Period = 'future' | 'past';

/**
 * The list query of the overview's trips and rides: planned ones from now on, the next first; past ones
 * before now, the latest first. The boundary moves with the clock, a minute at a time, so the query stays
 * the same object within a minute (and its cached pages with it).
 */
export function usePeriodQuery(period: Period, pageSize: number) {
  const minute = Math.floor(useNow(60_000).getTime() / 60_000) * 60_000;
  return useMemo(
    () =>
      period === 'future'
        ? { since: new Date(minute).toISOString(), sortDir: 'ASC' as const, maxResults: pageSize }
        : { until: new Date(minute).toISOString(), sortDir: 'DESC' as const, maxResults: pageSize },
    [period, minute, pageSize],
  );
}
