// The browser's own navigation, in one object so tests can watch it (jsdom cannot leave the page).
export const browser = {
  /** Leaves the app for another site (the payment provider's page). */
  goTo(url: string): void {
    window.location.assign(url);
  },
  /** This app's address as the browser sees it: 'https://app.example.nl'. */
  origin(): string {
    return window.location.origin;
  },
};
