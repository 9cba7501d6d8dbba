import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * 'Annuleren' on the treasurer's forms: back to where the person came from, or to `fallback` when the
 * page was opened directly (a bookmark, a new tab) and there is nothing in the app to go back to.
 */
export function useBackOr(fallback: string): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(
    () => void (key === 'default' ? navigate(fallback, { replace: true }) : navigate(-1)),
    [key, navigate, fallback],
  );
}
