// Saving text the page made (a CSV export, a template) or a fetched file as a file: a Blob behind
// an object URL,
// clicked through a temporary link, the URL released once the browser has taken it. Blob URLs
// pass the CSP (no data: navigation, no network).

/**
 * Save `text` as `fileName`: one string, or parts in order, each text or a Blob of UTF-8 text (a
 * long file built a slice at a time is never joined into one string, nor encoded in one go). A
 * CSV gets a UTF-8 byte order mark so spreadsheets read accents.
 */
export function downloadText(
  fileName: string,
  text: string | readonly (string | Blob)[],
  mime = 'text/plain',
): void {
  const parts = typeof text === 'string' ? [text] : text;
  const first = parts[0];
  const bom =
    mime === 'text/csv' && !(typeof first === 'string' && first.startsWith('\ufeff'))
      ? '\ufeff'
      : '';
  downloadBlob(fileName, new Blob([bom, ...parts], { type: `${mime};charset=utf-8` }));
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
