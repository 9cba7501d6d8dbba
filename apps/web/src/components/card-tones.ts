/**
 * How a card looks by its state, everywhere a card is cancelled or completed: a light red or green
 * background with a border of the same colour, the text left at full strength. Never a card made
 * transparent (opacity): that fades its text and badge below 4.5:1 (a cancelled ride's 'Geannuleerd'
 * reached 3.37:1). A badge says the state in words, so colour is never the only clue.
 */
export const cardTones = {
  cancelled: { background: 'var(--mantine-color-red-0)', borderColor: 'var(--mantine-color-red-7)' },
  completed: { background: 'var(--mantine-color-green-0)', borderColor: 'var(--mantine-color-green-7)' },
} as const;
