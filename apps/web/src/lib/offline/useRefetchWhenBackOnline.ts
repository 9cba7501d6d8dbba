import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useOffline } from './connectivity';

/**
 * Once the connection is back, what failed for the lack of it loads again: every shown query in error
 * (the lists that showed what they last saw among them). TanStack Query does this itself only when the
 * browser reported going offline first; a call that got no answer while the browser thought it was
 * online, or a page opened offline, would otherwise stay in error.
 */
export function useRefetchWhenBackOnline(): void {
  const offline = useOffline();
  const queryClient = useQueryClient();
  const wasOffline = useRef(offline);
  useEffect(() => {
    if (wasOffline.current && !offline) {
      void queryClient.refetchQueries({
        type: 'active',
        predicate: (query) => query.state.status === 'error',
      });
    }
    wasOffline.current = offline;
  }, [offline, queryClient]);
}
