import { fireEvent, screen } from '@testing-library/react';
import { expect } from 'vitest';

// What the tests of the purchase and withdrawal forms share: reading a text, finding the fields, typing.

/** A text with its non-breaking spaces (in '€ 1,90') as plain spaces. */
export const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

export const amountField = () => screen.getByRole('textbox', { name: /^Aantal credits/ });
export const descriptionField = () => screen.getByRole('textbox', { name: /^Omschrijving/ });

/** Types a value and leaves the field, which is when the form checks it. */
export function typeInto(field: HTMLElement, value: string) {
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
}

/** Types an amount the form refuses: the field says `message` and is marked invalid. */
export async function expectAmountRefused(value: string, message: string) {
  typeInto(amountField(), value);
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(amountField()).toHaveAttribute('aria-invalid', 'true');
}
