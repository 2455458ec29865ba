// A JSON list reply read as it arrives: `{"<key>": [item, item, ...]}` (or a bare array) gives
// its items in batches, each batch as soon as its last item's text is complete. At demo scale
// GET /placements is 50,000 placements (~33 MB); parsed whole, nothing could show before the
// last byte came and one JSON.parse held the page for over 100 ms. Any other shape of reply is
// parsed whole at the end, like a plain request.
//
// Items are cut at the commas between them, found by a scan that skips over string contents
// with indexOf (a string's quotes and braces are never mistaken for structure), then each
// batch is one JSON.parse of its items' text.

const QUOTE = 34;
const BACKSLASH = 92;
const COMMA = 44;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;

/** Where the items begin: after `{"key":[` (spaces allowed) or `[`; -1 when it is neither. */
function itemsStart(text: string, key: string): number {
  const match = new RegExp(`^\\s*(?:\\{\\s*${JSON.stringify(key)}\\s*:\\s*)?\\[`).exec(text);
  return match ? match[0].length : -1;
}

/** How far the scan of the items has come, between one piece of text and the next. */
export class JsonArrayScanner {
  private text = '';
  /** Where the items not yet handed out start in `text`. */
  private from = 0;
  private at = 0;
  /** Nesting inside the list: 0 between items. */
  private depth = 0;
  private inString = false;
  /** Past the list's closing bracket: the rest is the reply's end. */
  private closed = false;
  /** Where the list's last item ends (at its closing bracket), once closed. */
  private lastItemEnd = 0;
  /** -1: the start is not read yet; -2: not a list reply (parsed whole at the end). */
  private started = -1;

  constructor(private readonly key: string) {}

  /** Adds text; returns the items it completes (in order), or none. */
  push(piece: string): unknown[] {
    this.text += piece;
    if (this.started === -1) {
      // Enough text to see the start: the key's length and some room for spaces.
      if (this.text.length < this.key.length + 64 && !this.text.includes('[')) return [];
      const start = itemsStart(this.text, this.key);
      this.started = start === -1 ? -2 : start;
      this.from = this.at = Math.max(0, start);
    }
    if (this.started === -2 || this.closed) return [];
    const cut = this.scan();
    if (cut <= this.from) return [];
    const items = JSON.parse(`[${this.text.slice(this.from, cut)}]`) as unknown[];
    this.from = cut + 1;
    // Keep only what is not handed out (the scan position moves with it).
    this.text = this.text.slice(this.from);
    this.at -= this.from;
    this.lastItemEnd -= this.from;
    this.from = 0;
    return items;
  }

  /** The items left when the reply has ended (all of them when it was not a list reply). */
  end(): unknown[] {
    if (this.started < 0) {
      const whole = JSON.parse(this.text) as unknown;
      if (Array.isArray(whole)) return whole;
      const inner =
        whole && typeof whole === 'object' ? (whole as Record<string, unknown>)[this.key] : null;
      return Array.isArray(inner) ? inner : [];
    }
    if (!this.closed) this.scan();
    if (!this.closed) throw new SyntaxError('The list reply ended before its end');
    const last = this.lastItemEnd;
    const items =
      last > this.from ? (JSON.parse(`[${this.text.slice(this.from, last)}]`) as unknown[]) : [];
    this.text = '';
    return items;
  }

  /** Scans on from `at`; returns the position of the last comma between items (or -1). */
  private scan(): number {
    const { text } = this;
    let { at, depth, inString } = this;
    let cut = -1;
    const length = text.length;
    while (at < length) {
      if (inString) {
        const quote = text.indexOf('"', at);
        if (quote === -1) {
          at = length;
          break;
        }
        let slashes = 0;
        while (text.charCodeAt(quote - 1 - slashes) === BACKSLASH) slashes += 1;
        at = quote + 1;
        if (slashes % 2 === 0) inString = false;
        continue;
      }
      const code = text.charCodeAt(at);
      if (code === QUOTE) inString = true;
      else if (code === OPEN_BRACE || code === OPEN_BRACKET) depth += 1;
      else if (code === CLOSE_BRACE || code === CLOSE_BRACKET) {
        if (depth === 0) {
          // The list's own closing bracket.
          this.closed = true;
          this.lastItemEnd = at;
          at += 1;
          break;
        }
        depth -= 1;
      } else if (code === COMMA && depth === 0) cut = at;
      at += 1;
    }
    this.at = at;
    this.depth = depth;
    this.inString = inString;
    return cut;
  }
}

/**
 * The items of a streamed JSON list reply, batch by batch as they arrive. Throws a SyntaxError
 * when the reply is not JSON or ends early.
 */
export async function* readJsonArray<T>(
  body: ReadableStream<Uint8Array>,
  key: string,
): AsyncGenerator<T[]> {
  const decoder = new TextDecoder();
  const scanner = new JsonArrayScanner(key);
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      const items = scanner.push(decoder.decode(value, { stream: true }));
      if (items.length) yield items as T[];
    }
    const rest = [...scanner.push(decoder.decode()), ...scanner.end()];
    if (rest.length) yield rest as T[];
  } finally {
    reader.releaseLock();
  }
}
