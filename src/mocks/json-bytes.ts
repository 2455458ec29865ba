// JSON replies written straight to bytes. MSW's HttpResponse.json() stringifies the whole body,
// then turns the text into bytes twice (a Blob only to count them for Content-Length, then the
// body). At demo scale GET /placements is about 33 MB of JSON, and every pass over it, with the
// garbage it leaves, costs the page's main thread (where the browser's mock API runs) 100 ms or
// more. Here each piece of JSON goes into one buffer as it is made.
const encoder = new TextEncoder();
/** The most UTF-8 bytes one UTF-16 code unit can take. */
const MAX_BYTES_PER_UNIT = 3;

export class JsonBytesWriter {
  private buffer: Uint8Array<ArrayBuffer>;
  private length = 0;

  /** `expectedBytes`: a good guess spares the buffer most of its regrowth. */
  constructor(expectedBytes = 64 * 1024) {
    this.buffer = new Uint8Array(Math.max(1024, expectedBytes));
  }

  private reserve(bytes: number): void {
    const needed = this.length + bytes;
    if (needed <= this.buffer.length) return;
    const grown = new Uint8Array(Math.max(needed, this.buffer.length * 2));
    grown.set(this.buffer.subarray(0, this.length));
    this.buffer = grown;
  }

  /** Appends JSON text as UTF-8. */
  write(json: string): void {
    this.reserve(json.length * MAX_BYTES_PER_UNIT);
    this.length += encoder.encodeInto(json, this.buffer.subarray(this.length)).written;
  }

  /** Appends JSON already encoded (pieces made once and written many times). */
  raw(bytes: Uint8Array): void {
    this.reserve(bytes.length);
    this.buffer.set(bytes, this.length);
    this.length += bytes.length;
  }

  /** Appends short JSON text that is almost always ASCII (digits, ids) without an encoder call. */
  ascii(json: string): void {
    this.reserve(json.length);
    for (let at = 0; at < json.length; at += 1) {
      const code = json.charCodeAt(at);
      if (code > 0x7f) {
        this.write(json.slice(at));
        return;
      }
      this.buffer[this.length++] = code;
    }
  }

  bytes(): Uint8Array<ArrayBuffer> {
    return this.buffer.subarray(0, this.length);
  }
}

/**
 * A JSON reply streamed from pieces made on demand: each is written only when the reader (the
 * service worker, or the fetch in Node) asks for more, so the first bytes leave at once and the
 * page's thread is never held for the whole.
 */
export function jsonStreamResponse(pieces: Iterator<Uint8Array<ArrayBuffer>>, status = 200) {
  const body = new ReadableStream<Uint8Array<ArrayBuffer>>({
    pull(controller) {
      const piece = pieces.next();
      if (piece.done) controller.close();
      else controller.enqueue(piece.value);
    },
  });
  return new Response(body, { status, headers: { 'Content-Type': 'application/json' } });
}
