/**
 * The app's logo (the same drawing as public/icons/icon.svg, the favicon and the home-screen icon) drawn
 * inline. An `<img>` of the SVG file makes Chromium build a separate SVG document for the image (about
 * 60 ms of the landing page's main thread in a trace of its load on CI's machine kind); inline it is part
 * of the page.
 * Decorative: the app's name is the heading beside it.
 */
export function AppLogo({ size }: { size: number }) {
  return (
    <svg viewBox="0 0 100 100" width={size} height={size} aria-hidden="true" focusable="false">
      <rect width="100" height="100" rx="20" fill="#1f6e46" />
      <path
        fill="#fff"
        fillRule="evenodd"
        d="M50 84 L31.26 53.52 A22 22 0 1 1 68.74 53.52 Z M50 33.5 a8.5 8.5 0 1 0 0.01 0 Z"
      />
    </svg>
  );
}
