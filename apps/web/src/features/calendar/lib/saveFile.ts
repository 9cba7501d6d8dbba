/**
 * Hands a file made in the page to the browser as a download (an .ics opens in the calendar app on most
 * phones). The object URL is released once the click has been handled.
 */
export function saveTextFile(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The feed's address for a calendar app to subscribe to: the same address with the webcal scheme. */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:/, 'webcal:');
}
