// Moves keyboard and screen-reader focus to the page's h1 after a client-side navigation, as a full
// page load would. The router asks for focus when the path changes; when the new page's title is not
// on screen yet (a loader shows first), the title takes the focus as soon as it mounts.
const TITLE_SELECTOR = '[data-page-title]';
let pending = false;

/** The page's h1, when it is on screen. */
export function pageTitle(): HTMLElement | null {
  return document.querySelector<HTMLElement>(TITLE_SELECTOR);
}

export function focusPageTitle(): void {
  const title = pageTitle();
  if (title) {
    title.focus({ preventScroll: true });
    pending = false;
  } else {
    pending = true;
  }
}

/** True once after a navigation whose page title was not yet rendered. */
export function takePendingTitleFocus(): boolean {
  const wanted = pending;
  pending = false;
  return wanted;
}
