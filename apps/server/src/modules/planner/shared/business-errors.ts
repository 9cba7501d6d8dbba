import { BusinessError } from '../../../platform/errors.js';

/**
 * Runs a call into another module (the banker, rideshare) and answers a business error it throws with one
 * of the given statuses with the planner's own error instead (its own code and Dutch text for the caller);
 * any other error passes unchanged.
 */
export async function replacingBusinessErrors<T>(
  statuses: number[],
  replacement: () => Error,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof BusinessError && statuses.includes(error.status)) throw replacement();
    throw error;
  }
}
