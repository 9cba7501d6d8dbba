import { plannerEndpoints, type TravelMode, type UserReport } from '@achterhoek/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/call';

/** Somebody's completed trips per travel mode as a passenger, and as a driver (planner's user report). */
export function useUserReport(profileId: string) {
  return useQuery({
    queryKey: ['user-report', profileId],
    queryFn: ({ signal }) =>
      call(plannerEndpoints.userReport, { params: { profileRef: profileId } }, { signal }),
  });
}

/** The modes shown, in this order. Walking is part of nearly every trip, so it tells nothing. */
const SHOWN_MODES: readonly TravelMode[] = ['RIDESHARE', 'RAIL', 'BUS', 'TRAM', 'SUBWAY', 'FERRY'];

/** The report's lines: each travel mode used as a passenger (with its trips), then the trips driven. */
export function reportLines(report: UserReport): { mode: TravelMode | 'DRIVER'; trips: number }[] {
  const lines: { mode: TravelMode | 'DRIVER'; trips: number }[] = SHOWN_MODES.flatMap((mode) => {
    const trips = report.asPassenger[mode] ?? 0;
    return trips > 0 ? [{ mode, trips }] : [];
  });
  if (report.asDriver > 0) lines.push({ mode: 'DRIVER', trips: report.asDriver });
  return lines;
}
