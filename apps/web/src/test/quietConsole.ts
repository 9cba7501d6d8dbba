import { vi } from 'vitest';

/**
 * Keeps the console's warnings and errors out of the output of a test that makes a call fail on purpose
 * (the app logs the failure). The spies are undone after every test, with the other mocks.
 */
export function quietConsole(): void {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
}
