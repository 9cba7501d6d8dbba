import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { loadPageMessages } from '../i18n/intl';
import { loadNotifications } from '../lib/notify/queue';
import { noteServerAnswered } from '../lib/offline/connectivity';
import { sessionLog } from '../lib/session-log';

// The app loads its snackbars after the first paint; the tests have them at once, so a message queued in a
// test shows synchronously, as it does in the app once the module is there.
await loadNotifications();
// Likewise every page's texts, which the app loads with the first signed-in page.
await loadPageMessages();

// jsdom lacks the layout APIs Mantine uses; these minimal stand-ins behave like a narrow phone screen.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;

// Mantine's growing text areas listen for web fonts being loaded (document.fonts), which jsdom has not.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: {
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      ready: Promise.resolve(),
    },
  });
}

Element.prototype.scrollIntoView = function scrollIntoView() {};
window.scrollTo = (() => undefined) as typeof window.scrollTo;

afterEach(() => {
  cleanup();
  // The snackbar queue is global on purpose (it outlives navigation); empty it between tests.
  notifications.clean();
  localStorage.clear();
  // What a test leaves for the tab (a remembered return path, a pending msgId) must not steer the next one.
  sessionStorage.clear();
  // A call that got no answer leaves the app offline until the next answer: the next test starts online.
  noteServerAnswered(true);
  vi.restoreAllMocks();
  // The app's one session log outlives a test; a registration test must not leave it waiting.
  sessionLog.setWaitingForProfile(false);
});
