import type { InfiniteData } from '@tanstack/react-query';
import type { z } from 'zod';
import { isNetworkError } from '../api-error';
import { useOffline } from './connectivity';
import { useLastSeen } from './useLastSeen';

interface PagedList {
  data: unknown[];
}

interface ListQuery<P extends PagedList> {
  data: InfiniteData<P> | undefined;
  error: unknown;
  dataUpdatedAt: number;
}

export interface ShownList<P extends PagedList> {
  /** The items to show: the loaded pages, or without a connection the first page last seen; undefined if neither. */
  items: P['data'] | undefined;
  /** Set while the app cannot reach the server: when what is shown was fetched. */
  updatedAt: number | undefined;
  /** No connection, or the list's last call got no answer. */
  cannotLoad: boolean;
}

/**
 * What a paged list shows: its pages as loaded; while there is no connection and nothing loaded, its first
 * page as last seen under `name` (kept by its query function with rememberLastSeen).
 */
export function useListOrLastSeen<P extends PagedList>(
  list: ListQuery<P>,
  name: string,
  schema: z.ZodType<P>,
): ShownList<P> {
  const offline = useOffline();
  const cannotLoad = offline || isNetworkError(list.error);
  const cached = useLastSeen(name, schema, list.data === undefined && cannotLoad);
  if (list.data) {
    return {
      items: list.data.pages.flatMap((page) => page.data) as P['data'],
      updatedAt: cannotLoad ? list.dataUpdatedAt : undefined,
      cannotLoad,
    };
  }
  return { items: cached?.data.data, updatedAt: cached?.savedAt, cannotLoad };
}
