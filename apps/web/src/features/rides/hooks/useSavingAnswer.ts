import { useState } from 'react';
import type { MessageId } from '../../../i18n/nl';
import { isApiError } from '../../../lib/api-error';

/**
 * Saving one of the driver's answers about a booking: `save` runs it and, when it fails, keeps the message
 * id that `failureOf` gives for the failure (shown by AnswerErrorAlert); each new try clears the last one.
 */
export function useSavingAnswer() {
  const [error, setError] = useState<MessageId | null>(null);
  const save = async (answer: () => Promise<void>, failureOf: (failure: unknown) => MessageId) => {
    setError(null);
    try {
      await answer();
    } catch (failure) {
      setError(failureOf(failure));
    }
  };
  return { error, save };
}

/** A 422 says the ride no longer waits for answers (the decision was taken meanwhile); else saving failed. */
export function confirmFailureOf(failure: unknown): MessageId {
  return isApiError(failure) && failure.status === 422
    ? 'rides.confirm.notValidating'
    : 'rides.confirm.error';
}
