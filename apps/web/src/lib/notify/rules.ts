// How each kind of notification behaves (spec 000 §2 Shell, §9): information disappears by itself after
// five seconds; an error stays until the user closes it, so it cannot be missed.
export type NotificationKind = 'info' | 'error';

export const INFO_AUTO_CLOSE_MS = 5000;

export interface NotificationBehaviour {
  /** Milliseconds until it closes by itself, or false to stay until closed. */
  autoClose: number | false;
  /** Whether a close icon is shown. */
  withCloseButton: boolean;
  color: 'achterhoek' | 'red';
  /** 'alert' interrupts a screen reader; 'status' waits until it is done speaking. */
  role: 'status' | 'alert';
}

export function behaviourFor(kind: NotificationKind): NotificationBehaviour {
  switch (kind) {
    case 'info':
      return { autoClose: INFO_AUTO_CLOSE_MS, withCloseButton: false, color: 'achterhoek', role: 'status' };
    case 'error':
      return { autoClose: false, withCloseButton: true, color: 'red', role: 'alert' };
  }
}
