// The browser's own navigation, in one object so tests can watch it (jsdom cannot leave the page).
export const surveyBrowser = {
  /** Opens the survey's page (an external site, or the demo survey of this server) in the same tab. */
  goTo(url: string): void {
    window.location.assign(url);
  },
};
