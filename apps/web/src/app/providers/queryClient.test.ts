import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { shouldRetry } from './queryClient';

describe('shouldRetry', () => {
  it('retries network failures and server errors, at most twice', () => {
    expect(shouldRetry(0, new ApiError(0, 'Network error'))).toBe(true);
    expect(shouldRetry(1, new ApiError(503, 'Unavailable'))).toBe(true);
    expect(shouldRetry(2, new ApiError(503, 'Unavailable'))).toBe(false);
  });

  it('never retries what the server refused', () => {
    for (const status of [400, 401, 403, 404, 409, 422]) {
      expect(shouldRetry(0, new ApiError(status, 'No'))).toBe(false);
    }
    expect(shouldRetry(0, new Error('bug'))).toBe(false);
  });
});
