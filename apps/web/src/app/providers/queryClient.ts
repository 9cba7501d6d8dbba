import { QueryClient } from '@tanstack/react-query';
import { NETWORK_ERROR_STATUS, isApiError } from '../../lib/api-error';

const MAX_RETRIES = 2;

/** Retries only what may pass on a second try: no answer at all, or a server failure (5xx). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (!isApiError(error)) return false;
  return error.status === NETWORK_ERROR_STATUS || error.status >= 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
