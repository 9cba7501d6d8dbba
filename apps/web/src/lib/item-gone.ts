import { isApiError } from './api-error';

/** Whether loading an item failed because it is gone or not the user's to see (404, 403). */
export function isGoneOrForbidden(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 403);
}
