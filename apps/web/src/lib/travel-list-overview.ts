import type { Paged } from '@achterhoek/contracts';
import type { z } from 'zod';
import { useListOrLastSeen } from './offline/useListOrLastSeen';
import { useTravelListPages, type TravelListSource } from './travel-list-hooks';
import type { TravelListQuery } from './travel-list-query';

/**
 * A list of the signed-in user's trips or rides for the overview: its pages, loaded as the list is
 * scrolled, and what it shows (`shown`): the pages as loaded or, without a connection, the first page as
 * last seen under `lastSeenName` (read back with `schema`), and since when.
 */
export function useTravelListOverview<State extends string, Item>(
  source: TravelListSource<State, Paged<Item>>,
  query: TravelListQuery<State>,
  lastSeenName: string,
  schema: z.ZodType<Paged<Item>>,
) {
  const pages = useTravelListPages(source, query, lastSeenName);
  const shown = useListOrLastSeen(pages, lastSeenName, schema);
  return { pages, shown };
}
