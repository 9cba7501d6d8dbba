// The app's console logging in one place, so the level rules (client mistakes are warnings, server
// failures are errors) are applied the same way everywhere and can later be sent to the server's log.
export const logger = {
  warn(message: string, details?: unknown): void {
    console.warn(`[achterhoek] ${message}`, ...(details === undefined ? [] : [details]));
  },
  error(message: string, details?: unknown): void {
    console.error(`[achterhoek] ${message}`, ...(details === undefined ? [] : [details]));
  },
};
