import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Router state given to the location page by the page that opens it: after a choice, the location page
 * returns with a step back in the history instead of adding a new entry.
 */
export const BACK_ON_CHOICE = { backOnChoice: true } as const;

function opensWithBackOnChoice(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && 'backOnChoice' in state && state.backOnChoice === true
  );
}

/**
 * Leaves the location page after a choice: back to the page that opened it, or, when the page was
 * opened directly (a link, a reload after a new start), to `fallback` in place of the location page.
 */
export function useReturnAfterChoice(): (fallback: string) => void {
  const navigate = useNavigate();
  const location = useLocation();
  const canGoBack = location.key !== 'default' && opensWithBackOnChoice(location.state);
  return useCallback(
    (fallback: string) => void (canGoBack ? navigate(-1) : navigate(fallback, { replace: true })),
    [canGoBack, navigate],
  );
}
