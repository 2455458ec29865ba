// Saving text the page made (a CSV export, a template) or a fetched file as a file: a Blob behind
// an object URL,
// clicked through a temporary link, the URL released once the browser has taken it. Blob URLs
// pass the CSP (no data: navigation, no network).

/** Save `text` as `fileName`. A CSV gets a UTF-8 byte order mark so spreadsheets read accents. */
export function downloadText(fileName: string, text: string, mime = 'text/plain'): void {
  const bom = mime === 'text/csv' && !text.startsWith('\ufeff') ? '\ufeff' : '';
  downloadBlob(fileName, new Blob([bom, text], { type: `${mime};charset=utf-8` }));
}

/** Save a Blob (the page's text, or a file fetched with the session's token) as `fileName`. */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoking at once can cancel the download in some browsers: give it a moment.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
