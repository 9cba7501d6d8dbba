import type { Paged } from '@achterhoek/contracts';

/**
 * The API's answer for one page of a list (`{ totalCount, offset, count, data }`): the rows read from
 * `offset` on, each shown by `view`, with how many rows there are in all.
 */
export function pagedView<R, T>(
  offset: number,
  found: { totalCount: number; data: R[] },
  view: (row: R) => T,
): Paged<T> {
  const data = found.data.map(view);
  return { totalCount: found.totalCount, offset, count: data.length, data };
}
