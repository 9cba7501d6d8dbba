import { useEffect, useRef, useState } from 'react';

/**
 * The dialog a list opens about one of its items (remove it, end it), and where the focus goes when it
 * closes: back to that item's button, or, when the item is gone from the list, to `fallbackFocus` (the
 * dialog does not return the focus itself, its opener may be gone). `buttonRef` registers each item's
 * button; `closeAfter` closes the dialog once its request is settled.
 */
export function useItemDialog<T extends { id: number }>(fallbackFocus: () => HTMLElement | null) {
  const [chosen, setChosen] = useState<T | null>(null);
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  // The item whose dialog just closed.
  const focusAfterDialog = useRef<number | null>(null);
  // The first one given is kept: it is asked for its element only once the dialog has closed.
  const fallback = useRef(fallbackFocus);

  useEffect(() => {
    const itemId = focusAfterDialog.current;
    if (itemId === null || chosen) return;
    focusAfterDialog.current = null;
    const button = buttons.current.get(itemId);
    (button?.isConnected ? button : fallback.current())?.focus();
  }, [chosen]);

  const close = () => {
    if (chosen) focusAfterDialog.current = chosen.id;
    setChosen(null);
  };

  const closeAfter = (item: T) => {
    focusAfterDialog.current = item.id;
    setChosen(null);
  };

  const buttonRef = (itemId: number) => (button: HTMLButtonElement | null) => {
    if (button) buttons.current.set(itemId, button);
    else buttons.current.delete(itemId);
  };

  return { chosen, open: setChosen, close, closeAfter, buttonRef };
}
