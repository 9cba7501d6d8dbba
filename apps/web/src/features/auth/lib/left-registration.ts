/**
 * 'Terug' on the registration wizard's first step goes to / (spec 000 §2) with this navigation state.
 * The landing page then stays for someone signed in without a profile, instead of starting the wizard
 * again at once (which made 'Terug' seem to do nothing), and offers to register or to sign out.
 */
export const LEFT_REGISTRATION_STATE = { leftRegistration: true } as const;

export function leftRegistration(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'leftRegistration' in state;
}
