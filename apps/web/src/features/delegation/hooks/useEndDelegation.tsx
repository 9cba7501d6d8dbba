import type { Delegation } from '@achterhoek/contracts';
import { useItemRemoval } from '../../../components/ConfirmRemovalDialog';
import { pageTitle } from '../../../components/page-focus';
import { notify } from '../../../lib/notify';
import { useRevokeDelegation } from '../api/queries';
import type { EndDelegationTexts } from '../lib/endDelegationTexts';

/**
 * Ending one delegation of a list, asked first (either side may end one): says whether it ended, then
 * `onEnded` runs; the list is read again either way. When the delegation is gone from the list the focus
 * goes to the page's title.
 */
export function useEndDelegation(texts: EndDelegationTexts, onEnded?: (delegation: Delegation) => void) {
  const revoke = useRevokeDelegation();
  return useItemRemoval<Delegation>({
    fallbackFocus: pageTitle,
    texts,
    pending: revoke.isPending,
    remove: (delegation, settled) =>
      revoke.mutate(delegation.id, {
        onSuccess: () => {
          notify.info(texts.ended);
          onEnded?.(delegation);
        },
        onError: () => notify.error(texts.failed),
        onSettled: settled,
      }),
  });
}
