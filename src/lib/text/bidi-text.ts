// FORM-BIDI-ISOLATE: people's text composed into a longer string (`{name} (seat)`,
// `{publisher} · First price`): a bidi override or isolate left open in the name (U+202E,
// U+2067: the `exe.png` spoof) would reorder the text after it. Such a name is wrapped in a
// first-strong isolate whose closing PDI ends everything the name opened, as <bdi> does for an
// element; any other text, the usual case, is returned as it is (issue 30).

/** Embeddings and overrides (LRE, RLE, PDF, LRO, RLO) and isolates (LRI, RLI, FSI, PDI). */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
const ISOLATE_OPENERS = new Set(['\u2066', '\u2067', '\u2068']);
const FSI = '\u2068';
const PDI = '\u2069';

/** How many isolates `text` opens and leaves open (a PDI closes the last one opened). */
function openIsolates(text: string): number {
  let open = 0;
  for (const char of text) {
    if (ISOLATE_OPENERS.has(char)) open += 1;
    else if (char === PDI && open > 0) open -= 1;
  }
  return open;
}

/**
 * `text` unchanged unless it holds a bidi control; then FSI + text + a PDI for each isolate it
 * left open + the PDI of the FSI, which also ends the overrides and embeddings opened inside.
 */
export function isolateText(text: string): string {
  if (!BIDI_CONTROL.test(text)) return text;
  return `${FSI}${text}${PDI.repeat(openIsolates(text) + 1)}`;
}
