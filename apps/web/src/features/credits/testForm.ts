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

/** The amounts both forms refuse, each with what the field then says: whole credits, from 10 to 1000. */
const REFUSED_AMOUNTS: ReadonlyArray<readonly [string, string]> = [
  ['', 'Veld is verplicht'],
  ['9', 'Minimaal 10'],
  ['1001', 'Maximaal 1000'],
  ['12,5', 'Vul een heel aantal credits in, zonder komma.'],
];

/**
 * Types, one after the other, each amount both forms refuse and the form's own `more`: the field says why
 * and is marked invalid; `andThen` checks what else each refusal means for the form.
 */
export async function expectAmountsRefused(
  more: ReadonlyArray<readonly [string, string]> = [],
  andThen: () => void = () => undefined,
) {
  for (const [value, message] of [...REFUSED_AMOUNTS, ...more]) {
    typeInto(amountField(), value);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(amountField()).toHaveAttribute('aria-invalid', 'true');
    andThen();
  }
}
