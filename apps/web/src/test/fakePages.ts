import type { Paged } from '@achterhoek/contracts';
import type { FakeRequest } from './fakeApi';

/**
 * One page of `list` as the server answers a paged call: from the `offset` the request asks for, at most
 * `maxResults` items, or `pageSize` when it does not ask (the whole list by default).
 */
export function pageOf<T>(list: T[], request?: FakeRequest, pageSize = list.length): Paged<T> {
  const offset = Number(request?.url.searchParams.get('offset') ?? 0);
  const maxResults = Number(request?.url.searchParams.get('maxResults') ?? pageSize);
  const data = list.slice(offset, offset + maxResults);
  return { totalCount: list.length, offset, count: data.length, data };
}

/** A route that answers a paged call from `list` (see `pageOf`), `pageSize` items when no maximum is asked. */
export function pagedRoute<T>(list: T[], pageSize: number): (request: FakeRequest) => Paged<T> {
  return (request) => pageOf(list, request, pageSize);
}
