import { fireEvent, screen, within } from '@testing-library/react';

/** Clicks the button that opens a dialog of the same name (e.g. 'Rit annuleren') and returns the dialog. */
export async function openDialog(name: string): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog', { name });
}

/** Types `reason` into a cancel dialog's 'Reden voor annulering' and confirms with its button `confirm`. */
export function cancelWithReason(dialog: HTMLElement, reason: string, confirm: string): void {
  fireEvent.change(within(dialog).getByLabelText('Reden voor annulering'), { target: { value: reason } });
  fireEvent.click(within(dialog).getByRole('button', { name: confirm }));
}
