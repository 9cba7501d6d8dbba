import type { Delegation } from '@achterhoek/contracts';
import { useEffect, useRef, useState } from 'react';

/**
 * The dialog a delegation list opens about one of its delegations (remove it, end it), and where the focus
 * goes when it closes: back to that delegation's button, or, when the delegation is gone from the list, to
 * the page's title (the dialog does not return the focus itself, its opener may be gone). `buttonRef`
 * registers each delegation's button; `closeAfter` closes the dialog once its request is settled.
 */
export function useDelegationDialog() {
  const [chosen, setChosen] = useState<Delegation | null>(null);
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  // The delegation whose dialog just closed.
  const focusAfterDialog = useRef<number | null>(null);

  useEffect(() => {
    const delegationId = focusAfterDialog.current;
    if (delegationId === null || chosen) return;
    focusAfterDialog.current = null;
    const button = buttons.current.get(delegationId);
    (button?.isConnected ? button : document.querySelector<HTMLElement>('[data-page-title]'))?.focus();
  }, [chosen]);

  const close = () => {
    if (chosen) focusAfterDialog.current = chosen.id;
    setChosen(null);
  };

  const closeAfter = (delegation: Delegation) => {
    focusAfterDialog.current = delegation.id;
    setChosen(null);
  };

  const buttonRef = (delegationId: number) => (button: HTMLButtonElement | null) => {
    if (button) buttons.current.set(delegationId, button);
    else buttons.current.delete(delegationId);
  };

  return { chosen, open: setChosen, close, closeAfter, buttonRef };
}
