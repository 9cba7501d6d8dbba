import type { DepositStatus } from '@achterhoek/contracts';
import { useEffect, useState } from 'react';
import { checkDepositEvent } from '../api/bankerApi';

/** Spec 001 §2.6, §9: the deposit status is asked every second, and given up on after 5 seconds. */
export const DEPOSIT_POLL_INTERVAL_MS = 1000;
export const DEPOSIT_GIVE_UP_AFTER_MS = 5000;

/** How a deposit ended for this page: one of the final statuses, or no final status in time ('LATE'). */
export type DepositOutcome = Exclude<DepositStatus, 'ACTIVE'> | 'LATE';

export type DepositConfirmation =
  { phase: 'checking' } | { phase: 'done'; outcome: DepositOutcome } | { phase: 'failed'; error: unknown };

function isFinal(status: DepositStatus): status is Exclude<DepositStatus, 'ACTIVE'> {
  return status !== 'ACTIVE';
}

/**
 * Follows a deposit after the payment provider sent the user back: asks its status at once and then a
 * second after each answer, until it is final (COMPLETED, EXPIRED, CANCELLED); when none came within 5
 * seconds the outcome is 'LATE' (the server keeps checking by itself). A failing check ends it too.
 */
export function useDepositConfirmation(projectId: string, orderId: string): DepositConfirmation {
  const [state, setState] = useState<DepositConfirmation>({ phase: 'checking' });

  useEffect(() => {
    const controller = new AbortController();
    let finished = false;
    let next: ReturnType<typeof setTimeout> | undefined;

    const finish = (result: DepositConfirmation) => {
      if (finished) return;
      finished = true;
      clearTimeout(next);
      clearTimeout(deadline);
      controller.abort();
      setState(result);
    };
    const deadline = setTimeout(() => finish({ phase: 'done', outcome: 'LATE' }), DEPOSIT_GIVE_UP_AFTER_MS);

    const check = async () => {
      try {
        const { status } = await checkDepositEvent(
          { project_id: projectId, order_id: orderId },
          controller.signal,
        );
        if (finished) return;
        if (isFinal(status)) finish({ phase: 'done', outcome: status });
        else next = setTimeout(() => void check(), DEPOSIT_POLL_INTERVAL_MS);
      } catch (error) {
        if (!finished) finish({ phase: 'failed', error });
      }
    };
    void check();

    return () => {
      finished = true;
      clearTimeout(next);
      clearTimeout(deadline);
      controller.abort();
    };
  }, [projectId, orderId]);

  return state;
}
